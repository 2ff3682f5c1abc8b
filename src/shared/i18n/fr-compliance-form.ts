// Issue 31: the hints and choices of the forms' contract data, apart from their labels
// (fr-compliance-fields.ts, which the schemas and the history read on every list page).
export const complianceForm = {
  clientSectionHint: 'L’annonceur est partie au contrat : ces informations y figurent.',
  outsideEuHint:
    'Établi hors de l’Union européenne : la loi demande un représentant légal dans l’Union et une assurance responsabilité civile.',
  categoryUnconfirmed: 'À confirmer',
  suggestion: (label: string) => `Suggestion : ${label}`,
  applySuggestion: 'Appliquer',
  giftsHint: 'Hors tarif et hors total de la collaboration.',
  imageHint: 'La légende doit alors porter la mention « Image retouchée » ou « Image virtuelle ».',
  contractSignedByContracts: 'Suit la signature des contrats (onglet Conformité).',
  // The select's groups; the categories' own labels are fr-categories.ts's.
  categoryGroups: {
    banned: 'Interdites (loi n° 2023-451, art. 4)',
    regulated: 'Autorisées sous conditions',
  },
} as const;
