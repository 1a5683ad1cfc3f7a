#!/usr/bin/env node
// `keyscape-serve`: a local DynamoDB endpoint (startServer) from the command line.
import { startServer } from '../lib/server.mjs';

const USAGE = `usage: keyscape-serve [--port N] [--host ADDR] [--design MODEL] [--table-prefix P]
                      [--expire-ttl SECONDS] [--fixed-clock SECONDS]

Serves DynamoDB's JSON 1.0 protocol with the keyscape engine (the HTTP rules of
\`keyscape serve\`, through wasm). --port 0 picks a free port (default 8000); --design
creates a model file's tables and sample items first. The first line on stdout is
\`keyscape serve listening on http://HOST:PORT\`. SIGINT or SIGTERM stops it.
`;

function parse(argv) {
  const opt = { port: 8000, host: '127.0.0.1' };
  const names = { '--port': 'port', '--host': 'host', '--design': 'design',
    '--table-prefix': 'tablePrefix', '--expire-ttl': 'expireTtlSeconds', '--fixed-clock': 'fixedClock' };
  const numeric = new Set(['port', 'expireTtlSeconds', 'fixedClock']);
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--help' || argv[i] === '-h') { process.stdout.write(USAGE); process.exit(0); }
    const key = names[argv[i]];
    if (!key || i + 1 >= argv.length) throw new Error(`unknown option or missing value: ${argv[i]}`);
    const value = argv[++i];
    opt[key] = numeric.has(key) ? Number(value) : value;
    if (numeric.has(key) && !Number.isFinite(opt[key])) throw new Error(`${argv[i - 1]}: not a number: ${value}`);
  }
  return opt;
}

try {
  const server = await startServer(parse(process.argv.slice(2)));
  process.stdout.write(`keyscape serve listening on ${server.endpoint}\n`);
  const stop = () => server.close().then(() => { process.stderr.write('keyscape serve: stopped\n'); process.exit(0); });
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (e) {
  process.stderr.write(`keyscape-serve: ${e.message}\n\n${USAGE}`);
  process.exit(2);
}
