import type { TrashKind } from '#shared/domain/trash';

// The Corbeille (issue 28, decision 0046): on Compte, what was deleted, by whom and when.
export const trashScreen = {
  title: 'Corbeille',
  subtitle: (days: number) =>
    `Les éléments supprimés y restent ${days} jours, puis sont effacés définitivement.`,
  searchLabel: 'Rechercher dans la corbeille',
  searchPlaceholder: 'Rechercher un élément supprimé...',
  kindFilter: 'Type',
  allKinds: 'Tous',
  kinds: {
    client: 'Client',
    influencer: 'Influenceur',
    collaboration: 'Collaboration',
    casting: 'Casting',
    task: 'Tâche',
    resource: 'Ressource',
  } satisfies Record<TrashKind, string>,
  columns: {
    label: 'Élément',
    kind: 'Type',
    deleted: 'Suppression',
    left: 'Effacement',
    actions: 'Actions',
  },
  deletedBy: (name: string, when: string) =>
    name ? `Supprimé par ${name} · ${when}` : `Supprimé ${when}`,
  daysLeft: (days: number) =>
    days <= 0
      ? "Effacé aujourd'hui"
      : days === 1
        ? 'Effacé dans 1 jour'
        : `Effacé dans ${days} jours`,
  empty: 'La corbeille est vide',
  emptySearch: 'Aucun élément supprimé ne correspond à cette recherche',
  loadFailed: 'Impossible de charger la corbeille.',
  retry: 'Réessayer',
  more: 'Afficher plus',
  restore: 'Restaurer',
  restoreLabel: (label: string) => `Restaurer ${label}`,
  restored: (label: string) => `« ${label} » restauré`,
  purge: 'Supprimer définitivement',
  purgeLabel: (label: string) => `Supprimer définitivement ${label}`,
  purgeTitle: 'Supprimer définitivement',
  purgeWhat: (label: string) => `« ${label} »`,
  purgeText: (label: string) =>
    `« ${label} » et ses fichiers seront effacés définitivement. Cette action est irréversible.`,
  purged: (label: string) => `« ${label} » supprimé définitivement`,
  fields: {
    search: 'Recherche',
    kind: 'Type',
    cursor: 'Position dans la liste',
    limit: 'Nombre de lignes',
  },
  /** What the delete confirmations now say (the record is not gone yet). */
  deleteNotice: (days: number) =>
    `Il ira dans la Corbeille (Compte), d'où vous pourrez le restaurer pendant ${days} jours.`,
  errors: {
    adminOnly: 'Seuls les administrateurs peuvent supprimer définitivement.',
    clientNameTaken: (name: string) =>
      `Un client nommé « ${name} » existe déjà : renommez-le avant de restaurer celui-ci.`,
    influencerNameTaken: (username: string) =>
      `Un influenceur « ${username} » existe déjà : renommez-le avant de restaurer celui-ci.`,
    influencerInTrash: (label: string) =>
      `L'influenceur de la tâche « ${label} » est dans la corbeille : restaurez-le d'abord.`,
    conflict: (label: string) =>
      `« ${label} » ne peut pas être restauré : un élément actuel occupe sa place.`,
  },
};
