import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '#server/lib/context';
import { compressAnswers, mountWebApp } from '#server/lib/static-files';

// A built web app as vite.config.ts writes it: each asset beside its .br and .gz.
const script = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => i))};`;
const html = `<!doctype html><html><body>${'<p>Infludesk</p>'.repeat(200)}</body></html>`;
const linkHtml = '<!doctype html><html><body><h1>Votre espace collaboration</h1></body></html>';
let dir: string;
let app: Hono<AppEnv>;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'infludesk-web-'));
  mkdirSync(path.join(dir, 'assets'));
  const asset = path.join(dir, 'assets', 'index-abc123.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  writeFileSync(path.join(dir, 'index.html'), html);
  writeFileSync(path.join(dir, 'lien.html'), linkHtml);
  app = new Hono<AppEnv>();
  app.use(compressAnswers());
  app.get('/api/small', (c) => c.json({ ok: true }));
  app.get('/api/large', (c) => c.json({ items: Array.from({ length: 200 }, (_, i) => ({ i })) }));
  app.get('/api/file', (c) => {
    c.header('content-disposition', 'attachment; filename="page.html"');
    return c.html(html);
  });
  mountWebApp(app, dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = (url: string, encodings?: string) =>
  app.request(url, { headers: encodings ? { 'accept-encoding': encodings } : {} });

describe('the built web app (issue 18)', () => {
  it('sends the brotli file to a browser that takes it, with Vary and a year of cache', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toContain('javascript');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(brotliCompressSync(script))).toBe(true);
  });

  it('sends the gzip file to one that takes only gzip, and the plain file otherwise', async () => {
    const gzipped = await get('/assets/index-abc123.js', 'gzip');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(script);
  });

  it('answers a client route with index.html, gzipped and never cached without asking', async () => {
    const response = await get('/app/clients', 'gzip, br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(html);
  });
});

describe('the outsiders’ pages (issue 29, decision 0052)', () => {
  it('answers every /lien/… address with lien.html, no referrer, never cached without asking', async () => {
    for (const url of ['/lien/createur', '/lien/client', '/lien/casting', '/lien', '/lien.html']) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(await response.text(), url).toBe(linkHtml);
      expect(response.headers.get('referrer-policy'), url).toBe('no-referrer');
      expect(response.headers.get('cache-control'), url).toBe('no-cache');
      expect(response.headers.get('content-type'), url).toContain('text/html');
    }
  });

  it('leaves the app’s addresses to index.html', async () => {
    for (const url of ['/app/collaborations', '/liens', '/app/lien/createur']) {
      const response = await get(url);
      expect(await response.text(), url).toBe(html);
      expect(response.headers.get('referrer-policy'), url).toBeNull();
    }
  });
});

describe('JSON answers (issue 18)', () => {
  it('gzips one of 1 KB or more, and says it varies with Accept-Encoding', async () => {
    const response = await get('/api/large', 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const json = JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString());
    expect(json.items).toHaveLength(200);
  });

  it('leaves a small one, one for a browser without gzip, and a download as they are', async () => {
    const small = await get('/api/small', 'gzip');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });

    const plain = await get('/api/large');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).items).toHaveLength(200);

    const download = await get('/api/file', 'gzip');
    expect(download.headers.get('content-encoding')).toBeNull();
    expect(await download.text()).toBe(html);
  });
});

describe('a missing asset (issue 18)', () => {
  it('is a 404, never the page nor cached for good', async () => {
    const response = await get('/assets/index-old999.js', 'br');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
  });
});
