import type { Answerer } from '#server/features/assistant/answerer';
import {
  replyContact,
  replyInfluencer,
  replyTop,
} from '#server/features/assistant/builtin-address-book';
import { ToolRefusal } from '#server/features/assistant/builtin-tools';
import {
  replyCastings,
  replyCollaborations,
  replyPayments,
  replyTasks,
} from '#server/features/assistant/builtin-work';
import { chunkText } from '#server/features/assistant/markdown';
import { understand, type Intent } from '#server/features/assistant/question-intents';
import type { Toolbox } from '#server/features/assistant/tools/runner';
import { assistantScreen } from '#shared/i18n/fr-assistant';

// The answerer without a model (no network): it understands the usual questions in French
// (question-intents.ts), calls the same tools as a model would, with the same permissions, and
// writes its reply from their results. Same question, same data: same answer.

function reply(toolbox: Toolbox, intent: Intent): Promise<string> | string {
  switch (intent.kind) {
    case 'contact':
      return replyContact(toolbox, intent.name);
    case 'influencer':
      return replyInfluencer(toolbox, intent.name, intent.field);
    case 'top_influencers':
      return replyTop(toolbox, intent.sector, intent.limit);
    case 'collaborations':
      return replyCollaborations(toolbox, intent.status, intent.period);
    case 'tasks':
      return replyTasks(toolbox, intent.status);
    case 'payments':
      return replyPayments(toolbox);
    case 'castings':
      return replyCastings(toolbox, intent.status);
    case 'help':
      return assistantScreen.answers.help;
  }
}

export const answerBuiltin: Answerer = async function* ({ question, toolbox, context }) {
  let text: string;
  try {
    text = await reply(toolbox, understand(question, context.today));
  } catch (error) {
    if (!(error instanceof ToolRefusal)) throw error;
    text = error.reply;
  }
  yield* chunkText(text);
};
