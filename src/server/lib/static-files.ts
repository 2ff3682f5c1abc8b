import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from '#server/lib/context';

const COMPRESSED_TYPES = /^(application\/json|text\/html)/;

/**
 * JSON and HTML answers of 1 KB or more go out gzipped when the browser takes it (issue 18).
 * Event streams (the assistant), exports and file downloads (they carry a Content-Disposition)
 * stay as they are.
 */
export function compressAnswers(): MiddlewareHandler {
  const gzip = compress({ encoding: 'gzip', contentTypeFilter: COMPRESSED_TYPES });
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const isAnswer =
      COMPRESSED_TYPES.test(headers.get('content-type') ?? '') &&
      !headers.has('content-disposition');
    if (!isAnswer || !c.res.body) return;
    // c.json and c.html answers are whole strings: once measured, `compress` leaves those under
    // its 1 KB threshold alone (a few bytes gain nothing from gzip).
    if (!headers.has('content-length')) {
      const body = await c.res.arrayBuffer();
      c.res = new Response(body, c.res);
      c.res.headers.set('content-length', String(body.byteLength));
    }
    await gzip(c, async () => {});
  };
}

/**
 * Serves the built web app; GET /lien/… gets lien.html (the outsiders' pages, decision 0052)
 * and any other GET outside /api index.html (client routes). The
 * build writes every asset also as .br and .gz (vite.config.ts): the one the browser accepts
 * is sent as it is, never compressed again per request.
 */
export function mountWebApp(app: Hono<AppEnv>, clientDir: string) {
  const root = path.relative(process.cwd(), clientDir) || '.';
  let indexHtml: Promise<string> | undefined;
  let linkHtml: Promise<string> | undefined;
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    // File names carry a content hash: they never change.
    c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    c.res.headers.set('Vary', 'Accept-Encoding');
  });
  app.use('/assets/*', serveStatic({ root, precompressed: true }));
  // An asset of an older build is gone: a 404, not the page (which a script tag cannot run).
  app.all('/assets/*', (c) => c.text('Not Found', 404));
  // A private link's page: its token is in the fragment, and no address it opens may learn the
  // page's own (decision 0050). Answered before the files: /lien.html itself is the same page.
  const servePage = async (c: Context<AppEnv>) => {
    linkHtml ??= readFile(path.join(clientDir, 'lien.html'), 'utf8');
    c.header('Cache-Control', 'no-cache');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Robots-Tag', 'noindex');
    return c.html(await linkHtml);
  };
  app.get('/lien', servePage);
  app.get('/lien/*', servePage);
  app.get('/lien.html', servePage);
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get('*', async (c) => {
    indexHtml ??= readFile(path.join(clientDir, 'index.html'), 'utf8');
    c.header('Cache-Control', 'no-cache');
    return c.html(await indexHtml);
  });
}
