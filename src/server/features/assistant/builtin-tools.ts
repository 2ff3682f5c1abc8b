import type { Toolbox } from '#server/features/assistant/tools/runner';
import { normalizeSearchText } from '#shared/domain/search';
import { assistantScreen } from '#shared/i18n/fr-assistant';

/** A tool the built-in answerer could not use: the reply says why (no access, failure). */
export class ToolRefusal extends Error {
  constructor(readonly reply: string) {
    super(reply);
  }
}

/** The tool's data; a refusal or failure becomes the reply, through ToolRefusal. */
export async function callTool<T>(toolbox: Toolbox, name: string, args: object): Promise<T> {
  const result = await toolbox.run(name, args);
  if (result.ok) return result.data as T;
  throw new ToolRefusal(
    result.error === 'forbidden' ? result.message : assistantScreen.answers.toolFailed,
  );
}

/**
 * The searches to try for a name as typed, best first: all of it, then its first two words,
 * its last and its first ("Marie Durand Sephora" still finds Marie Durand). The tools ignore
 * accents and case.
 */
export function nameCandidates(name: string): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  const candidates = [name, words.slice(0, 2).join(' '), words.at(-1), words[0]];
  const seen = new Set<string>();
  return candidates.filter((candidate): candidate is string => {
    const key = normalizeSearchText(candidate);
    if (key.length < 2 || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether a stored name holds every word of the name asked for. */
export function isNamed(stored: string, asked: string) {
  const words = normalizeSearchText(asked).split(' ').filter(Boolean);
  const text = normalizeSearchText(stored);
  return words.length > 0 && words.every((word) => text.includes(word));
}
