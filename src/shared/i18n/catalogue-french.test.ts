import { describe, expect, it } from 'vitest';

// Every text of the catalogue, functions called with sample values: what a person can read.
// Issue 27, item 6: the spec's few English texts ('Loading...', 'Document not found',
// 'Unauthorized') and any other English must not reach a screen, a toast or an API message.
const modules = import.meta.glob<Record<string, unknown>>(['./fr*.ts', '!./*.test.ts'], {
  eager: true,
});

type Text = { path: string; text: string };

function collectTexts(value: unknown, path: string, out: Text[]) {
  if (typeof value === 'string') out.push({ path, text: value });
  else if (typeof value === 'function') {
    for (const sample of ['Exemple', 3]) {
      const args = Array.from({ length: Math.max(value.length, 1) }, () => sample);
      try {
        collectTexts((value as (...a: unknown[]) => unknown)(...args), `${path}()`, out);
      } catch {
        // A function made for numbers given a string, or the reverse: the other sample serves.
      }
    }
  } else if (Array.isArray(value))
    value.forEach((item, i) => collectTexts(item, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) collectTexts(item, `${path}.${key}`, out);
  }
}

const texts: Text[] = [];
for (const [file, exports] of Object.entries(modules)) collectTexts(exports, file, texts);

// English words a French sentence never uses, as whole words (French homographs such as 'document', 'page',
// 'type', 'pause' or 'actions' are left out on purpose).
const ENGLISH =
  /(?<!\p{L})(the|and|not|found|loading|unauthorized|forbidden|error|failed|failure|please|invalid|missing|unknown|required|must|should|cannot|click|submit|cancel|save|close|search|settings|sign|password|welcome|success|warning|network|server|upload|download|delete|edit|you|your|with|from|this|that|does|have|any|given|file)(?!\p{L})/iu;

describe('the catalogue is French', () => {
  it('reads its texts, functions included', () => {
    expect(texts.length).toBeGreaterThan(500);
  });

  it("keeps none of the spec's English texts", () => {
    const spec = ['Loading...', 'Document not found', 'Unauthorized'];
    expect(texts.filter(({ text }) => spec.some((english) => text.includes(english)))).toEqual([]);
  });

  it('has no English word a person would read', () => {
    expect(texts.filter(({ text }) => ENGLISH.test(text))).toEqual([]);
  });
});
