#!/usr/bin/env bash
# Benchmark `keyscape serve` against dynalite 4.0.0 on loopback: requests/s and p50/p99
# latency for PutItem, GetItem and Query, side by side. Bounded in count and time.
#
#   scripts/bench-serve.sh [--count N] [--seconds S] [--concurrency C] [--items N] [--client raw|sdk]
#
# Uses $KEYSCAPE_BIN (default build/native/keyscape, built when missing) and installs the
# Node packages of tests/serve (npm ci) when they are missing or stale.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

export KEYSCAPE_BIN="${KEYSCAPE_BIN:-build/native/keyscape}"
case "$KEYSCAPE_BIN" in /*) bin="$KEYSCAPE_BIN" ;; *) bin="$ROOT/$KEYSCAPE_BIN" ;; esac
if [ ! -x "$bin" ]; then
  [ "$KEYSCAPE_BIN" = "build/native/keyscape" ] || die "no executable at $KEYSCAPE_BIN"
  "$ROOT/scripts/build" native
fi
command -v node >/dev/null 2>&1 || ensure_apt
ensure_npm "$ROOT/tests/serve"

exec node tests/serve/bench.mjs "$@"
