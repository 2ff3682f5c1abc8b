import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createTestApp, type TestApp } from '#server/testing/harness';
import { fr } from '#shared/i18n/fr';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API shell', () => {
  it('reports health and the database engine', async () => {
    const response = await createAgent(t.app).get('/api/health');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ ok: true, database: t.engine });
  });

  it('answers an unknown /api route with a JSON 404', async () => {
    const response = await createAgent(t.app).get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ error: { code: 'not_found', message: fr.errors.notFound } });
  });

  it('answers malformed JSON with a JSON 400, never HTML', async () => {
    const response = await t.app.request('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'malformed_json', message: fr.errors.malformedJson },
    });
  });

  it('answers invalid input with 422 naming each field in French', async () => {
    const response = await createAgent(t.app).post('/api/auth/sign-in', { email: 'pas-un-email' });
    expect(response.status).toBe(422);
    expect(response.json.error.code).toBe('validation');
    expect(response.json.error.fields).toEqual({
      email: fr.fields.invalidEmail(fr.auth.email),
      password: fr.fields.required(fr.auth.password),
    });
    expect(response.json.error.message).toBe(fr.fields.invalidEmail(fr.auth.email));
  });

  it('sets security headers on every response', async () => {
    const response = await t.app.request('/api/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // The link pages play a draft's video from a blob: (decision 0052).
    expect(response.headers.get('content-security-policy')).toContain("media-src 'self' blob:");
  });

  it('refuses a mutating request from another origin', async () => {
    const response = await createAgent(t.app).call('/api/auth/sign-out', {
      method: 'POST',
      body: {},
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(response.status).toBe(403);
    expect(response.json.error.message).toBe(fr.errors.badOrigin);
  });

  it('accepts a mutating request from its own origin', async () => {
    const response = await createAgent(t.app).call('/api/auth/sign-out', {
      method: 'POST',
      body: {},
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(response.status).toBe(200);
  });
});
