// Values from the agency's data go into the built-in answerer's Markdown as text: a name
// with a star or a note with a link must not turn into formatting, a heading or a link.

const SPECIAL = /[\\`*_[\]<>|~#]/g;

export const escapeMarkdown = (value: string) =>
  value
    .replace(/\s+/g, ' ')
    .trim()
    .replace(SPECIAL, (character) => `\\${character}`);

export const bulletList = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n');

export const numberedList = (lines: string[]) =>
  lines.map((line, index) => `${index + 1}. ${line}`).join('\n');

export const paragraphs = (...blocks: Array<string | null | undefined | false>) =>
  blocks.filter((block): block is string => Boolean(block)).join('\n\n');

/** A reply in pieces of a few words, so that even the built-in answer streams. */
export function* chunkText(text: string, size = 24): Generator<string> {
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    const space = text.indexOf(' ', end);
    if (end < text.length && space !== -1 && space - end < 16) end = space + 1;
    yield text.slice(start, end);
    start = end;
  }
}
