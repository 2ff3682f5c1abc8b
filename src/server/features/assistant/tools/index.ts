import { castingsTool } from '#server/features/assistant/tools/castings';
import { collaborationsTool } from '#server/features/assistant/tools/collaborations';
import { influencerDetailsTool } from '#server/features/assistant/tools/influencer-details';
import { myTasksTool } from '#server/features/assistant/tools/my-tasks';
import { pendingPaymentsTool } from '#server/features/assistant/tools/pending-payments';
import { searchClientsTool } from '#server/features/assistant/tools/search-clients';
import type { AnyTool } from '#server/features/assistant/tools/tool';
import { topInfluencersTool } from '#server/features/assistant/tools/top-influencers';

/** Every tool of the assistant: read-only, each behind its sections (runner.ts). */
export const ASSISTANT_TOOLS: readonly AnyTool[] = [
  searchClientsTool,
  influencerDetailsTool,
  collaborationsTool,
  topInfluencersTool,
  myTasksTool,
  pendingPaymentsTool,
  castingsTool,
];

export const findTool = (name: string) => ASSISTANT_TOOLS.find((tool) => tool.name === name);
