import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from '#server/lib/context';

/** Serves the built web app; any other GET outside /api gets index.html (client routes). */
export function mountWebApp(app: Hono<AppEnv>, clientDir: string) {
  const root = path.relative(process.cwd(), clientDir) || '.';
  let indexHtml: Promise<string> | undefined;
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        // File names carry a content hash: they never change.
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root }));
  app.get('*', async (c) => {
    indexHtml ??= readFile(path.join(clientDir, 'index.html'), 'utf8');
    c.header('Cache-Control', 'no-cache');
    return c.html(await indexHtml);
  });
}
