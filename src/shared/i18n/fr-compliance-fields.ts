// Issue 31, item 1: the labels, hints and messages of what a deal must know for the law on
// influence (loi n° 2023-451): the parties' data on the client and influencer forms, the deal's
// category and contract terms, the gifts of a line and the retouched / virtual ticks.
export const complianceFields = {
  client: {
    section: 'Informations pour le contrat',
    sectionHint: 'L’annonceur est partie au contrat : ces informations y figurent.',
    legalName: 'Raison sociale',
    legalAddress: 'Adresse postale',
    legalEmail: 'Email',
    taxCountry: 'Pays de résidence fiscale',
  },
  influencer: {
    email: 'Email',
    taxCountry: 'Pays de résidence fiscale',
    euRepresentative: 'Représentant légal dans l’Union européenne',
    hasLiabilityInsurance: 'Assurance responsabilité civile souscrite',
    outsideEuHint:
      'Établi hors de l’Union européenne : la loi demande un représentant légal dans l’Union et une assurance responsabilité civile.',
  },
  collaboration: {
    section: 'Conformité et contrat',
    category: 'Catégorie réglementée',
    categoryUnconfirmed: 'À confirmer',
    suggestion: (label: string) => `Suggestion : ${label}`,
    applySuggestion: 'Appliquer',
    areCategoryConditionsMet: 'Conditions de la catégorie vérifiées',
    rightsUsage: 'Droits cédés (usages)',
    rightsMonths: 'Durée des droits (mois)',
    exclusivity: 'Exclusivité',
    paymentDays: 'Délai de paiement (jours)',
    giftsCents: 'Avantages en nature (valeur HT)',
    giftsHint: 'Hors tarif et hors total de la collaboration.',
    giftsOf: (name: string) => `Avantages en nature de ${name}`,
    isRetouched: 'Image retouchée',
    isVirtual: 'Image virtuelle',
    imageHint:
      'La légende doit alors porter la mention « Image retouchée » ou « Image virtuelle ».',
    contractSignedByContracts: 'Suit la signature des contrats (onglet Conformité).',
    invalidGifts:
      'Le champ « Avantages en nature (valeur HT) » doit être un montant en euros, par exemple 12,50.',
  },
  messages: {
    country: (label: string) =>
      `Le champ « ${label} » doit être un pays de la liste (code ISO à deux lettres, par exemple FR).`,
    wholeNumberBetween: (label: string, min: number, max: number) =>
      `Le champ « ${label} » doit être un nombre entier entre ${min} et ${max}.`,
  },
  noCountry: 'Non renseigné',
  // The select's groups; the categories' own labels are fr-compliance.ts's.
  categoryGroups: {
    banned: 'Interdites (loi n° 2023-451, art. 4)',
    regulated: 'Autorisées sous conditions',
  },
} as const;
