import { describe, expect, it } from 'vitest';
import { formatEuros } from '#shared/domain/money';
import {
  conflictMessage,
  formatHistoryValue,
  getHistoryField,
  getHistoryFieldLabel,
  influencerLineLabel,
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

  it("names issue 31's fields as their forms do, a country by its French name", () => {
    expect(getHistoryFieldLabel('client', 'legalName')).toBe('Raison sociale');
    expect(getHistoryFieldLabel('client', 'taxCountry')).toBe('Pays de résidence fiscale');
    expect(getHistoryFieldLabel('influencer', 'euRepresentative')).toBe(
      'Représentant légal dans l’Union européenne',
    );
    expect(getHistoryFieldLabel('influencer', 'hasLiabilityInsurance')).toBe(
      'Assurance responsabilité civile souscrite',
    );
    expect(getHistoryFieldLabel('collaboration', 'category')).toBe('Catégorie réglementée');
    expect(getHistoryFieldLabel('collaboration', 'rightsMonths')).toBe('Durée des droits (mois)');
    expect(getHistoryFieldLabel('collaboration', 'paymentDays')).toBe('Délai de paiement (jours)');
    const country = getHistoryField('influencer', 'taxCountry');
    expect(formatHistoryValue(country.type, 'CH', country.labels)).toBe('Suisse');
    expect(formatHistoryValue(country.type, '', country.labels)).toBe('—');
    const category = getHistoryField('collaboration', 'category');
    expect(category.labels?.gambling).toBeTruthy();
    expect(formatHistoryValue(category.type, null, category.labels)).toBe('—');
    const line = {
      fullName: 'Léa',
      rateCents: 100_000,
      isCreatorInvoicePaid: false,
      paidPercentage: 0,
    };
    expect(influencerLineLabel({ ...line, giftsCents: 20_000 })).toContain(
      `Avantages en nature (valeur HT) : ${formatEuros(20_000)}`,
    );
    expect(influencerLineLabel({ ...line, giftsCents: 0 })).toBe(influencerLineLabel(line));
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
