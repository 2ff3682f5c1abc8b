// The test app on a real loopback server, and a tus client small enough to cut a PATCH
// midway: what a dropped connection does to an upload can only be seen over a socket.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { TestApp } from '#server/testing/harness';

/**
 * The app on 127.0.0.1. `settled(count)` waits until more than `count` requests (`arrived()`)
 * have arrived and all are answered: a PATCH whose client is gone may still be writing.
 */
export async function serveOverHttp(app: TestApp['app']) {
  let arrived = 0;
  let active = 0;
  const fetch: typeof app.fetch = async (request, ...rest) => {
    arrived += 1;
    active += 1;
    try {
      return await app.fetch(request, ...rest);
    } finally {
      active -= 1;
    }
  };
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started as Server),
    ) as Server;
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    arrived: () => arrived,
    settled: async (count: number, timeoutMs = 5_000) => {
      const until = Date.now() + timeoutMs;
      while ((arrived <= count || active > 0) && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const tusHeaders = (cookie: string, headers: Record<string, string> = {}) => ({
  'tus-resumable': '1.0.0',
  cookie,
  ...headers,
});

/** A tus client speaking to `base` with the session `cookie`. */
export function createTusClient(base: string, cookie: string) {
  const call = (path: string, method: string, headers: Record<string, string>, body?: Buffer) =>
    fetch(`${base}${path}`, {
      method,
      headers: tusHeaders(cookie, headers),
      body: body ? new Uint8Array(body) : undefined,
    });
  return {
    create: async (size: number, name: string, type: string) => {
      const metadata = [
        `filename ${Buffer.from(name).toString('base64')}`,
        `filetype ${Buffer.from(type).toString('base64')}`,
      ].join(',');
      const response = await call('/api/uploads', 'POST', {
        'upload-length': String(size),
        'upload-metadata': metadata,
      });
      return { status: response.status, location: response.headers.get('location') ?? '' };
    },
    /** The offset the server holds, from HEAD. */
    offset: async (location: string) => {
      const response = await call(location, 'HEAD', {});
      return { status: response.status, offset: Number(response.headers.get('upload-offset')) };
    },
    patch: (location: string, offset: number, bytes: Buffer) =>
      call(location, 'PATCH', patchHeaders(offset), bytes),
    /**
     * A PATCH announcing all of `bytes` whose connection drops once `sent` of them are written
     * (the socket is destroyed: no end, no response). Resolves when the socket is gone.
     */
    cutPatch: (location: string, offset: number, bytes: Buffer, sent: number) =>
      new Promise<void>((resolve) => {
        const outgoing = request(`${base}${location}`, {
          method: 'PATCH',
          headers: { ...tusHeaders(cookie, patchHeaders(offset)), 'content-length': bytes.length },
        });
        outgoing.on('error', () => undefined);
        outgoing.on('close', () => resolve());
        outgoing.on('response', (response) => response.resume());
        outgoing.write(bytes.subarray(0, sent), () => outgoing.destroy());
      }),
  };
}

export type TusClient = ReturnType<typeof createTusClient>;

const patchHeaders = (offset: number) => ({
  'upload-offset': String(offset),
  'content-type': 'application/offset+octet-stream',
});
