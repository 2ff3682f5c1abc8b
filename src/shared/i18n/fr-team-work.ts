// Issue 28, the screens of team work: the conflict of an edit, the 'Historique' tab of a
// record and the admins' 'Journal d'activité'. The field labels of the history are in the
// catalogue of the history itself (fr.history.fields).

export const teamWork = {
  conflict: {
    keptTyping: 'Vos saisies sont conservées. Que voulez-vous faire ?',
    showDifferences: 'Voir les différences',
    hideDifferences: 'Masquer les différences',
    keepMine: 'Garder mes modifications',
    takeTheirs: 'Reprendre leur version',
    differencesTitle: 'Différences avec leur version',
    field: 'Champ',
    mine: 'Vos modifications',
    theirs: 'Leur version',
    noDifference: 'Vos valeurs et les leurs sont identiques.',
    loadingTheirs: 'Chargement de leur version…',
    theirsFailed: "Leur version n'a pas pu être chargée.",
    // A picked record (a client, a member) the form knows by its id only.
    otherChoice: 'un autre choix',
  },
  history: {
    tab: 'Historique',
    detailsTab: 'Détails',
    tabsLabel: 'Vues de la fiche',
    empty: 'Aucune modification enregistrée',
    loadFailed: "L'historique n'a pas pu être chargé.",
    changed: (actor: string, field: string, before: string, after: string) =>
      `${actor} a changé ${field} : ${before} → ${after}`,
    added: (actor: string, field: string, items: string) =>
      `${actor} a ajouté à ${field} : ${items}`,
    removed: (actor: string, field: string, items: string) =>
      `${actor} a retiré de ${field} : ${items}`,
    updated: (actor: string, label: string) => `${actor} a modifié « ${label} »`,
    created: (actor: string, label: string) => `${actor} a créé « ${label} »`,
    deleted: (actor: string, label: string) => `${actor} a supprimé « ${label} »`,
    restored: (actor: string, label: string) => `${actor} a restauré « ${label} »`,
    justNow: "à l'instant",
    minutesAgo: (minutes: number) => `il y a ${minutes} min`,
    hoursAgo: (hours: number) => `il y a ${hours} h`,
    yesterday: 'hier',
    daysAgo: (days: number) => `il y a ${days} jours`,
    onDay: (day: string) => `le ${day}`,
  },
  journal: {
    title: "Journal d'activité",
    subtitle: "Chaque création, modification, suppression et restauration de l'agence.",
    filtersLabel: 'Filtrer le journal',
    member: 'Membre',
    allMembers: 'Tous les membres',
    section: 'Domaine',
    allSections: 'Tous les domaines',
    from: 'Du',
    to: 'Au',
    export: 'Exporter en CSV',
    empty: 'Aucune activité pour ces filtres',
    loadFailed: "Le journal n'a pas pu être chargé.",
  },
} as const;
