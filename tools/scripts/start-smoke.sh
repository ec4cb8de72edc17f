#!/usr/bin/env bash
# The README's first command as it serves (start.sh's last line) on its own seeded SQLite database,
# with no NODE_ENV, as a fresh shell has none: every kind of page must answer 200. (The e2e suites
# run the servers with NODE_ENV=test; a default applied in the wrong order once failed every portal
# page under `npm start` alone.)
source "$(dirname "$0")/lib.sh"
DIR="$ROOT/tmp/start-smoke"
rm -rf "$DIR" && mkdir -p "$DIR"
unset DATABASE_URL NODE_ENV
export DATABASE_FILE="$DIR/sam.sqlite" OUTBOX_DIR="$DIR/outbox" STORAGE_DIR="$DIR/storage" DEV_OUTBOX=1 LOG_LEVEL=warn
tsx tools/seed/main.ts --if-empty > "$DIR/seed.log"

setsid node --import tsx tools/servers.ts > "$DIR/servers.log" 2>&1 &
servers=$!
stop() { kill -- -"$servers" 2>/dev/null || true; wait "$servers" 2>/dev/null || true; }
trap 'status=$?; stop; exit $status' EXIT

pages=(
  http://localhost:3000/health
  http://localhost:4200/fr
  http://localhost:4200/nl/zoeken
  http://localhost:4200/fr/prestataires/hebergement/centre-de-jour-les-tilleuls
  http://localhost:4200/nl/agenda
  http://localhost:4300/fr/mon-tableau-de-bord
)
for _ in $(seq 1 60); do
  curl -s -o /dev/null http://localhost:4300/ && curl -s -o /dev/null http://localhost:4200/fr && break
  sleep 1
done
failed=0
for page in "${pages[@]}"; do
  status=$(curl -s -o /dev/null -w '%{http_code}' "$page")
  echo "$status $page"
  [ "$status" = 200 ] || failed=1
done
if [ "$failed" = 1 ]; then
  echo "npm start's servers did not answer every page (their log: $DIR/servers.log):" >&2
  tail -40 "$DIR/servers.log" >&2
  exit 1
fi
