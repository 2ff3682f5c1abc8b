import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createAgent, createTestApp, signUpUser, type TestApp } from '#server/testing/harness';
import { createHttpServer, httpServerOptions, MAX_HEADER_BYTES } from '#server/lib/http-server';
import { fr } from '#shared/i18n/fr';

// Node's own limits answer before Hono runs: only a real server on loopback shows them.
let t: TestApp;
let server: Server;
let base: string;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const agent = createAgent(t.app);
  await signUpUser(agent);
  cookie = agent.cookie;
  server = await new Promise<Server>((resolve) => {
    const started = serve(
      {
        fetch: t.app.fetch,
        port: 0,
        hostname: '127.0.0.1',
        serverOptions: httpServerOptions,
        createServer: createHttpServer,
      },
      () => resolve(started as Server),
    ) as Server;
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('the HTTP server', () => {
  it('answers 600 excluded ids (an empty 431 once) with a JSON 4xx', async () => {
    const excludeIds = Array(600).fill(id).join(',');
    const response = await fetch(`${base}/api/influencers/picker?excludeIds=${excludeIds}`, {
      headers: { cookie },
    });
    expect(response.status).toBe(414);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect((await response.json()).error.message).toBe(fr.errors.queryTooLong);
  });

  it('answers headers past its limit with a JSON 431 in French, not an empty body', async () => {
    const response = await fetch(`${base}/api/clients?q=${'a'.repeat(MAX_HEADER_BYTES)}`, {
      headers: { cookie },
    });
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      error: { code: 'headers_too_large', message: fr.errors.headersTooLarge },
    });
  });

  it('still serves an ordinary request', async () => {
    const response = await fetch(`${base}/api/clients?q=ab`, { headers: { cookie } });
    expect(response.status).toBe(200);
  });
});
