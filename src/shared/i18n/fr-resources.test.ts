import { describe, expect, it } from 'vitest';
import { RESOURCE_TYPES } from '#shared/domain/enums';
import { resourcesScreen } from '#shared/i18n/fr-resources';
import { fr } from '#shared/i18n/fr';

// Issue 27, item 6: 'Aucun {type}' made 'Aucun Factures' and 'Aucun Vidéo'; each card now has
// its own sentence, agreeing with its noun.
describe('the empty Ressources cards', () => {
  it('say each type in correct French', () => {
    expect(resourcesScreen.empty).toEqual({
      brief: 'Aucun brief',
      contract: 'Aucun contrat',
      invoice: 'Aucune facture',
      quote: 'Aucun devis',
      email: 'Aucun email type',
      training: 'Aucune formation interne',
      video: 'Aucune vidéo',
      other: 'Aucune autre ressource',
    });
  });

  it('never glue « Aucun » to the card title', () => {
    for (const type of RESOURCE_TYPES) {
      expect(resourcesScreen.empty[type]).not.toBe(`Aucun ${fr.resourceTypes[type]}`);
    }
  });
});
