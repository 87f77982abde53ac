#!/usr/bin/env bash
# `npm test`: every project's tests against the real PostgreSQL, RabbitMQ and Redis.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$(repo_root)"
ensure_dependencies
ensure_backing_services
ensure_chromium
build_all
mkdir -p test-output
say "Running the tests"
status=0
npx --no-install jest --ci --maxWorkers=2 --json --outputFile=test-output/jest.json "$@" || status=$?
node -e '
  const r = require("./test-output/jest.json");
  console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed` + (r.numPendingTests ? `, ${r.numPendingTests} skipped` : ""));
' || true
exit $status
