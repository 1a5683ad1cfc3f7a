#!/usr/bin/env bash
# Benchmark `keyscape serve` against dynalite 4.0.0 on loopback: requests/s and p50/p99
# latency for PutItem, GetItem and Query, side by side. Bounded in count and time.
#
#   scripts/bench-serve.sh [--count N] [--seconds S] [--concurrency C] [--items N] [--client raw|sdk]
#
# Uses $KEYSCAPE_BIN (default build/native/keyscape; built here if missing) and installs the
# Node packages of tests/serve (npm ci) when they are not there yet.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

for tool in node npm; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "bench-serve: $tool is missing (apt-get install -y nodejs npm)" >&2
    exit 1
  fi
done

export KEYSCAPE_BIN="${KEYSCAPE_BIN:-build/native/keyscape}"
case "$KEYSCAPE_BIN" in /*) bin="$KEYSCAPE_BIN" ;; *) bin="$root/$KEYSCAPE_BIN" ;; esac
if [ ! -x "$bin" ]; then
  if [ "$KEYSCAPE_BIN" != "build/native/keyscape" ]; then
    echo "bench-serve: no executable at $KEYSCAPE_BIN" >&2
    exit 1
  fi
  if ! dpkg -s libcpp-httplib-dev >/dev/null 2>&1; then
    apt-get install -y libcpp-httplib-dev libssl-dev zlib1g-dev libbrotli-dev >/dev/null
  fi
  echo "bench-serve: building build/native/keyscape" >&2
  cmake -S "$root" -B "$root/build/native" -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build "$root/build/native" -j2 --target keyscape >/dev/null
fi

if [ ! -d tests/serve/node_modules/@aws-sdk/client-dynamodb ] || [ ! -d tests/serve/node_modules/dynalite ]; then
  (cd tests/serve && npm ci --no-audit --no-fund >/dev/null)
fi

exec node tests/serve/bench.mjs "$@"
