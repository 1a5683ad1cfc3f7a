#!/usr/bin/env bash
# Partition benchmark (tests/bench/partition_bench.cc): generate, load and place
# 1,000,000 items, simulate load on them, and compare placement (MD5 + binary search over
# range starts) with OpenSSL's MD5 over the same keys (native only). Native first, then
# the same program compiled to wasm under node. Prints numbers; never fails on time.
# Called by scripts/bench; BENCH_ITEMS overrides the item count.
source "$(dirname "$0")/lib.sh"
items="${BENCH_ITEMS:-1000000}"
native="$ROOT/build/native/bench/partition_bench"
wasm="$ROOT/build/wasm/bench/partition_bench.js"
if [ ! -x "$native" ]; then
  "$ROOT/scripts/build" native >/dev/null
fi
[ -x "$native" ] || die "missing $native (scripts/build native did not make it)"
log "partition benchmark, native ($items items)"
"$native" "$items"
if [ -f "$wasm" ]; then
  log "partition benchmark, wasm under node ($items items)"
  node --no-experimental-fetch "$wasm" "$items"
else
  log "no wasm build at ${wasm#$ROOT/}: skipped (scripts/build wasm makes it)"
fi
