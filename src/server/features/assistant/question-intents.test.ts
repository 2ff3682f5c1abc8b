import { describe, expect, it } from 'vitest';
import { understand, type Intent } from '#server/features/assistant/question-intents';
import { findSector, findSectorIn } from '#server/features/assistant/sectors';

// The built-in answerer's understanding (issue 16): the four suggested questions, their usual
// phrasings, names typed without accents or in another case, sectors by their French label.

const TODAY = new Date(2026, 10, 18); // Wednesday 18 November 2026
const read = (question: string) => understand(question, TODAY);

const cases: Array<[string, Intent]> = [
  // A contact's details.
  ['Quelles sont les coordonnées de Marie Durand ?', { kind: 'contact', name: 'Marie Durand' }],
  ['quelles sont les coordonnees de marie durand', { kind: 'contact', name: 'marie durand' }],
  ["Quel est l'email de MARIE DURAND ?", { kind: 'contact', name: 'MARIE DURAND' }],
  ["Donne-moi l'e-mail de Marie Durand svp", { kind: 'contact', name: 'Marie Durand' }],
  ['Tu as le numéro de téléphone de Marie Durand ?', { kind: 'contact', name: 'Marie Durand' }],
  ['Comment joindre Marie Durand ?', { kind: 'contact', name: 'Marie Durand' }],
  ['Comment contacter Zoé Lefèvre chez Sephora ?', { kind: 'contact', name: 'Zoé Lefèvre' }],
  ['Quel est le tel de Jean-Pierre Roux', { kind: 'contact', name: 'Jean-Pierre Roux' }],
  ["Peux-tu me donner l'adresse mail de marie durand ?", { kind: 'contact', name: 'marie durand' }],
  ['Marie Durand, son email ?', { kind: 'contact', name: 'Marie Durand' }],
  ['Quels sont mes contacts chez Sephora ?', { kind: 'contact', name: 'Sephora' }],
  ['Quelles sont les coordonnées de mes contacts clients ?', { kind: 'contact', name: '' }],
  ['Coordonnées Nike', { kind: 'contact', name: 'Nike' }],
  // An influencer's address.
  [
    "Quelle est l'adresse de Léa Martin ?",
    { kind: 'influencer', name: 'Léa Martin', field: 'address' },
  ],
  [
    "quelle est l'adresse de lea martin",
    { kind: 'influencer', name: 'lea martin', field: 'address' },
  ],
  ['Où habite LÉA MARTIN ?', { kind: 'influencer', name: 'LÉA MARTIN', field: 'address' }],
  [
    "Adresse postale de l'influenceuse Léa Martin stp",
    { kind: 'influencer', name: 'Léa Martin', field: 'address' },
  ],
  ['Léa Martin habite où ?', { kind: 'influencer', name: 'Léa Martin', field: 'address' }],
  [
    "Quelle est l'adresse de mes influenceurs ?",
    { kind: 'influencer', name: '', field: 'address' },
  ],
  ['Les tarifs de Tom Dubois ?', { kind: 'influencer', name: 'Tom Dubois', field: 'details' }],
  [
    'Montre-moi la fiche de tom dubois',
    { kind: 'influencer', name: 'tom dubois', field: 'details' },
  ],
  // The number of collaborations awaiting confirmation.
  [
    'Combien de collaborations sont en attente de confirmation ?',
    { kind: 'collaborations', status: 'pending', period: null },
  ],
  ['combien de collabs en attente', { kind: 'collaborations', status: 'pending', period: null }],
  [
    'Nombre de campagnes pas encore confirmées',
    { kind: 'collaborations', status: 'pending', period: null },
  ],
  [
    'Combien de collaborations en cours ?',
    { kind: 'collaborations', status: 'in_progress', period: null },
  ],
  [
    'Combien de campagnes terminées ?',
    { kind: 'collaborations', status: 'completed', period: null },
  ],
  ['Combien de collaborations au total ?', { kind: 'collaborations', status: null, period: null }],
  [
    'Combien de deals ce mois-ci ?',
    {
      kind: 'collaborations',
      status: null,
      period: { from: '2026-11-01', to: null, label: 'month' },
    },
  ],
  [
    'Combien de collaborations le mois dernier ?',
    {
      kind: 'collaborations',
      status: null,
      period: { from: '2026-10-01', to: '2026-10-31', label: 'lastMonth' },
    },
  ],
  [
    'Quelles collaborations sont en attente ?',
    { kind: 'collaborations', status: 'pending', period: null },
  ],
  // The best influencers for a sector.
  [
    'Quels sont les meilleurs influenceurs pour le secteur Mode ?',
    { kind: 'top_influencers', sector: 'fashion', limit: 5 },
  ],
  ['meilleurs influenceurs secteur mode', { kind: 'top_influencers', sector: 'fashion', limit: 5 }],
  ['Top 3 des influenceurs en beauté', { kind: 'top_influencers', sector: 'fashion', limit: 3 }],
  [
    'Quels sont les trois meilleurs créateurs pour les jeux vidéo ?',
    { kind: 'top_influencers', sector: 'gaming', limit: 3 },
  ],
  [
    'Les meilleures influenceuses du secteur Santé',
    { kind: 'top_influencers', sector: 'health', limit: 5 },
  ],
  [
    'Qui sont les meilleurs pour le voyage ?',
    { kind: 'top_influencers', sector: 'travel', limit: 5 },
  ],
  ['Top influenceurs tech_apps', { kind: 'top_influencers', sector: 'tech_apps', limit: 5 }],
  ['Quels sont les meilleurs influenceurs ?', { kind: 'top_influencers', sector: null, limit: 5 }],
  [
    'Les meilleurs influenceurs de mon agence en sport',
    { kind: 'top_influencers', sector: 'sport', limit: 5 },
  ],
  // Bonus.
  ['Quelles sont mes tâches ?', { kind: 'tasks', status: 'open' }],
  ["Qu'est-ce que j'ai à faire ?", { kind: 'tasks', status: 'open' }],
  ['mes taches terminees', { kind: 'tasks', status: 'completed' }],
  ['Quels paiements sont en attente ?', { kind: 'payments' }],
  ['Combien reste-t-il à payer aux influenceurs ?', { kind: 'payments' }],
  ['Quels castings sont en cours ?', { kind: 'castings', status: 'active' }],
  ['Liste des castings', { kind: 'castings', status: null }],
  ['Bonjour !', { kind: 'help' }],
  ['Écris-moi un poème', { kind: 'help' }],
];

describe('the built-in answerer understands', () => {
  it.each(cases)('%s', (question, intent) => {
    expect(read(question)).toEqual(intent);
  });
});

describe('sectors', () => {
  it('are found by key, French label, subcategory or usual word, in any case', () => {
    expect(findSector('fashion')).toBe('fashion');
    expect(findSector('Mode')).toBe('fashion');
    expect(findSector('MODE')).toBe('fashion');
    expect(findSector('cosmétiques')).toBe('fashion');
    expect(findSector('Jeux vidéo')).toBe('gaming');
    expect(findSector('Tech & applications')).toBe('tech_apps');
    expect(findSector('Santé mentale')).toBe('health');
    expect(findSector('Alimentation pour chiens')).toBe('pet_food');
    expect(findSector('nimportequoi')).toBeNull();
  });

  it('are not read into common words of a sentence', () => {
    expect(findSectorIn('les influenceurs de mon agence')).toBeNull();
    expect(findSectorIn('qui est en train de publier')).toBeNull();
    expect(findSectorIn('le secteur agence')).toBe('agency');
  });
});
