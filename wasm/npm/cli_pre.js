// --pre-js of keyscape_cli (wasm/npm.cmake): takes the options lib/cli.mjs leaves on
// globalThis.keyscapeCliOptions (arguments, thisProgram, wasmBinary). The module is loaded with
// require(), whose function scope hides a global `Module`.
if (typeof globalThis.keyscapeCliOptions === 'object') Object.assign(Module, globalThis.keyscapeCliOptions);
