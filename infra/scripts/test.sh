#!/usr/bin/env bash
# `npm test`: every project's tests against the real PostgreSQL, RabbitMQ and Redis.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$(repo_root)"
ensure_dependencies
ensure_backing_services
ensure_encoder
ensure_chromium
build_all
run_encoder
rm -rf test-output && mkdir -p test-output
say "Running the tests"
status=0
npx --no-install jest --ci --maxWorkers=2 --json --outputFile=test-output/jest.json "$@" || status=$?
# The fault suite restarts RabbitMQ and Redis, so it runs alone, after everything else.
if [ $# -eq 0 ] && [ "${TEND_SKIP_FAULTS:-}" != "1" ]; then
  say "Running the fault suite (kills processes, restarts RabbitMQ and Redis)"
  npx --no-install jest -c infra/faults/jest.config.js --ci --runInBand --json \
    --outputFile=test-output/faults.json || status=$?
fi
node -e '
  const fs = require("fs");
  const runs = ["jest", "faults"]
    .map((name) => `./test-output/${name}.json`)
    .filter((file) => fs.existsSync(file))
    .map((file) => require(file));
  const sum = (key) => runs.reduce((total, run) => total + (run[key] || 0), 0);
  const skipped = sum("numPendingTests");
  console.log(`tests: ${sum("numPassedTests")} passed, ${sum("numFailedTests")} failed` + (skipped ? `, ${skipped} skipped` : ""));
' || true
exit $status
