import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { Duplex } from 'node:stream';
import { fr } from '#shared/i18n/fr';

// Node's default is 16 KB of request line and headers. A little more room, so that the API's
// own limit on query strings (middleware/request-limits.ts, 16 KB) answers first, in JSON.
export const MAX_HEADER_BYTES = 32 * 1024;

export const httpServerOptions: ServerOptions = { maxHeaderSize: MAX_HEADER_BYTES };

const STATUS_LINES: Record<string, string> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/**
 * Node answers what it cannot parse (headers past maxHeaderSize, a malformed request line)
 * itself, before Hono runs, with an empty body. Ours says it in JSON and in French, like
 * every other error of the API.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  // Not while a response is under way on this connection: that would corrupt it.
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const statusLine = STATUS_LINES[error.code ?? ''] ?? '400 Bad Request';
  const isHeaders = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify({
    error: {
      code: isHeaders ? 'headers_too_large' : 'bad_request',
      message: isHeaders ? fr.errors.headersTooLarge : fr.errors.badRequest,
    },
  });
  socket.end(
    `HTTP/1.1 ${statusLine}\r\n` +
      'Content-Type: application/json; charset=UTF-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}

const drainingServers = new WeakSet<Server>();

/**
 * The process is stopping (SIGTERM): every answer from now on says `Connection: close`, so each
 * keep-alive socket closes once its request is answered, instead of being served until the
 * drain deadline and then cut with requests in flight (issue 27).
 */
export function startDraining(server: Server) {
  drainingServers.add(server);
}

/**
 * Whether the connection must end with this answer: the process is stopping, or the request's
 * body was refused (413) or is not all in. An unread body is drained for 0.5 s and the socket
 * then destroyed by @hono/node-server, while the answer said keep-alive: the client's next
 * request on that socket was lost. Saying `close` makes the client open a new one.
 */
const isLastOnSocket = (server: Server, request: IncomingMessage, status: number) =>
  drainingServers.has(server) || status === 413 || !request.complete;

/** Adds `Connection: close` to the answers after which the socket will not be kept. */
function closeWhenDone(server: Server, request: IncomingMessage, response: ServerResponse) {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (isLastOnSocket(server, request, status)) {
      this.shouldKeepAlive = false;
      if (!this.headersSent) this.setHeader('connection', 'close');
    }
    return writeHead.call(this, status, ...(rest as [])) as ServerResponse;
  } as typeof response.writeHead;
}

/**
 * node:http's createServer, with JSON answers to requests Node refuses on its own, and
 * `Connection: close` on the answers after which the socket is closed.
 */
export const createHttpServer = ((options: ServerOptions, listener?: RequestListener) => {
  const server: Server = createServer(options, (request, response) => {
    closeWhenDone(server, request, response);
    listener?.(request, response);
  });
  server.on('clientError', answerClientError);
  return server;
}) as typeof createServer;
