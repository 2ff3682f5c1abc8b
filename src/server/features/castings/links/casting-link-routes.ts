import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { AppError } from '#server/lib/app-error';
import type { AppEnv } from '#server/lib/context';
import { isUuid, jsonBody } from '#server/lib/validate';
import { privateLinkArea } from '#server/middleware/private-link';
import { decideProposal } from '#server/features/castings/links/casting-link-decision';
import { linkProposalDecisionSchema } from '#shared/schemas/link-pages';
import { castingLinksText } from '#shared/i18n/fr-castings-links';

// /api/link/casting/* (decision 0053): what a casting's selection link may send, with
// `Authorization: Link <token>` only (decision 0050).
export const castingLinkRoutes = new Hono<AppEnv>().use(privateLinkArea()).post(
  '/proposals/:proposalId',
  validator('param', (params: Record<string, string>) => {
    if (!isUuid(params.proposalId)) {
      throw new AppError('not_found', 404, castingLinksText.errors.noProposal);
    }
    return { proposalId: params.proposalId };
  }),
  jsonBody(linkProposalDecisionSchema),
  async (c) => {
    const { proposalId } = c.req.valid('param');
    return c.json(await decideProposal(c.var.link, proposalId, c.req.valid('json')));
  },
);
