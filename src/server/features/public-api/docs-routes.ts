import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { renderDocsPage } from '#server/features/public-api/docs-page';
import { getOpenApiDocument } from '#server/features/public-api/openapi-document';

/** GET /api/openapi.json and GET /api/docs: public, like any API's reference. */
export const publicApiDocsRoutes = new Hono<AppEnv>()
  .get('/openapi.json', async (c) => {
    return c.json(await getOpenApiDocument(c.var.deps.config.appUrl));
  })
  .get('/docs', async (c) => {
    return c.html(renderDocsPage(await getOpenApiDocument(c.var.deps.config.appUrl)));
  });
