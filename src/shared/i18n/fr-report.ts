// Issue 30: the texts of the campaign report, shared by its 'Rapport' tab, its PDF and .xlsx
// exports and the brand's shared page. The screens' own texts (buttons, dialogs) sit in their
// features' catalogues; these are the report's words, so the four say the same thing.
export const report = {
  title: 'Rapport de campagne',
  tab: 'Rapport',
  conclusion: "Conclusion de l'agence",
  tiles: {
    publications: 'Publications',
    reach: 'Portée',
    impressions: 'Impressions',
    views: 'Vues',
    engagements: 'Engagements',
    engagementRate: "Taux d'engagement",
    cpm: 'CPM',
    cpe: 'CPE',
    budget: 'Budget',
  },
  /** Under the engagement rate: which base it divides by (decision 0055). */
  engagementBase: { reach: 'sur la portée', impressions: 'sur les impressions' },
  indicators: {
    cpm: 'CPM',
    cpv: 'CPV',
    cpe: 'CPE',
    cpc: 'Coût par clic',
  },
  /** Which price a cost indicator divides. */
  prices: {
    onBilled: 'Sur le prix facturé',
    onCost: 'Sur le coût créateurs',
  },
  budget: {
    billed: 'Montant facturé',
    cost: 'Coût créateurs',
    margin: 'Marge',
  },
  byCreator: 'Par créateur',
  byPublication: 'Par publication',
  overTime: 'Évolution des statistiques',
  top: 'Les trois meilleures publications',
  columns: {
    creator: 'Créateur',
    publication: 'Publication',
    publishedOn: 'Publiée le',
    readOn: 'Relevé du',
    link: 'Lien',
    cost: 'Coût',
    billed: 'Facturé',
  },
  empty: "Aucune publication en ligne pour l'instant : le rapport se remplit à mesure des relevés.",
  noReading: 'Aucun relevé',
  generatedOn: (day: string) => `Établi le ${day}`,
};
