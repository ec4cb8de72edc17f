#!/usr/bin/env bash
# npm run load [-- --lane single|scale|both --seconds 60 --clients 200 --solo-seconds 15]:
# the load run of README "Load" against the built apps (loopback only, bounded in time).
source "$(dirname "$0")/lib.sh"
ensure_dependencies
build_apps
exec tsx --tsconfig tools/bench/tsconfig.json tools/bench/load/main.ts "$@"
