// Shared helpers for the `keyscape serve` tests and benchmark: start the server on a free
// loopback port, talk raw HTTP to it, make AWS SDK clients for it.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { NodeHttpHandler } from '@smithy/node-http-handler';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '..', '..');

// The binary under test: $KEYSCAPE_BIN, else build/native/keyscape.
export function keyscapeBin() {
  const bin = process.env.KEYSCAPE_BIN || 'build/native/keyscape';
  return path.isAbsolute(bin) ? bin : path.resolve(repoRoot, bin);
}

export const LISTENING_RE = /^keyscape serve listening on http:\/\/(127\.0\.0\.1|\[::1\]|[^:]+):(\d+)$/;

// Starts `keyscape serve --port 0 ...args` and resolves once its first stdout line names
// the port. Rejects (with stderr) if the process exits first.
export function startServer(args = [], { timeoutMs = 15000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(keyscapeBin(), ['serve', '--port', '0', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let settled = false;
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      child.kill('SIGKILL');
      reject(new Error(`keyscape serve did not report its port in time; stderr:\n${stderr}`));
    }, timeoutMs);
    child.stderr.on('data', (d) => { stderr += d; });
    child.stdout.on('data', (d) => {
      stdout += d;
      const nl = stdout.indexOf('\n');
      if (nl < 0 || settled) return;
      settled = true;
      clearTimeout(timer);
      const firstLine = stdout.slice(0, nl);
      const m = LISTENING_RE.exec(firstLine);
      if (!m) {
        child.kill('SIGKILL');
        reject(new Error(`unexpected first stdout line: ${JSON.stringify(firstLine)}`));
        return;
      }
      const port = Number(m[2]);
      const server = {
        child,
        port,
        firstLine,
        url: `http://127.0.0.1:${port}`,
        stderr: () => stderr,
        // SIGTERM, then the exit code.
        stop() {
          return new Promise((res) => {
            if (child.exitCode !== null || child.signalCode !== null) {
              res(child.exitCode);
              return;
            }
            child.once('exit', (code) => res(code));
            child.kill('SIGTERM');
          });
        },
      };
      resolve(server);
    });
    child.on('error', (e) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(e);
    });
    child.on('exit', (code, signal) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(Object.assign(new Error(`keyscape serve exited (${code ?? signal}) before listening:\n${stderr}`),
        { code, stderr }));
    });
  });
}

// Runs `keyscape serve ...args` expecting it to exit by itself; resolves {code, stdout, stderr}.
export function runToExit(args, { timeoutMs = 15000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(keyscapeBin(), ['serve', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`did not exit in time; stdout:\n${stdout}\nstderr:\n${stderr}`));
    }, timeoutMs);
    child.stdout.on('data', (d) => { stdout += d; });
    child.stderr.on('data', (d) => { stderr += d; });
    child.on('error', (e) => { clearTimeout(timer); reject(e); });
    child.on('exit', (code) => { clearTimeout(timer); resolve({ code, stdout, stderr }); });
  });
}

// `keyscape exec` over the given lines; resolves the output lines.
export function runExec(lines, args = []) {
  return new Promise((resolve, reject) => {
    const child = spawn(keyscapeBin(), ['exec', ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => { stdout += d; });
    child.stderr.on('data', (d) => { stderr += d; });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`keyscape exec exited ${code}: ${stderr}`));
      else resolve(stdout.split('\n').filter((l) => l.length > 0));
    });
    child.stdin.end(lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n') + '\n');
  });
}

export const FAKE_AUTH =
  'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20240101/local/dynamodb/aws4_request, ' +
  'SignedHeaders=content-type;host;x-amz-date;x-amz-target, Signature=0123456789abcdef';

// One raw HTTP request. `body` is a string or Buffer; resolves
// {status, headers, body (string), reusedSocket}.
export function rawRequest(port, { method = 'POST', path: p = '/', headers = {}, body, agent } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: p, headers, agent: agent ?? false },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({
          status: res.statusCode,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          reusedSocket: req.reusedSocket,
        }));
        res.on('error', reject);
      });
    req.on('error', reject);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

// A signed-looking DynamoDB call over raw HTTP.
export function dynamoRaw(port, op, request, { agent, contentType = 'application/x-amz-json-1.0' } = {}) {
  const body = typeof request === 'string' || Buffer.isBuffer(request) ? request : JSON.stringify(request);
  return rawRequest(port, {
    agent,
    headers: {
      'Content-Type': contentType,
      'X-Amz-Target': `DynamoDB_20120810.${op}`,
      'X-Amz-Date': '20240101T000000Z',
      Authorization: FAKE_AUTH,
      'Content-Length': Buffer.byteLength(body),
    },
    body,
  });
}

// An SDK v3 client for the endpoint, with its own keep-alive agent, no retries.
export function sdkClient(url, { maxSockets = 50 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  return new DynamoDBClient({
    endpoint: url,
    region: 'local',
    credentials: { accessKeyId: 'AKIDLOCAL', secretAccessKey: 'local-secret' },
    maxAttempts: 1,
    requestHandler: new NodeHttpHandler({ httpAgent: agent, requestTimeout: 30000 }),
  });
}

// CRC-32 (IEEE), as DynamoDB's x-amz-crc32 header carries it.
const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[i] = c >>> 0;
  }
  return t;
})();
export function crc32(data) {
  const buf = Buffer.isBuffer(data) ? data : Buffer.from(data, 'utf8');
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
