import { Hono } from 'hono';
import type { AppEnv } from '#server/lib/context';
import { refuseInDemo } from '#server/lib/auth/demo-guard';
import { idParam, jsonBody } from '#server/lib/validate';
import { agencyArea } from '#server/middleware/agency-area';
import {
  createToken,
  listMyTokens,
  revokeToken,
} from '#server/features/api-tokens/api-tokens-service';
import { apiTokenCreateSchema } from '#shared/schemas/api-tokens';

// Decision 0066: a member's personal API tokens, on Compte. Session only (a bearer token is
// refused before it gets here); open to every member of an agency, whatever their sections:
// a token can only name sections its member opens.
export const apiTokensRoutes = new Hono<AppEnv>()
  .use(agencyArea())
  .get('/', async (c) => c.json(await listMyTokens(c.var.ctx)))
  .post('/', jsonBody(apiTokenCreateSchema), async (c) => {
    const { ctx } = c.var;
    // A demo agency is thrown away within hours (decision 0038): nothing reaches outside it.
    refuseInDemo(ctx.user);
    return c.json(await createToken(ctx, c.req.valid('json')), 201);
  })
  .delete('/:id', idParam(), async (c) => {
    const { ctx } = c.var;
    await revokeToken(ctx, c.req.valid('param').id);
    // This server forgets at once; the others hear the database's notification at commit.
    ctx.afterCommit?.(async () => c.var.deps.apiTokens.forgetUser(ctx.user.id));
    return c.body(null, 204);
  });
