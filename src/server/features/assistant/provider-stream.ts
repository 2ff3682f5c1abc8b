import type OpenAI from 'openai';
import type { ChatCompletionCreateParamsStreaming } from 'openai/resources/chat/completions';

/** The provider sent nothing for too long (no answer, or a stream that stalled). */
export class ProviderTimeout extends Error {
  constructor() {
    super('the AI provider did not answer in time');
    this.name = 'ProviderTimeout';
  }
}

export type ToolCall = { id: string; name: string; arguments: string };
export type CompletionPart = { kind: 'text'; text: string } | { kind: 'calls'; calls: ToolCall[] };

/** Each next piece must come within `ms`, else the request is aborted and ProviderTimeout thrown. */
async function* withIdleTimeout<T>(source: AsyncIterable<T>, ms: number, abort: () => void) {
  const iterator = source[Symbol.asyncIterator]();
  for (;;) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        abort();
        reject(new ProviderTimeout());
      }, ms);
    });
    try {
      const next = await Promise.race([iterator.next(), timeout]);
      if (next.done) return;
      yield next.value;
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * One streamed chat completion: its text pieces as they arrive, then the tool calls it asked
 * for, put together from their fragments (OpenAI streams a call's arguments in pieces).
 */
export async function* readCompletion(
  client: OpenAI,
  body: Omit<ChatCompletionCreateParamsStreaming, 'stream'>,
  timeoutMs: number,
  signal: AbortSignal,
): AsyncGenerator<CompletionPart> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  try {
    const stream = await client.chat.completions.create(
      { ...body, stream: true },
      { signal: controller.signal },
    );
    const calls = new Map<number, ToolCall>();
    for await (const chunk of withIdleTimeout(stream, timeoutMs, abort)) {
      const delta = chunk.choices?.[0]?.delta;
      if (typeof delta?.content === 'string' && delta.content) {
        yield { kind: 'text', text: delta.content };
      }
      for (const fragment of delta?.tool_calls ?? []) {
        const call = calls.get(fragment.index) ?? { id: '', name: '', arguments: '' };
        call.id ||= fragment.id ?? '';
        call.name ||= fragment.function?.name ?? '';
        call.arguments += fragment.function?.arguments ?? '';
        calls.set(fragment.index, call);
      }
    }
    yield { kind: 'calls', calls: [...calls.values()] };
  } finally {
    signal.removeEventListener('abort', abort);
    controller.abort();
  }
}
