import { api, ApiError, unwrap } from '#client/lib/api';
import { EventSourceParserStream, type EventSourceMessage } from 'eventsource-parser/stream';
import type { AssistantMessageInput } from '#shared/schemas/assistant';
import { fr } from '#shared/i18n/fr';

/** The events of POST /api/assistant/messages, in their order. */
export type ReplyEvent =
  | { type: 'conversation'; id: string; title: string }
  | { type: 'delta'; text: string }
  | { type: 'done'; messageId: string }
  | { type: 'error'; message: string };

const TYPES = new Set(['conversation', 'delta', 'done', 'error']);

function toReplyEvent({ event, data }: EventSourceMessage): ReplyEvent | null {
  if (!event || !TYPES.has(event)) return null;
  try {
    return { ...(JSON.parse(data) as object), type: event } as ReplyEvent;
  } catch {
    return null;
  }
}

/**
 * Asks the question and reads the reply as it is written. A refusal before the stream (422,
 * 429, no session) throws the server's ApiError; a stream cut before its `done` or `error`
 * ends with an `error` event, so the caller always hears how the reply ended.
 */
export async function streamReply(
  json: AssistantMessageInput,
  onEvent: (event: ReplyEvent) => void,
  signal: AbortSignal,
) {
  const call = api.assistant.messages.$post({ json }, { init: { signal } });
  const response = await call.catch(() => {
    throw new ApiError(0, 'network', fr.errors.network);
  });
  // A refusal: unwrap throws the server's message.
  if (!response.ok) await unwrap(Promise.resolve(response));
  if (!response.body) throw new ApiError(0, 'unexpected', fr.errors.unexpected);

  let hasEnded = false;
  const reader = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const event = toReplyEvent(value);
      if (!event || hasEnded) continue;
      hasEnded = event.type === 'done' || event.type === 'error';
      onEvent(event);
    }
  } catch (error) {
    if (signal.aborted) throw error;
  }
  if (!hasEnded && !signal.aborted) {
    onEvent({ type: 'error', message: fr.errors.assistantFailed });
  }
}
