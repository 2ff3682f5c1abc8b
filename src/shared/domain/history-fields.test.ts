import { describe, expect, it } from 'vitest';
import { formatEuros } from '#shared/domain/money';
import {
  conflictMessage,
  formatHistoryValue,
  getHistoryField,
  getHistoryFieldLabel,
} from '#shared/domain/history-fields';

describe('the history catalogue', () => {
  it('formats money, days, switches and enums in French', () => {
    expect(formatHistoryValue('money', 400_000)).toBe(formatEuros(400_000));
    expect(formatHistoryValue('day', '2026-11-27')).toBe('27 nov. 2026');
    expect(formatHistoryValue('bool', true)).toBe('Oui');
    expect(formatHistoryValue('bool', false)).toBe('Non');
    const status = getHistoryField('task', 'status');
    expect(formatHistoryValue(status.type, 'completed', status.labels)).toBe('Terminée');
    expect(formatHistoryValue('text', null)).toBe('—');
    expect(formatHistoryValue('list', ['a', 'b'])).toBe('a, b');
    expect(getHistoryFieldLabel('collaboration', 'billedCents')).toBe('Montant facturé');
    expect(getHistoryFieldLabel('collaboration', 'gone')).toBe('gone');
  });

  it('words a conflict with the hour in Paris, and the day when it is another', () => {
    const at = new Date('2026-11-27T13:32:00Z');
    expect(
      conflictMessage('collaboration', 'Léa Moreau', at, new Date('2026-11-27T16:00:00Z')),
    ).toBe(
      'Cette collaboration a été modifiée par Léa Moreau à 14 h 32 pendant que vous la modifiiez.',
    );
    expect(conflictMessage('client', 'Léa Moreau', new Date('2026-11-26T13:32:00Z'), at)).toBe(
      'Ce client a été modifié par Léa Moreau le 26 novembre à 14 h 32 pendant que vous le modifiiez.',
    );
    expect(conflictMessage('task', 'Un ancien membre', at, at)).toMatch(
      /^Cette tâche a été modifiée/,
    );
  });
});
