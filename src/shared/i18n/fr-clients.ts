// Texts of the Clients screen (spec §2 'Clients', §3 Client); field labels are in fr.clients.
export const clientsScreen = {
  title: 'Clients',
  subtitle: 'Les marques de votre agence et leurs contacts',
  newClient: 'Nouveau client',
  searchLabel: 'Rechercher un client',
  searchPlaceholder: 'Marque, contact, email, téléphone ou notes…',
  brand: 'Marque',
  sector: 'Secteur',
  mainContact: 'Contact principal',
  contactCount: 'Contacts',
  noContact: 'Aucun contact',
  count: (total: number) => (total > 1 ? `${total} clients` : `${total} client`),
  open: (name: string) => `Voir ${name}`,
  edit: (name: string) => `Modifier ${name}`,
  delete: (name: string) => `Supprimer ${name}`,
  listLabel: 'Liste des clients',
  loadFailed: 'Impossible de charger les clients.',
  createTitle: 'Nouveau client',
  editTitle: 'Modifier le client',
  deleteTitle: 'Supprimer le client',
  created: 'Client créé.',
  updated: 'Client mis à jour.',
  deleted: 'Client supprimé.',
  noSector: 'Aucun secteur',
  noSub: 'Aucun sous-secteur',
  chooseMainFirst: "Choisissez d'abord un secteur.",
  contactsHint: 'Le premier contact est le contact principal de la marque.',
  addContact: 'Ajouter un contact',
  contactLegend: (n: number) => `Contact ${n}`,
  removeContact: (n: number) => `Retirer le contact ${n}`,
  noContacts: 'Aucun contact pour ce client.',
  collaborations: 'Collaborations',
  noCollaborations: 'Aucune collaboration pour ce client.',
  collaborationName: 'Nom',
  collaborationType: 'Type',
  collaborationDate: 'Date de contact',
  collaborationStatus: 'Statut',
  // Phones (shared/domain/phone).
  phoneHint: "Numéro français, ou précédé de l'indicatif du pays (+44 …).",
  invalidPhone: (label: string) =>
    `Le champ « ${label} » doit être un numéro de téléphone valide, par exemple 06 12 34 56 78 ou +44 20 7946 0958.`,
  // Deleting a client keeps its collaborations, brand and all (docs/decisions/0020).
  countingCollaborations: 'Recherche des collaborations liées à ce client…',
  noCollaborationLinked: "Aucune collaboration n'est liée à ce client.",
  collaborationsKeptUnknown:
    "Les collaborations liées à ce client, s'il en a, seront conservées avec la marque qu'elles affichent.",
  collaborationsKept: (count: number) =>
    count === 1
      ? "1 collaboration est liée à ce client : elle sera conservée, avec la marque qu'elle affiche, mais ne sera plus rattachée à aucun client."
      : `${count} collaborations sont liées à ce client : elles seront conservées, avec la marque qu'elles affichent, mais ne seront plus rattachées à aucun client.`,
} as const;
