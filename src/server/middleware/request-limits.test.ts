import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { createAgent, createTestApp, signUpUser, type TestApp } from '#server/testing/harness';
import { handleError } from '#server/lib/error-handler';
import {
  limitRequestSize,
  MAX_JSON_BODY_BYTES,
  MAX_QUERY_BYTES,
} from '#server/middleware/request-limits';
import { fr } from '#shared/i18n/fr';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('request bodies', () => {
  it('refuses a body over 1 MB by its length, before reading it, in JSON and French', async () => {
    // A 300 MB anonymous sign-in once took 2 GB of memory: the length alone must suffice.
    const response = await t.app.request('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(300 * 1024 ** 2) },
      body: '{}',
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'payload_too_large', message: fr.errors.payloadTooLarge },
    });
  });

  it('stops a streamed body without a length once it passes 1 MB', async () => {
    const chunk = new TextEncoder().encode(`{"email":"${'a'.repeat(64 * 1024)}`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        controller.enqueue(chunk);
        // Far more than the limit: the server must stop reading long before the end.
        if (sent > 50 * MAX_JSON_BODY_BYTES) controller.close();
      },
    });
    const response = await t.app.request('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('payload_too_large');
    expect(sent).toBeLessThan(3 * MAX_JSON_BODY_BYTES);
  });

  it('still reads a body just under the limit', async () => {
    const response = await createAgent(t.app).post('/api/auth/sign-in', {
      email: 'camille@exemple.fr',
      password: 'x'.repeat(MAX_JSON_BODY_BYTES - 100),
    });
    expect(response.status).toBe(422);
    expect(response.json.error.fields.password).toBe(fr.fields.tooLong(fr.auth.password));
  });

  it('leaves exempt paths to their own limits', async () => {
    const app = new Hono();
    app.onError(handleError);
    app.use('/api/*', limitRequestSize({ exempt: ['/api/uploads'] }));
    app.post('/api/*', async (c) => c.json({ size: (await c.req.arrayBuffer()).byteLength }));
    const big = new Uint8Array(MAX_JSON_BODY_BYTES + 1);
    const upload = await app.request('/api/uploads/x', { method: 'POST', body: big });
    expect(upload.status).toBe(200);
    expect((await app.request('/api/other', { method: 'POST', body: big })).status).toBe(413);
  });
});

describe('query strings', () => {
  it('refuses a query string over 16 KB with a JSON 414', async () => {
    const agent = createAgent(t.app);
    await signUpUser(agent);
    const response = await agent.get(`/api/clients?q=${'a'.repeat(MAX_QUERY_BYTES)}`);
    expect(response.status).toBe(414);
    expect(response.json.error).toEqual({
      code: 'query_too_long',
      message: fr.errors.queryTooLong,
    });
  });

  it('caps the picker at 200 excluded ids, with a French 422 past them', async () => {
    const agent = createAgent(t.app);
    await signUpUser(agent);
    const ids = (count: number) => Array(count).fill(id).join(',');
    expect((await agent.get(`/api/influencers/picker?excludeIds=${ids(200)}`)).status).toBe(200);
    const response = await agent.get(`/api/influencers/picker?excludeIds=${ids(300)}`);
    expect(response.status).toBe(422);
    expect(response.json.error.fields.excludeIds).toBe(
      fr.fields.tooMany(fr.influencers.excludeIds, 200),
    );
  });
});
