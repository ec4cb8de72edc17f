# Shared steps of the README commands (npm start, npm test, npm run dev). Sourced, not run.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false NX_SKIP_NX_CACHE="${NX_SKIP_NX_CACHE:-false}"
export PATH="$ROOT/node_modules/.bin:$PATH"

log() { printf '\n\033[1m== %s (%s)\033[0m\n' "$*" "$(date -u +%H:%M:%S)"; }

# npm ci cannot be used here (the lockfile lacks other platforms' optional binaries):
# install when node_modules is missing or older than the lockfile.
ensure_dependencies() {
  if [ ! -d node_modules ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    log "Installing dependencies"
    npm install --no-audit --no-fund
  fi
}

# Playwright drives Debian's chromium (no browser downloads on these machines).
ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    log "Installing Debian chromium"
    local sudo=""
    [ "$(id -u)" = 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
  fi
}

build_apps() {
  log "Building api, portal and dashboard"
  nx run-many -t build --projects=api,portal,dashboard --outputStyle=static
}
