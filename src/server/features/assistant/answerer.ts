import type { Config } from '#server/lib/config';
import type { Toolbox } from '#server/features/assistant/tools/runner';

export type HistoryMessage = { role: 'user' | 'assistant'; content: string };

/** One question to answer, with what either answerer may use. */
export type AnswerInput = {
  question: string;
  /** The conversation before the question, oldest first (the last few messages). */
  history: HistoryMessage[];
  toolbox: Toolbox;
  context: { agencyName: string; userName: string; today: Date };
  /** Aborted when the browser goes away: stop calling the provider. */
  signal: AbortSignal;
};

/**
 * The one entry of both answerers: the reply in small pieces, as they are written, so the
 * browser can show it while it streams. A failure is thrown; the route turns it into the
 * catalogue's message.
 */
export type Answerer = (input: AnswerInput) => AsyncIterable<string>;

/** A provider is configured by its address or its key (an OpenAI-compatible API). */
export const isModelConfigured = (config: Config) => Boolean(config.ai.baseUrl || config.ai.apiKey);
