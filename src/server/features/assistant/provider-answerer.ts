import OpenAI from 'openai';
import type {
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import { z } from 'zod';
import type { Config } from '#server/lib/config';
import type { Answerer, AnswerInput } from '#server/features/assistant/answerer';
import { readCompletion, type ToolCall } from '#server/features/assistant/provider-stream';
import { createSecretFilter } from '#server/features/assistant/secret-filter';
import { ASSISTANT_TOOLS } from '#server/features/assistant/tools/index';
import type { ToolResult } from '#server/features/assistant/tools/tool';
import { formatLongDate } from '#shared/domain/dates';
import { assistantScreen } from '#shared/i18n/fr-assistant';

/** The provider's settings; `timeoutMs` (default 30 s) is set by tests only. */
export type ProviderSettings = Config['ai'] & { timeoutMs?: number };

/** Rounds of tool calls before the model must answer with what it has. */
export const MAX_TOOL_ROUNDS = 4;
const MAX_CALLS_PER_ROUND = 5;
const HISTORY_MESSAGES = 10;
const DEFAULT_TIMEOUT_MS = 30_000;

// The tools' parameters come from their zod schemas: one source for the model and the runner.
const TOOL_DEFINITIONS: ChatCompletionTool[] = ASSISTANT_TOOLS.map((tool) => {
  const { $schema: _schema, ...parameters } = z.toJSONSchema(tool.input, { io: 'input' });
  return {
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters },
  };
});

const parseArguments = (text: string): unknown => {
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text; // refused by the tool's schema: the model reads why
  }
};

const TOO_MANY: ToolResult = {
  ok: false,
  error: 'invalid_arguments',
  message: `At most ${MAX_CALLS_PER_ROUND} tool calls at a time.`,
};

function firstMessages({ question, history, context }: AnswerInput): ChatCompletionMessageParam[] {
  const system = assistantScreen.answers.systemPrompt({
    persona: assistantScreen.personaName,
    agency: context.agencyName,
    today: formatLongDate(context.today),
    user: context.userName,
  });
  return [
    { role: 'system', content: system },
    ...history.slice(-HISTORY_MESSAGES),
    { role: 'user', content: question },
  ];
}

async function runCalls(input: AnswerInput, calls: ToolCall[], round: number) {
  const messages: ChatCompletionMessageParam[] = [];
  const named = calls.map((call, index) => ({ ...call, id: call.id || `call_${round}_${index}` }));
  messages.push({
    role: 'assistant',
    content: null,
    tool_calls: named.map((call) => ({
      id: call.id,
      type: 'function',
      function: { name: call.name, arguments: call.arguments },
    })),
  });
  for (const [index, call] of named.entries()) {
    const result =
      index < MAX_CALLS_PER_ROUND
        ? await input.toolbox.run(call.name, parseArguments(call.arguments))
        : TOO_MANY;
    messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
  }
  return messages;
}

/**
 * Any OpenAI-compatible chat completions API, streamed. The model gets a short system message,
 * the last messages of the conversation and the read-only tools; after MAX_TOOL_ROUNDS rounds
 * of calls it is asked once more without tools, and what it writes then is the answer.
 */
export function createProviderAnswerer(settings: ProviderSettings): Answerer {
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    // A local server may need no key; the SDK wants one all the same.
    apiKey: settings.apiKey ?? 'none',
    timeout: timeoutMs,
    maxRetries: 1,
    // The SDK would print unparsable chunks to the console.
    logLevel: 'off',
  });
  return async function* (input) {
    const filter = createSecretFilter(settings.apiKey);
    const messages = firstMessages(input);
    for (let round = 0; round <= MAX_TOOL_ROUNDS; round += 1) {
      const canCallTools = round < MAX_TOOL_ROUNDS;
      const body = {
        model: settings.model,
        messages,
        temperature: 0.8,
        max_tokens: 500,
        ...(canCallTools ? { tools: TOOL_DEFINITIONS } : {}),
      };
      let calls: ToolCall[] = [];
      for await (const part of readCompletion(client, body, timeoutMs, input.signal)) {
        if (part.kind === 'calls') calls = part.calls;
        else {
          const text = filter.push(part.text);
          if (text) yield text;
        }
      }
      if (!canCallTools || calls.length === 0 || input.signal.aborted) break;
      messages.push(...(await runCalls(input, calls, round)));
    }
    const rest = filter.flush();
    if (rest) yield rest;
  };
}
