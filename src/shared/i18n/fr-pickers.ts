// Texts of the client and influencer pickers that later screens open (spec §2 Casting).
export const pickers = {
  selectClient: 'Sélectionner un client',
  selectInfluencer: 'Sélectionner un influenceur',
  clientSearch: 'Rechercher un client',
  clientPlaceholder: 'Marque, contact, email ou téléphone…',
  influencerSearch: 'Rechercher un influenceur',
  influencerPlaceholder: "Nom complet ou nom d'utilisateur…",
  results: 'Résultats',
  loadFailed: 'Impossible de charger la liste.',
} as const;
