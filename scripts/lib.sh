# Shared by scripts/*: paths, logging, and install-what-is-missing helpers.
# Sourced, not run.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export NODE_PATH=/usr/share/nodejs   # Debian's emscripten finds acorn here
JOBS="$(nproc 2>/dev/null || echo 2)"

log() { printf '\033[1m== %s\033[0m\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# Debian packages the build and tests need. nodejs/npm only when node is absent
# (a NodeSource node already ships npm and conflicts with Debian's npm package).
ensure_apt() {
  local want=(cmake g++ catch2 emscripten chromium libcpp-httplib-dev libssl-dev zlib1g-dev awscli
              golang-go openjdk-17-jdk-headless python3 clang libclang-rt-14-dev)
  command -v node >/dev/null 2>&1 || want+=(nodejs npm)
  local missing=()
  for p in "${want[@]}"; do
    dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  log "installing Debian packages: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

# npm ci in $1 when node_modules is missing or older than package-lock.json.
ensure_npm() {
  local dir="$1"
  [ -f "$dir/package-lock.json" ] || return 0
  local stamp="$dir/node_modules/.keyscape-lock"
  local want
  want="$(sha256sum "$dir/package-lock.json" | cut -d' ' -f1)"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then return 0; fi
  log "npm ci in ${dir#$ROOT/}"
  (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
  echo "$want" > "$stamp"
}

# Every npm package folder of the project.
npm_dirs() {
  for d in "$ROOT/web" "$ROOT/tests/js" "$ROOT/tests/serve" "$ROOT/tests/conformance" \
           "$ROOT/tests/exports" "$ROOT/tests/npm"; do
    [ -f "$d/package.json" ] && echo "$d"
  done
  return 0
}

ensure_deps() {
  ensure_apt
  local d
  for d in $(npm_dirs); do ensure_npm "$d"; done
}
