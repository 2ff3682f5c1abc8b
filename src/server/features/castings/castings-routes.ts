import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { notFound } from '#server/lib/app-error';
import type { AppEnv } from '#server/lib/context';
import { idParam, isUuid, jsonBody, queryParams } from '#server/lib/validate';
import { agencyArea } from '#server/middleware/agency-area';
import { idempotent } from '#server/middleware/idempotency';
import { getCasting } from '#server/features/castings/casting-views';
import { listCastings } from '#server/features/castings/castings-list';
import { getCollaborationDraft } from '#server/features/castings/collaboration-draft';
import {
  createCasting,
  deleteCasting,
  removeProposal,
  setCastingStatus,
  setProposalStatus,
  updateCasting,
} from '#server/features/castings/castings-service';
import {
  castingInputSchema,
  castingListQuerySchema,
  castingStatusSchema,
  castingUpdateSchema,
} from '#shared/schemas/castings';

/** The ids of an action on one proposal; anything but two UUIDs names no row (404). */
const proposalParams = () =>
  validator('param', (params: Record<string, string>) => {
    const { id, proposalId } = params;
    if (!isUuid(id) || !isUuid(proposalId)) throw notFound();
    return { id, proposalId };
  });

/** Casting: every route behind the section's permission and the tenant transaction. */
export const castingsRoutes = new Hono<AppEnv>()
  .use(agencyArea('casting'))
  .get('/', queryParams(castingListQuerySchema), async (c) => {
    return c.json(await listCastings(c.var.ctx, c.req.valid('query')));
  })
  .get('/:id', idParam(), async (c) => {
    return c.json(await getCasting(c.var.ctx, c.req.valid('param').id));
  })
  .get('/:id/collaboration-draft', idParam(), async (c) => {
    return c.json(await getCollaborationDraft(c.var.ctx, c.req.valid('param').id));
  })
  .post('/', idempotent(), jsonBody(castingInputSchema), async (c) => {
    return c.json(await createCasting(c.var.ctx, c.req.valid('json')), 201);
  })
  .put('/:id', idParam(), jsonBody(castingUpdateSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updateCasting(c.var.ctx, id, c.req.valid('json')));
  })
  .put('/:id/status', idParam(), jsonBody(castingStatusSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await setCastingStatus(c.var.ctx, id, c.req.valid('json').status));
  })
  .post('/:id/close', idParam(), async (c) => {
    return c.json(await setCastingStatus(c.var.ctx, c.req.valid('param').id, 'closed'));
  })
  .delete('/:id', idParam(), async (c) => {
    return c.json(await deleteCasting(c.var.ctx, c.req.valid('param').id));
  })
  .post('/:id/proposals/:proposalId/accept', proposalParams(), async (c) => {
    const { id, proposalId } = c.req.valid('param');
    return c.json(await setProposalStatus(c.var.ctx, id, proposalId, 'accepted'));
  })
  .post('/:id/proposals/:proposalId/reject', proposalParams(), async (c) => {
    const { id, proposalId } = c.req.valid('param');
    return c.json(await setProposalStatus(c.var.ctx, id, proposalId, 'rejected'));
  })
  .post('/:id/proposals/:proposalId/reset', proposalParams(), async (c) => {
    const { id, proposalId } = c.req.valid('param');
    return c.json(await setProposalStatus(c.var.ctx, id, proposalId, 'pending'));
  })
  .delete('/:id/proposals/:proposalId', proposalParams(), async (c) => {
    const { id, proposalId } = c.req.valid('param');
    return c.json(await removeProposal(c.var.ctx, id, proposalId));
  });
