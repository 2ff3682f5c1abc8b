import { describe, expect, it } from 'vitest';
import { forgetReviewer, loadReviewer, saveReviewer } from './reviewer';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('the brand’s reviewer, kept for the tab', () => {
  it('is remembered once given, and only the name and the email are', () => {
    const storage = memoryStorage();
    expect(loadReviewer(storage)).toBeNull();
    saveReviewer({ name: 'Léa Martin', email: 'lea@maison.fr' }, storage);
    expect(loadReviewer(storage)).toEqual({ name: 'Léa Martin', email: 'lea@maison.fr' });
    expect([...Array(storage.length).keys()].map((i) => storage.key(i))).toEqual([
      'infludesk-link-reviewer',
    ]);
    forgetReviewer(storage);
    expect(loadReviewer(storage)).toBeNull();
  });

  it('is asked again when what is stored is not a reviewer', () => {
    const storage = memoryStorage();
    for (const value of ['{', '"Léa"', '{"name":""}', '{"name":"Léa"}', 'null']) {
      storage.setItem('infludesk-link-reviewer', value);
      expect(loadReviewer(storage), value).toBeNull();
    }
  });
});
