// startServer: DynamoDB's JSON 1.0 protocol over node:http. Every rule (targets, checks in
// DynamoDB's order, error envelopes, CRC32, CORS, content types) is the C++ of
// `keyscape serve` (core/cli/serve/exchange.h) in the package's wasm; this file only moves
// bytes between the sockets and Server.answer(). Types: server.d.mts.
import http from 'node:http';
import { DynamoDBError, parseResponse } from '../wasm/engine.mjs';
import { loadModule } from '../wasm/node.mjs';
import { designText } from './design.mjs';

const EMPTY = new Uint8Array(0);

// Reads a request's body, stopping at `max` bytes (then the rest is read and dropped).
function readBody(req, max, done) {
  const chunks = [];
  let size = 0;
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size <= max) chunks.push(chunk);
  });
  req.on('end', () => done(size > max ? EMPTY : Buffer.concat(chunks, size), size > max));
  req.on('error', () => req.socket.destroy());
}

function answer(server, max) {
  return (req, res) => {
    readBody(req, max, (body, tooLarge) => {
      let reply;
      try {
        reply = server.answer(req.method, req.url, req.rawHeaders.join('\n'), body, tooLarge);
      } catch (e) {  // a trap of the wasm module (out of memory): the exchange is lost
        res.writeHead(500, { 'Content-Length': '0', Connection: 'close' });
        res.end();
        return;
      }
      const headers = reply.headers;
      headers.push('Content-Length', String(reply.body.length));
      res.sendDate = false;
      res.writeHead(reply.status, headers);
      res.end(reply.body);
    });
  };
}

// Loads a design's tables and sample items (keyscape:LoadDesign); throws DynamoDBError.
function loadDesign(server, design, tablePrefix) {
  const request = `{"model":${designText(design)}${
    tablePrefix ? `,"TableNamePrefix":${JSON.stringify(tablePrefix)}` : ''}}`;
  const r = parseResponse(server.execute('keyscape:LoadDesign', request));
  if (!r.ok) throw r.error;
  return r.body;
}

function listen(httpServer, port, host) {
  return new Promise((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, host, () => {
      httpServer.off('error', reject);
      resolve(httpServer.address());
    });
  });
}

/** Starts a DynamoDB endpoint; resolves once it accepts connections. */
export async function startServer(options = {}) {
  const { port = 0, host = '127.0.0.1', design, tablePrefix, expireTtlSeconds = -1,
    fixedClock } = options;
  const module = await loadModule();
  const server = new module.Server(expireTtlSeconds);
  if (fixedClock !== undefined) server.setFixedClock(fixedClock);
  const tables = design === undefined ? [] : loadDesign(server, design, tablePrefix).Tables;
  const httpServer = http.createServer(answer(server, module.maxBodyBytes()));
  httpServer.keepAliveTimeout = 60_000;
  const address = await listen(httpServer, port, host);
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const endpoint = `http://${shown}:${address.port}`;
  let closed = false;
  return {
    endpoint,
    port: address.port,
    host: address.address,
    tables,
    /** Settings for an AWS SDK v3 client: endpoint, region and dummy credentials. */
    clientConfig: {
      endpoint, region: 'local',
      credentials: { accessKeyId: 'keyscape', secretAccessKey: 'keyscape' },
    },
    /** Recreates the design's tables with their sample items (fresh tables). */
    reset(prefix = tablePrefix) {
      if (design === undefined) throw new Error('reset: startServer was given no design');
      return loadDesign(server, design, prefix).Tables;
    },
    /** The exec stream's text for one operation on this server's engine. */
    execute(op, request) {
      return server.execute(op, typeof request === 'string' ? request : JSON.stringify(request ?? {}));
    },
    /** Stops accepting connections, ends idle ones and frees the engine. */
    close() {
      if (closed) return Promise.resolve();
      closed = true;
      return new Promise((resolve) => {
        httpServer.close(() => { server.delete(); resolve(); });
        httpServer.closeAllConnections?.();
      });
    },
  };
}

export { DynamoDBError };
