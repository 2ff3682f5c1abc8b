import type { Category } from '#shared/domain/compliance/compliance-types';

// Issue 31: the regulated categories' labels, alone: the deals' history names a category
// without loading the rules' texts (fr-compliance.ts) on every list page.
export const categoryLabels = {
  none: 'Aucune',
  cosmetic_procedures: 'Actes à visée esthétique',
  medical_substitutes: 'Substituts à un traitement médical',
  nicotine: 'Produits de la nicotine',
  wild_animals: 'Animaux sauvages',
  sports_tips: 'Abonnements de pronostics sportifs',
  gambling: 'Jeux d’argent',
  alcohol: 'Alcool',
  crypto_financial: 'Crypto-actifs et produits financiers',
  health_products: 'Produits de santé',
  food: 'Alimentation',
} satisfies Record<Category, string>;
