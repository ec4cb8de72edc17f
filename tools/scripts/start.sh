#!/usr/bin/env bash
# npm start: install, build, migrate, seed on first run, then serve api :3000, portal :4200, dashboard :4300.
source "$(dirname "$0")/lib.sh"
ensure_dependencies
build_apps
log "Migrating and seeding (first run only)"
tsx tools/seed/main.ts --if-empty

# api :3000, then portal :4200 and dashboard :4300, as tools/servers.ts defines them (the e2e suites too).
# The local mailbox at http://localhost:3000/dev/outbox (never on a production start).
export DEV_OUTBOX="${DEV_OUTBOX:-1}"
exec node --import tsx tools/servers.ts
