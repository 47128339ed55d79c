#!/usr/bin/env bash
# A production install on a built tree, as docs/deploy.md describes it: copy what a deployment ships,
# `npm ci --omit=dev`, start the built server on Node 22 with no TypeScript tooling present, use it, stop it.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
node22_dir="$root/node_modules/node/bin"
[ -x "$node22_dir/node" ] || { echo "production-check: run npm install first (Node 22 comes from it)"; exit 1; }
[ -f build/server/server.js ] && [ -f build/client/__spa-fallback.html ] || { echo "production-check: run npm run build first"; exit 1; }

work=$(mktemp -d /tmp/uplift-production.XXXXXX)
pid=""
cleanup() { [ -n "$pid" ] && kill "$pid" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

cp -r package.json package-lock.json patches drizzle build "$work/"
mkdir "$work/scripts" && cp scripts/require-node-22.mjs scripts/start.mjs "$work/scripts/"
cd "$work"
PATH="$node22_dir:$PATH" npm ci --omit=dev --no-audit --no-fund --loglevel=error
# better-auth's optional peers can pull build tools in; the server must run without any of them
rm -rf node_modules/tsx node_modules/typescript node_modules/vite node_modules/esbuild node_modules/.bin/tsx

port=$(PATH="$node22_dir:$PATH" node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
PATH="$node22_dir:$PATH" PORT=$port HOST=127.0.0.1 DATA_DIR="$work/data" NODE_ENV=production \
  AUTH_SECRET=production-check-secret-of-at-least-32-chars node scripts/start.mjs >"$work/server.log" 2>&1 &
# what `npm start` runs, started directly as systemd does: npm itself would answer SIGTERM with 143
# before the server has drained
pid=$!
for _ in $(seq 1 60); do grep -q "is running at" "$work/server.log" && break; sleep 1; done
grep -q "is running at" "$work/server.log" || { cat "$work/server.log" | tail -30; echo "production-check: the server did not start"; exit 1; }
grep -q "building" "$work/server.log" && { echo "production-check: npm start tried to build in a production install"; exit 1; }

base="http://127.0.0.1:$port"
fail() { echo "production-check: $*"; cat "$work/server.log"; exit 1; }
# each body is read whole before it is searched: `curl | grep -q` fails under pipefail when grep stops early
has() { [[ "$(curl -s --compressed "$base$1")" == *"$2"* ]]; }
has /api/ready '"status":"ready"' || fail "/api/ready is not ready"
has / "Uplift" || fail "/ does not serve the web app"
has /api/questionnaire '"chapters"' || fail "the seeded questionnaire is not served"
[ "$(curl -s -o /dev/null -w '%{http_code}' "$base/api/openapi.json")" = 200 ] || fail "/api/openapi.json"

kill -TERM "$pid"
code=0; wait "$pid" || code=$?
pid=""
[ "$code" = 0 ] || fail "the server exited with $code on SIGTERM"
echo "production-check: npm ci --omit=dev on a built tree, npm start on Node $("$node22_dir/node" -v): served and stopped cleanly"
