#!/usr/bin/env bash
# `npm run bench`: every benchmark in turn (not part of npm test), after a build.
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib.sh"
cd "$(repo_root)"
ensure_dependencies
ensure_backing_services
ensure_encoder
build_all
run_encoder
for bench in infra/bench/*.bench.ts; do
  say "Benchmark: $bench"
  # Built packages (not sources): Nest needs the decorator metadata tsc emits.
  npx --no-install tsx --tsconfig infra/bench/tsconfig.run.json "$bench"
done
# The coach's safety triage latency: plain functions and the encoder server, no processes to build.
say "Benchmark: services/coach/scripts/safety/latency.bench.ts"
npx --no-install tsx services/coach/scripts/safety/latency.bench.ts
# The platform's internals against the public APIs they replace (sources, no Nest).
say "Benchmark: services/platform/scripts/internals.bench.ts"
npx --no-install tsx --tsconfig tsconfig.base.json services/platform/scripts/internals.bench.ts
say "Results: infra/bench/results/latest.json"
