import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { anyTokenArea } from '#server/middleware/api-token';
import type { ApiTokenSelf } from '#shared/schemas/api-tokens';

// Decision 0066: GET /api/v1/token, what the calling token is and may reach today (the
// sections it names that its member can still open). Lets a tool check its token.
export const tokenSelfRoutes = new Hono<AppEnv>().get('/', anyTokenArea(), (c) => {
  const { name, prefix, sections, expiresAt } = c.var.apiToken;
  const self: ApiTokenSelf = {
    name,
    prefix,
    sections,
    expiresAt: expiresAt?.toISOString() ?? null,
  };
  return c.json(self);
});
