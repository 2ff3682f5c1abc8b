import { z } from 'zod';
import { CASTING_STATUSES } from '#shared/domain/enums';
import { fr } from '#shared/i18n/fr';
import { listCastings } from '#server/features/assistant/tools/feature-services';
import { clip, defineTool, MAX_TOOL_ROWS } from '#server/features/assistant/tools/tool';

const input = z.object({
  status: z.enum(CASTING_STATUSES).optional(),
  query: z.string().trim().max(100).optional(),
});

export const castingsTool = defineTool({
  name: 'castings',
  sections: ['casting'],
  description:
    "The agency's casting briefs, newest first, by status (draft = 'En attente', active = " +
    "'En cours', closed = 'Terminé') or name/brand query: up to 10 with their proposals.",
  input,
  run: async (ctx, { status, query }) => {
    const page = await listCastings(ctx, { q: query ?? '', status, limit: MAX_TOOL_ROWS });
    return {
      items: page.items.map((casting) => ({
        id: casting.id,
        name: casting.name,
        brand: casting.brand,
        status: fr.castingStatus[casting.status],
        description: clip(casting.description, 200),
        requirements: casting.requirements.slice(0, 5),
        proposals: casting.proposals.slice(0, 5).map((proposal) => ({
          fullName: proposal.fullName,
          status: fr.proposalStatus[proposal.status],
        })),
      })),
      hasMore: page.nextCursor !== null,
    };
  },
});
