#!/usr/bin/env bash
# npm run test:stress [-- --runs N --projects a,b --latency MS]: runs the jest projects N times
# (default 3) while a background process keeps one CPU core busy, as on a loaded CI machine, and
# prints each run's result. The UI projects' stubbed API answers also come late, after a random
# delay of up to MS ms (default 150; see tools/jest/setup-dom.js). Proof that the suites wait for
# states, not for time. Not part of `npm test`.
source "$(dirname "$0")/lib.sh"
runs=3
projects=""
latency=150
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs=$2; shift 2 ;;
    --projects) projects=$2; shift 2 ;;
    --latency) latency=$2; shift 2 ;;
    *) echo "usage: npm run test:stress -- [--runs N] [--projects a,b] [--latency MS]" >&2; exit 2 ;;
  esac
done
ensure_dependencies
export STRESS_LATENCY_MS=$latency

# One core kept busy for the whole stress run (a tight loop in its own process), stopped on exit.
node -e 'for (;;) {}' &
burner=$!
trap 'kill "$burner" 2>/dev/null' EXIT

target=(-t test --outputStyle=static --parallel=2 --skip-nx-cache)
[ -n "$projects" ] && target+=(--projects="$projects")
results=()
failed=0
mkdir -p tmp/stress
for run in $(seq "$runs"); do
  log "Stress run $run of $runs (one core busy)"
  started=$(date +%s)
  if nx run-many "${target[@]}" >"tmp/stress/run-$run.log" 2>&1; then outcome=green; else outcome=RED; failed=$((failed + 1)); fi
  seconds=$(( $(date +%s) - started ))
  # jest's own closing lines, per project: "Tests: N passed, N total".
  counts=$(sed -E 's/\x1b\[[0-9;]*m//g' "tmp/stress/run-$run.log" | grep -E '^Tests: ' | sed -E 's/^Tests: +//' | paste -sd ';' - || true)
  results+=("run $run: $outcome in ${seconds}s ($counts)")
  echo "${results[-1]}"
  if [ "$outcome" = RED ]; then grep -E '●|✕' "tmp/stress/run-$run.log" | grep -v '● Console' | head -20 || true; fi
done

log "Stress summary (logs in tmp/stress/)"
printf '%s\n' "${results[@]}"
passed=$((runs - failed))
echo "stress: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
