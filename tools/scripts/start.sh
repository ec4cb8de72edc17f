#!/usr/bin/env bash
# npm start: install, build, migrate, seed on first run, then serve api :3000, portal :4200, dashboard :4300.
source "$(dirname "$0")/lib.sh"
ensure_dependencies
build_apps
log "Migrating and seeding (first run only)"
tsx tools/seed/main.ts --if-empty

pids=()
stop() { kill "${pids[@]}" 2>/dev/null || true; }
trap stop EXIT INT TERM

PORT=3000 node dist/apps/api/main.js & pids+=($!)
wait_for http://localhost:3000/health
# react-router-serve resolves the client assets from apps/portal (its build's root).
(cd apps/portal && PORT=4200 exec react-router-serve ../../dist/apps/portal/server/index.js) & pids+=($!)
PORT=4300 node apps/dashboard/serve.mjs & pids+=($!)
wait_for http://localhost:4200/fr
wait_for http://localhost:4300/fr/mon-tableau-de-bord
log "Ready: portal http://localhost:4200/fr · dashboard http://localhost:4300/fr/mon-tableau-de-bord · api http://localhost:3000"
wait -n "${pids[@]}"
