// --pre-js of the wasm benchmarks in Node (engine_bench.js): compile the module with
// V8's optimizing tier up front. Under V8's default tiering a function runs as Liftoff
// (baseline) code until it has run enough to be recompiled, and the design model's large
// functions (Lint, ReadModel, RunAccessPatterns) stayed in Liftoff for a whole 5-run
// benchmark: lint took 173-220 ms against 26-40 ms with --no-liftoff (native: 44 ms,
// same load), and reached ~30 ms only after 13 runs. The benchmark reports the best run
// of compiled code, so it measures the optimized tier, as it does natively.
require('v8').setFlagsFromString('--no-liftoff');
