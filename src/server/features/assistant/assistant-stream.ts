import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { AppError } from '#server/lib/app-error';
import type { AppDeps, AppEnv } from '#server/lib/context';
import type { RateRule } from '#server/middleware/rate-limit';
import { isModelConfigured, type Answerer } from '#server/features/assistant/answerer';
import { inAgency, type Asker } from '#server/features/assistant/assistant-tenant';
import { answerBuiltin } from '#server/features/assistant/builtin-answerer';
import {
  releaseConversation,
  saveReply,
  startExchange,
} from '#server/features/assistant/conversation-exchange';
import { createProviderAnswerer } from '#server/features/assistant/provider-answerer';
import { createToolbox } from '#server/features/assistant/tools/runner';
import type { AssistantMessageInput } from '#shared/schemas/assistant';
import { assistantScreen } from '#shared/i18n/fr-assistant';
import { fr } from '#shared/i18n/fr';

/** Questions per user and minute: a model costs money, and the built-in answer reads a lot. */
export const ASSISTANT_RULE: RateRule = { max: 20, windowSeconds: 60 };

async function takeQuestion({ limiter }: AppDeps, userId: string) {
  try {
    await limiter.take([{ keys: [`assistant:user:${userId}`], rule: ASSISTANT_RULE }]);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'rate_limited') throw error;
    const { rateLimited } = assistantScreen;
    throw new AppError('rate_limited', 429, rateLimited, undefined, error.headers);
  }
}

// One provider client per configuration (its connections are reused between questions).
const providers = new WeakMap<object, Answerer>();
function answererOf({ config }: AppDeps): Answerer {
  if (!isModelConfigured(config)) return answerBuiltin;
  const known = providers.get(config.ai);
  if (known) return known;
  const created = createProviderAnswerer(config.ai);
  providers.set(config.ai, created);
  return created;
}

/**
 * What the log may say of a failed answer. A provider's error carries its answer's body, which
 * may quote the request (and, with a careless provider, the key): only its kind and status.
 */
function logFailure(deps: AppDeps, error: unknown) {
  if (!isModelConfigured(deps.config)) {
    deps.logger?.error({ err: error }, 'assistant answer failed');
    return;
  }
  const fields = (error ?? {}) as { status?: unknown; code?: unknown };
  const provider = {
    type: error instanceof Error ? error.constructor.name : typeof error,
    status: typeof fields.status === 'number' ? fields.status : undefined,
    code:
      typeof fields.code === 'string' && /^[\w.-]{1,40}$/.test(fields.code)
        ? fields.code
        : undefined,
  };
  deps.logger?.warn({ provider }, 'assistant answer failed');
}

class EmptyAnswer extends Error {}

/**
 * POST /api/assistant/messages: the question is stored, then the reply streams as server-sent
 * events — `conversation`, `delta`…, then `done` or `error`. Each database step is a short
 * tenant transaction of its own: none is held while the reply is being written.
 */
export async function streamAnswer(c: Context<AppEnv>, input: AssistantMessageInput, asker: Asker) {
  const { deps, user } = asker;
  await takeQuestion(deps, user.id);
  const started = await inAgency(asker, [], (ctx) => startExchange(ctx, input));
  const answer = answererOf(deps);
  // A proxy in front (nginx) would otherwise hold the pieces back until the end.
  c.header('X-Accel-Buffering', 'no');
  const conversationId = started.conversation.id;
  let isSaved = false;
  // Whatever breaks the stream, the conversation is freed for the next question.
  const release = async () => {
    if (isSaved) return;
    await inAgency(asker, [], (ctx) => releaseConversation(ctx, conversationId)).catch(
      (error: unknown) => deps.logger?.warn({ err: error }, 'assistant conversation not freed'),
    );
  };
  return streamSSE(c, async (stream) => {
    try {
      await writeReply(stream);
    } finally {
      await release();
    }
  });

  async function writeReply(stream: SSEStreamingApi) {
    const controller = new AbortController();
    stream.onAbort(() => controller.abort());
    const send = (event: string, data: unknown) =>
      stream.writeSSE({ event, data: JSON.stringify(data) });
    await send('conversation', started.conversation);
    let text = '';
    let failure: unknown = null;
    try {
      for await (const piece of answer({
        question: input.content,
        history: started.history,
        toolbox: createToolbox(asker),
        context: {
          agencyName: started.agencyName,
          userName: `${user.firstName} ${user.lastName}`.trim(),
          today: new Date(),
        },
        signal: controller.signal,
      })) {
        text += piece;
        await send('delta', { text: piece });
      }
      if (!text.trim()) throw new EmptyAnswer('the answer was empty');
    } catch (error) {
      failure = error;
      logFailure(deps, error);
    }
    const content = failure ? fr.errors.assistantFallbackReply : text;
    try {
      const saved = await inAgency(asker, [], (ctx) => saveReply(ctx, conversationId, content));
      isSaved = true;
      if (!failure) await send('done', { messageId: saved.id });
    } catch (error) {
      // The conversation was deleted meanwhile, or the caller lost access.
      if (!failure) deps.logger?.warn({ err: error }, 'assistant reply not saved');
      failure ??= error;
    }
    if (failure) await send('error', { message: fr.errors.assistantFailed });
  }
}
