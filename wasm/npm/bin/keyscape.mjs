#!/usr/bin/env node
// `keyscape` from the npm package: the native CLI's commands through wasm, with the same
// output bytes (template, validate, lint, patterns, cost, export, import, diff, exec, mcp).
import { runCli } from '../lib/cli.mjs';

runCli(process.argv.slice(2));
