import { describe, expect, it } from 'vitest';
import { toConversationTitle } from '#server/features/assistant/conversation-exchange';
import { chunkText, escapeMarkdown } from '#server/features/assistant/markdown';
import { createSecretFilter } from '#server/features/assistant/secret-filter';

// The small text rules of the assistant: what a stream may show, how data enters Markdown,
// how a reply is cut into pieces and a conversation named.

describe('the secret filter', () => {
  const streamed = (secret: string, pieces: string[]) => {
    const filter = createSecretFilter(secret);
    return [...pieces.map((piece) => filter.push(piece)), filter.flush()];
  };

  it('hides the secret wherever the pieces cut it, and holds back nothing else', () => {
    const secret = 'sk-abcdef123456';
    for (let cut = 1; cut < secret.length; cut += 1) {
      const text = streamed(secret, [`clé ${secret.slice(0, cut)}`, `${secret.slice(cut)} fin`]);
      expect(text.join('')).toBe('clé […] fin');
    }
    expect(streamed(secret, ['Bonjour', ' à vous.'])).toEqual(['Bonjour', ' à vous.', '']);
    // A piece ending like the start of the secret waits for the next one.
    expect(streamed(secret, ['un sk-a', 'utre mot'])).toEqual(['un ', 'sk-autre mot', '']);
  });

  it('lets everything through when there is no key', () => {
    expect(streamed('', ['a', 'b'])).toEqual(['a', 'b', '']);
  });
});

describe('Markdown from data', () => {
  it('keeps names and notes as text: no emphasis, link, heading or line break', () => {
    expect(escapeMarkdown('**Gras** [lien](http://x) <b>\n# Titre')).toBe(
      '\\*\\*Gras\\*\\* \\[lien\\](http://x) \\<b\\> \\# Titre',
    );
    expect(escapeMarkdown('marie.durand@sephora.fr')).toBe('marie.durand@sephora.fr');
  });

  it('is streamed in pieces of a few words that make the whole reply', () => {
    const text = 'Vous avez **2** collaborations en attente de confirmation, voici la liste.';
    const pieces = [...chunkText(text)];
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.join('')).toBe(text);
  });
});

describe('a conversation title', () => {
  it('is the first question on one line, cut at a word near 60 characters', () => {
    expect(toConversationTitle('  Combien de\ncollaborations ?  ')).toBe(
      'Combien de collaborations ?',
    );
    const long = toConversationTitle(
      'Quelles sont les coordonnées de Marie Durand chez Sephora pour la campagne de printemps ?',
    );
    expect(long).toBe('Quelles sont les coordonnées de Marie Durand chez Sephora…');
    expect(long.length).toBeLessThanOrEqual(60);
  });
});
