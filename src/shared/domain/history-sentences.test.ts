import { describe, expect, it } from 'vitest';
import { describeHistoryItem, formatRelativeMoment } from '#shared/domain/history-sentences';
import type { HistoryItem } from '#shared/schemas/history';

const item = (overrides: Partial<HistoryItem>): HistoryItem => ({
  id: 'e1',
  at: '2026-11-27T13:32:00.000Z',
  actor: { id: 'u1', name: 'Léa Moreau' },
  kind: 'collaboration',
  recordId: 'c1',
  recordLabel: 'Été 2026',
  action: 'update',
  changes: [],
  ...overrides,
});

describe('describeHistoryItem', () => {
  it('says a changed amount with its label and both values in euros', () => {
    const changes = [{ field: 'billedCents', before: 400000, after: 500000 }];
    const [sentence, ...others] = describeHistoryItem(item({ changes }));
    // Intl writes amounts with narrow no-break spaces: '4 000 €'.
    expect(sentence).toMatch(/^Léa Moreau a changé Montant facturé : 4\s000\s€ → 5\s000\s€$/);
    expect(others).toEqual([]);
  });

  it('says what a list gained and lost, one sentence each', () => {
    const changes = [{ field: 'contacts', added: ['Marc Dupont', 'Julie'], removed: ['Paul'] }];
    expect(describeHistoryItem(item({ kind: 'client', changes }))).toEqual([
      'Léa Moreau a ajouté à Contacts : Marc Dupont, Julie',
      'Léa Moreau a retiré de Contacts : Paul',
    ]);
  });

  it('names an emptied value and a yes/no switch in French', () => {
    const changes = [
      { field: 'invoiceNumber', before: 'F-12', after: '' },
      { field: 'isQuoteSent', before: false, after: true },
    ];
    const [emptied, switched] = describeHistoryItem(item({ changes }));
    expect(emptied).toMatch(/^Léa Moreau a changé .+ : F-12 → \S+$/);
    expect(switched).toMatch(/ : Non → Oui$/);
  });

  it('says a create, a delete and a restore with the record', () => {
    expect(describeHistoryItem(item({ action: 'create' }))).toEqual([
      'Léa Moreau a créé « Été 2026 »',
    ]);
    expect(describeHistoryItem(item({ action: 'delete' }))).toEqual([
      'Léa Moreau a supprimé « Été 2026 »',
    ]);
    expect(describeHistoryItem(item({ action: 'restore' }))).toEqual([
      'Léa Moreau a restauré « Été 2026 »',
    ]);
  });

  it('falls back to « a modifié » for an update without a listed change', () => {
    expect(describeHistoryItem(item({}))).toEqual(['Léa Moreau a modifié « Été 2026 »']);
  });
});

describe('formatRelativeMoment', () => {
  const now = new Date(2026, 10, 27, 14, 32);
  const ago = (ms: number) => formatRelativeMoment(new Date(now.getTime() - ms), now);
  const minute = 60_000;

  it('reads the way a person says it', () => {
    expect(ago(20_000)).toBe("à l'instant");
    expect(ago(5 * minute)).toBe('il y a 5 min');
    expect(ago(3 * 60 * minute)).toBe('il y a 3 h');
    expect(formatRelativeMoment(new Date(2026, 10, 26, 23, 0), now)).toBe('hier');
    expect(formatRelativeMoment(new Date(2026, 10, 23, 9, 0), now)).toBe('il y a 4 jours');
    expect(formatRelativeMoment(new Date(2026, 9, 3, 9, 0), now)).toBe('le 3 oct. 2026');
  });

  it('gives the full moment for a title', () => {});
});
