#!/bin/sh
# Gathers what one Tend process needs at run time into OUT, in the repository's own layout, so every
# path the code computes (migrations beside dist, web/dist for the gateway, node_modules/@tend/*
# links to the workspaces) resolves exactly as it does in development.
#
#   collect-runtime.sh APP MAIN OUT     e.g. services/notifications dist/email-worker.js /runtime
set -eu

app="${1:-}"
main="${2:-dist/main.js}"
out="${3:?usage: collect-runtime.sh APP MAIN OUT}"
app="${app%/}"

if [ -z "$app" ]; then
  echo "collect-runtime: the build arg APP is required, e.g. --build-arg APP=services/identity" >&2
  exit 1
fi
if [ ! -f "$app/package.json" ]; then
  echo "collect-runtime: APP=$app is not a package of this repository" >&2
  exit 1
fi
if [ ! -f "$app/$main" ]; then
  echo "collect-runtime: $app/$main was not built (check the MAIN build arg)" >&2
  exit 1
fi

mkdir -p "$out/infra/docker"
# Production dependencies only (pruned in the build stage), hoisted for every workspace.
cp -a package.json node_modules "$out/"

# Each backend package: its manifest, its build, its SQL migrations, its trained models (the
# coach's safety model) and its own nested dependencies.
for pkg in $(node -p "require('./package.json').workspaces.join(' ')"); do
  [ "$pkg" = web ] && continue
  mkdir -p "$out/$pkg"
  cp -a "$pkg/package.json" "$out/$pkg/"
  for part in dist migrations models node_modules; do
    if [ -e "$pkg/$part" ]; then cp -a "$pkg/$part" "$out/$pkg/"; fi
  done
done

# The gateway serves the built web app.
if [ "$app" = gateway ]; then
  mkdir -p "$out/web"
  cp -a web/package.json web/dist "$out/web/"
fi

cp infra/docker/healthcheck.cjs "$out/infra/docker/"
# The entry point, fixed at build time: CMD stays shell-free. Node runs a symlinked main module
# from its real path, so __dirname and relative paths are those of the app itself.
ln -s "$app/$main" "$out/tend-entry.js"

echo "collect-runtime: $app/$main ready"
