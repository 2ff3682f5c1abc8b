// Texts of the public landing page (spec §1).
export const landing = {
  signIn: 'Connexion',
  start: 'Commencer',
  heroTitle: "Pilotez vos campagnes d'influence, de la signature au paiement",
  heroText:
    "Infludesk réunit vos collaborations, vos clients, vos influenceurs et vos paiements dans un seul outil. Suivez la performance en temps réel et gardez toute l'agence alignée.",
  tryFree: 'Essayer gratuitement',
  seeDemo: 'Voir la démo',
  // 'Voir la démo' opens a throw-away agency (decision 0038): prepared in about a second.
  seeDemoLoading: 'Préparation de la démo…',
  featuresTitle: 'Tout ce dont votre agence a besoin',
  features: [
    {
      key: 'dashboard',
      title: 'Tableau de bord',
      text: "L'état de chaque collaboration en un coup d'œil : devis, contrat, publication, paiement.",
    },
    {
      key: 'influencers',
      title: 'Gestion des influenceurs',
      text: 'Profils, plateformes, audiences, tarifs et exclusivités, toujours à jour.',
    },
    {
      key: 'clients',
      title: 'Suivi des clients',
      text: 'Marques, secteurs et contacts réunis, retrouvés en une recherche.',
    },
    {
      key: 'planning',
      title: 'Planning',
      text: "Les tâches de la semaine, assignées à l'équipe et reliées à vos influenceurs.",
    },
    {
      key: 'invoicing',
      title: 'Facturation',
      text: 'Montants à facturer, paiements des créateurs et chiffre d’affaires calculés pour vous.',
    },
    {
      key: 'validation',
      title: 'Validation de contenu',
      text: 'Chaque livrable suivi, de la proposition à la publication.',
    },
  ],
  stats: [
    { value: '1000+', label: 'campagnes' },
    { value: '500+', label: 'influenceurs' },
    { value: '50+', label: 'agences' },
  ],
  ctaTitle: 'Prêt à faire gagner du temps à votre agence ?',
  ctaText: 'Créez votre espace en moins d’une minute. Sans carte bancaire.',
  copyright: '© 2024 Infludesk. Tous droits réservés.',
} as const;
