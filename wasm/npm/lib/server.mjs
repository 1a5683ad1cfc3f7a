// startServer: DynamoDB's JSON 1.0 protocol over node:net. Every rule (HTTP/1.1 framing,
// targets, checks in DynamoDB's order, error envelopes, CRC32, CORS, content types) is C++
// in the package's wasm (core/cli/serve/http1.h, then exchange.h: the rules of
// `keyscape serve`); this file only moves bytes between the sockets and Module.WireServer
// (wasm/npm/server_abi.js): a socket's chunk in, the response bytes out, no HTTP objects per
// request. Types: server.d.mts.
import net from 'node:net';
import { DynamoDBError, parseResponse } from '../wasm/engine.mjs';
import { loadModule } from '../wasm/node.mjs';
import { designText } from './design.mjs';

// An idle connection is closed after this long (longer than the AWS SDK keeps a pooled
// socket).
const IDLE_MS = 60_000;
// Sent when the wasm module traps (out of memory): the exchange is lost.
const FAILED = Buffer.from('HTTP/1.1 500 Internal Server Error\r\nContent-Length: 0\r\n'
  + 'Connection: close\r\n\r\n');

// One socket's life: each chunk goes to the wire server, whatever it answers goes back.
function connection(wire, sockets) {
  return (socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.setTimeout(IDLE_MS, () => socket.destroy());
    const conn = wire.open();
    let ended = false;
    socket.on('data', (chunk) => {
      if (ended) return;
      let out;
      try {
        out = wire.feed(conn, chunk);
      } catch {
        ended = true;
        socket.end(FAILED);
        return;
      }
      if (wire.mustClose) {
        ended = true;
        socket.end(out);
      } else if (out.length > 0 && !socket.write(out)) {
        socket.pause();  // the client is not reading: stop reading its requests
        socket.once('drain', () => socket.resume());
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      sockets.delete(socket);
      wire.close(conn);
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

function listen(netServer, port, host) {
  return new Promise((resolve, reject) => {
    netServer.once('error', reject);
    netServer.listen(port, host, () => {
      netServer.off('error', reject);
      resolve(netServer.address());
    });
  });
}

/** Starts a DynamoDB endpoint; resolves once it accepts connections. */
export async function startServer(options = {}) {
  const { port = 0, host = '127.0.0.1', design, tablePrefix, expireTtlSeconds = -1,
    fixedClock } = options;
  const module = await loadModule();
  const server = new module.WireServer(expireTtlSeconds);
  if (fixedClock !== undefined) server.setFixedClock(fixedClock);
  const tables = design === undefined ? [] : loadDesign(server, design, tablePrefix).Tables;
  const sockets = new Set();
  const netServer = net.createServer(connection(server, sockets));
  const address = await listen(netServer, port, host);
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
    /** Stops accepting connections, closes open ones and frees the engine. */
    close() {
      if (closed) return Promise.resolve();
      closed = true;
      return new Promise((resolve) => {
        netServer.close(() => { server.delete(); resolve(); });
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}

export { DynamoDBError };
