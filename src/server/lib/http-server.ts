import { createServer, type RequestListener, type Server, type ServerOptions } from 'node:http';
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

/** node:http's createServer, with JSON answers to requests Node refuses on its own. */
export const createHttpServer = ((options: ServerOptions, listener?: RequestListener) => {
  const server: Server = createServer(options, listener);
  server.on('clientError', answerClientError);
  return server;
}) as typeof createServer;
