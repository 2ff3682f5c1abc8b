import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { privateLinkArea } from '#server/middleware/private-link';
import { getLinkPage } from '#server/features/collaborations/links/link-page';

// /api/link/* (decision 0050): reached with `Authorization: Link <token>` only, never a cookie.
export const linkPageRoutes = new Hono<AppEnv>()
  .use(privateLinkArea())
  .get('/me', async (c) => c.json(await getLinkPage(c.var.link)));
