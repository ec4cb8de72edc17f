#!/usr/bin/env bash
# Runs both Playwright suites against the built apps on a fresh, seeded SQLite database.
source "$(dirname "$0")/lib.sh"
ensure_chromium
export E2E_DIR="$ROOT/tmp/e2e"
rm -rf "$E2E_DIR" && mkdir -p "$E2E_DIR"
# The e2e servers use their own database file, never the developer's data/ nor DATABASE_URL.
unset DATABASE_URL
export DATABASE_FILE="$E2E_DIR/sam.sqlite" OUTBOX_DIR="$E2E_DIR/outbox" STORAGE_DIR="$E2E_DIR/storage" DEV_OUTBOX=1
# The suites register and log in hundreds of times from one address: allowances x100 (README "Rate limits").
export RATE_LIMIT_FACTOR=100
# The specs write through the API and read the page at once: the portal renders every anonymous page
# afresh (its ETag, hashes and Cache-Control still sent) instead of keeping it a few seconds (decision 0032).
export PORTAL_PAGE_CACHE_SECONDS=0
# A fixed signing key for the signed links of the e2e run (never used anywhere else).
export APP_KEY="e2e-only-signing-key-0123456789abcdef"
# The "La vidéo" page's video (a test address: the e2e browser never loads third-party players).
export PRESENTATION_VIDEO_URL="https://www.youtube.com/watch?v=e2eVideo01"
# NODE_ENV=test as for the servers (playwright.config.ts): the demo accounts' password hashes are the
# test runs' lighter scrypt (libs/db password.ts), verified at every one of the suites' logins.
NODE_ENV=test tsx tools/seed/main.ts
playwright test -c playwright.config.ts "$@"
