// Issue 30: the texts of a deal's 'Rapport' tab that are the screen's own (its buttons, states,
// table heads, share dialog). The report's words, shared with the PDF, the .xlsx and the brand's
// page, are in fr-report.ts. Imported where used, never through `fr` (the entry's budget).
export const reportTab = {
  loadFailed: 'Le rapport n’a pas pu être chargé.',
  tilesLabel: 'Chiffres clés de la campagne',
  publicationsOf: (published: number, deliverables: number) => `${published} / ${deliverables}`,
  /** A column's head: the indicator, and the price it divides. */
  onBilled: (indicator: string) => `${indicator} facturé`,
  onCost: (indicator: string) => `${indicator} coût`,
  columns: {
    publications: 'Publications',
    openPublication: (label: string) => `Voir la publication « ${label} » (nouvel onglet)`,
  },
  chart: {
    /** The drawing's name; its figures are in the table under it. */
    label:
      'Courbes de la portée, des impressions et des vues (axe de gauche) et des engagements (axe de droite), jour par jour',
    tableLabel: 'Chiffres du graphique, jour par jour',
    showTable: 'Voir le tableau',
    showChart: 'Voir le graphique',
    day: 'Jour',
    empty: 'Aucun relevé daté pour l’instant.',
    loading: 'Chargement du graphique…',
  },
  top: {
    empty: 'Aucune publication n’a encore d’engagements.',
    noPreview: 'Aucun aperçu : pas de fichier image, vidéo ou PDF dans sa dernière version.',
    rank: (rank: number) => `n° ${rank}`,
    openPdf: (fileName: string) => `Ouvrir le PDF « ${fileName} » (nouvel onglet)`,
    engagements: 'Engagements',
  },
  conclusion: {
    hint: 'Lue par le client dans le rapport partagé et en tête du PDF.',
    saved: 'Conclusion enregistrée',
  },
  exports: {
    label: 'Exporter le rapport',
    pdf: 'Télécharger le PDF',
    xlsx: 'Télécharger le fichier Excel',
    budgetHint:
      'Les fichiers sont faits pour le client : sans « Afficher le budget », ni montants ni coûts ; avec, le montant facturé et les CPM et CPE sur ce prix, jamais vos coûts ni votre marge.',
  },
  share: {
    button: 'Partager le rapport',
    title: 'Partager le rapport',
    description: (dealName: string) =>
      `Le client ouvre ce lien sans compte : le rapport de « ${dealName} », à jour de chaque relevé, en lecture seule. Sans « Afficher le budget », il ne voit ni coûts ni marges. En créer un nouveau désactive le précédent.`,
    email: 'Email du client (facultatif)',
    url: 'Lien du rapport',
    noLink: 'Aucun lien de rapport pour cette collaboration.',
    showBudget: 'Afficher le budget',
    showBudgetHint:
      'Le client voit alors le montant facturé et les CPM et CPE calculés sur ce prix, jamais vos coûts ni votre marge.',
    budgetShown: 'budget affiché',
  },
};
