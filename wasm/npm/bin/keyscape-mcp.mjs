#!/usr/bin/env node
// `keyscape-mcp`: the Model Context Protocol server over stdio, the same C++ as the native
// `keyscape mcp` (core/cli/mcp/), through wasm.
import { runCli } from '../lib/cli.mjs';

runCli(['mcp', ...process.argv.slice(2)]);
