// Issue 30: the words of the campaign report's PDF and .xlsx that the report's own catalogue
// (fr-report.ts) does not hold: the files' names, the sheets, a few headings and columns.
export const reportExports = {
  /** « Rapport - Lancement été.pdf » */
  fileName: (campaign: string, extension: 'pdf' | 'xlsx') => `Rapport - ${campaign}.${extension}`,
  agency: 'Agence',
  brand: 'Marque',
  campaign: 'Campagne',
  budget: 'Budget',
  /** Under the cost indicators' headings: which price they divide. */
  indicatorsOn: (price: string) => `CPM et CPE : ${price.toLowerCase()}`,
  page: (page: number, count: number) => `Page ${page} sur ${count}`,
  sheets: {
    campaign: 'Campagne',
    creators: 'Créateurs',
    publications: 'Publications',
    series: 'Évolution',
  },
  columns: {
    indicator: 'Indicateur',
    value: 'Valeur',
    type: 'Type',
    description: 'Description',
    publications: 'Publications',
    engagementBase: "Base du taux d'engagement",
    day: 'Jour',
  },
  top: {
    rank: (rank: number) => `N° ${rank}`,
  },
};
