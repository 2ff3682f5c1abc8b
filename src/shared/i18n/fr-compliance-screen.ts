// Issue 31: the texts of the 'Conformité' tab of a deal and of Toutes les campagnes › Conformité
// (the rules' own sentences, titles and levels are in fr-compliance.ts).
export const complianceScreen = {
  filters: {
    check: 'Vérification',
    manager: 'Chef de projet',
    cursor: 'Page',
    allChecks: 'Toutes les vérifications',
    allManagers: 'Tous les chefs de projet',
    /** An option of 'Vérification': the check and how many deals it leaves open. */
    checkOption: (title: string, count: number) => `${title} (${count})`,
  },
  tab: {
    /** The deal's detail's tab (the rules' texts load with its content, not with the detail). */
    label: 'Conformité',
    loadFailed: 'La conformité n’a pas pu être chargée.',
    /** The worst level at the top of the panel. */
    summaryLabel: 'Bilan',
    summary: {
      ok: 'Toutes les vérifications sont OK.',
      todo: 'Au moins une vérification est à faire.',
      blocking: 'Au moins une vérification est bloquante.',
    },
    category: 'Catégorie réglementée',
    confirmed: 'confirmée',
    suggestion: (label: string) => `Suggestion : ${label}`,
    toConfirm: 'à confirmer dans le formulaire de la collaboration',
    dealChecks: 'La collaboration',
    creatorChecks: (fullName: string) => `Créateur : ${fullName}`,
    empty: 'Aucune vérification pour cette collaboration.',
    source: 'Source :',
  },
  overview: {
    title: 'Conformité',
    loadFailed: 'La liste de conformité n’a pas pu être chargée.',
    loading: 'Chargement de la conformité…',
    tableLabel: 'Collaborations à mettre en conformité',
    counts: (blocking: number, todo: number) =>
      `${blocking} bloquante${blocking > 1 ? 's' : ''} · ${todo} à faire`,
    columns: {
      name: 'Collaboration',
      brand: 'Marque',
      manager: 'Chef de projet',
      date: 'Date',
      level: 'Niveau',
      checks: 'À traiter',
    },
    empty: {
      title: 'Aucune collaboration à mettre en conformité',
      body: 'Les collaborations avec une vérification bloquante ou à faire s’affichent ici.',
    },
  },
};
