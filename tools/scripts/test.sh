#!/usr/bin/env bash
# npm test: install what is missing, then lint, type checks, unit and API tests, Storybook build,
# and the Playwright suites against the built apps, a real API and a real database.
source "$(dirname "$0")/lib.sh"
ensure_dependencies
ensure_chromium

if [ -n "${DATABASE_URL:-}" ]; then
  log "PostgreSQL lane on: API and seed tests also run against $DATABASE_URL"
fi

log "Lint, type checks, unit and API tests"
nx run-many -t lint typecheck test --outputStyle=static --parallel=2

build_apps
log "Faults: an API killed mid-write, PostgreSQL restarted or read-only, a full disk, a read-only SQLite file (README \"Faults\")"
npm run faults

log "npm start's servers, as a fresh shell runs them (no NODE_ENV): every kind of page answers 200"
bash tools/scripts/start-smoke.sh

log "Storybook build"
npm run build-storybook

log "End-to-end suites (Playwright, Debian chromium)"
bash tools/scripts/e2e.sh
log "npm test: every step passed"
