import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#server/lib/context';
import { idParam, jsonBody, queryParams } from '#server/lib/validate';
import {
  agencyArea,
  checkAgencySection,
  requireAgency,
  requireUser,
} from '#server/middleware/agency-area';
import { getAssistantHome } from '#server/features/assistant/assistant-home';
import { streamAnswer } from '#server/features/assistant/assistant-stream';
import {
  deleteConversation,
  getConversation,
  listConversations,
} from '#server/features/assistant/conversations-service';
import { assistantMessageSchema, conversationListQuerySchema } from '#shared/schemas/assistant';

// The streamed reply must not hold the request's tenant transaction for its whole length: its
// door is checked in a transaction of its own, before the body is read.
const assistantDoor = createMiddleware<AppEnv>(async (c, next) => {
  await checkAgencySection(c, 'assistant');
  await next();
});

/** Assistant IA: every route behind the section's permission; conversations per user. */
export const assistantRoutes = new Hono<AppEnv>()
  .get('/', agencyArea('assistant'), async (c) => {
    return c.json(await getAssistantHome(c.var.ctx, c.var.deps.config));
  })
  .get(
    '/conversations',
    agencyArea('assistant'),
    queryParams(conversationListQuerySchema),
    async (c) => c.json(await listConversations(c.var.ctx, c.req.valid('query'))),
  )
  .get('/conversations/:id', agencyArea('assistant'), idParam(), async (c) => {
    return c.json(await getConversation(c.var.ctx, c.req.valid('param').id));
  })
  .delete('/conversations/:id', agencyArea('assistant'), idParam(), async (c) => {
    return c.json(await deleteConversation(c.var.ctx, c.req.valid('param').id));
  })
  .post('/messages', assistantDoor, jsonBody(assistantMessageSchema), async (c) => {
    const user = requireUser(c.var.user);
    const asker = { deps: c.var.deps, user, agencyId: requireAgency(user) };
    return streamAnswer(c, c.req.valid('json'), asker);
  });
