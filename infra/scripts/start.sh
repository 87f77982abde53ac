#!/usr/bin/env bash
# `npm start`: the whole of Tend on this machine, from a fresh clone.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$(repo_root)"
ensure_dependencies
ensure_backing_services
ensure_encoder
build_all
exec npx --no-install tsx infra/scripts/supervisor.ts "$@"
