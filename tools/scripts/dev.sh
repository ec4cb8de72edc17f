#!/usr/bin/env bash
# npm run dev: watch mode for developers (api with tsx watch, portal and dashboard with Vite).
source "$(dirname "$0")/lib.sh"
ensure_dependencies
tsx tools/seed/main.ts --if-empty
pids=()
stop() { kill "${pids[@]}" 2>/dev/null || true; }
trap stop EXIT INT TERM
nx run api:dev & pids+=($!)
nx run portal:dev & pids+=($!)
nx run dashboard:dev & pids+=($!)
wait -n "${pids[@]}"
