#!/usr/bin/env bash
# npm run scale [-- --check]: two API instances behind nginx on one PostgreSQL database, the portal
# and dashboard pointed at nginx (README "Scale-out lane"); --check proves it and stops.
source "$(dirname "$0")/lib.sh"
ensure_dependencies
build_apps
exec tsx --tsconfig tools/bench/tsconfig.json tools/bench/scale/main.ts "$@"
