// Exports of the lists (issue 19) and the demo data of an agency's first hour. Our own words,
// in the product's voice.
export const exportsText = {
  menu: {
    label: 'Exporter',
    csv: 'Exporter (CSV)',
    xlsx: 'Exporter (Excel)',
    // The group's name for screen readers: which list leaves.
    groupOf: (list: string) => `Exporter ${list}`,
    hint: 'Avec la recherche et les filtres en cours.',
  },
  // The file names, dated: '<base>-2026-11-24.csv'.
  fileNames: {
    clients: 'clients',
    influencers: 'influenceurs',
    collaborations: 'collaborations',
    tasks: 'taches',
    payments: 'paiements-influenceurs',
  },
  sheets: {
    clients: 'Clients',
    influencers: 'Influenceurs',
    collaborations: 'Collaborations',
    tasks: 'Tâches',
    payments: 'Paiements',
  },
  lists: {
    clients: 'les clients',
    influencers: 'les influenceurs',
    collaborations: 'les collaborations',
    tasks: 'les tâches',
    payments: 'les paiements',
  },
  format: 'Format',
  clients: {
    brandName: 'Nom de la marque',
    sector: 'Secteur',
    subSector: 'Sous-secteur',
    notes: 'Notes',
    contactName: 'Nom du contact',
    email: 'E-mail',
    phone: 'Téléphone',
    role: 'Rôle',
    contactType: 'Type de contact',
  },
  influencers: {
    fullName: 'Nom complet',
    username: "Nom d'utilisateur",
    isExclusive: 'Exclusif',
    isArchived: 'Archivé',
    phone: 'Téléphone',
    address: 'Adresse',
    birthDate: 'Date de naissance',
    siret: 'SIRET',
    referent: 'Référent interne',
    proposedTo: 'Proposé à',
    notes: 'Notes internes',
    audienceOf: (platform: string) => `Abonnés ${platform}`,
    rateOf: (type: string) => `Tarif ${type} (€)`,
  },
  collaborations: {
    name: 'Collaboration',
    type: 'Type',
    brand: 'Marque',
    manager: 'Responsable',
    contactDate: 'Date de contact',
    signatureDate: 'Date de signature',
    status: 'Statut',
    quoteNumber: 'N° de devis',
    invoiceNumber: 'N° de facture',
    postProgress: 'Avancement des posts (%)',
    total: 'Total (€)',
    influencer: 'Influenceur',
    rate: 'Tarif influenceur (€)',
    deliverables: 'Livrables',
    posted: 'Livrables postés',
  },
  tasks: {
    title: 'Titre',
    description: 'Description',
    status: 'Statut',
    priority: 'Priorité',
    dueDate: 'Échéance',
    assignee: 'Assignée à',
    influencer: 'Influenceur',
    completedAt: 'Terminée le',
  },
  yes: 'Oui',
  no: 'Non',
  // 'Post Instagram (500,00 €)'
  deliverable: (type: string, price: string) => `${type} (${price})`,
  postedCount: (posted: number, total: number) => `${posted}/${total}`,
} as const;

export const demoData = {
  load: 'Charger des données de démonstration',
  loadHint:
    'Remplit l’agence de clients, influenceurs, collaborations, tâches, castings et paiements fictifs pour découvrir Infludesk.',
  loadConfirmTitle: 'Charger des données de démonstration ?',
  loadConfirmText:
    '30 clients, 40 influenceurs, 60 collaborations, des tâches, des castings et des paiements fictifs seront ajoutés à l’agence. Vous pourrez les effacer depuis la page Compte.',
  loadConfirm: 'Charger',
  loading: 'Chargement des données…',
  loaded: 'Données de démonstration chargées.',
  alreadyLoaded: 'Les données de démonstration sont déjà chargées.',
  loadFailed: 'Impossible de charger les données de démonstration.',
  cardTitle: 'Données de démonstration',
  cardText:
    'L’agence contient des données de démonstration. Les effacer retire uniquement ces données : ce que votre équipe a créé est conservé.',
  clear: 'Effacer les données de démonstration',
  clearConfirmTitle: 'Effacer les données de démonstration ?',
  clearConfirmText:
    'Les clients, influenceurs, collaborations, tâches, castings et paiements de démonstration seront supprimés. Ce que votre équipe a créé est conservé.',
  clearConfirm: 'Effacer',
  cleared: 'Données de démonstration effacées.',
  clearFailed: 'Impossible d’effacer les données de démonstration.',
  counts: (counts: {
    clients: number;
    influencers: number;
    collaborations: number;
    tasks: number;
    castings: number;
  }) =>
    `${counts.clients} clients, ${counts.influencers} influenceurs, ${counts.collaborations} collaborations, ${counts.tasks} tâches, ${counts.castings} castings`,
  // The API's refusal: loading and clearing belong to the agency's administrators.
  adminOnly:
    'Seul un administrateur de l’agence peut charger ou effacer les données de démonstration.',
} as const;
