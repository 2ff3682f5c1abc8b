// The importer of clients and influencers (issue 19), and of publications' readings (issue 30):
// the dialog's four steps, its progress and its report.

// '20', '0,5': the limits of MAX_IMPORT_MB the French way.
const formatMb = (value: number) => value.toLocaleString('fr-FR', { maximumFractionDigits: 1 });

export const importsScreen = {
  /** The button that opens each kind's importer (readings: beside the deals' lists). */
  buttons: {
    clients: 'Importer',
    influencers: 'Importer',
    readings: 'Importer des relevés',
  },
  titles: {
    clients: 'Importer des clients',
    influencers: 'Importer des influenceurs',
    readings: 'Importer des relevés de statistiques',
  },
  steps: ['Fichier', 'Colonnes', 'Aperçu', 'Doublons et résumé'] as const,
  stepOf: (step: number, count: number, name: string) => `Étape ${step} sur ${count} : ${name}`,
  fileLabel: 'Fichier CSV ou Excel (.xlsx)',
  fileHint: (maxRows: number, maxMb: number) =>
    `Glissez le fichier ici ou choisissez-le. ${maxRows.toLocaleString('fr-FR')} lignes ou ${formatMb(maxMb)} Mo au plus.`,
  chooseFile: 'Choisir un fichier',
  dropHere: 'Déposez le fichier ici',
  reading: 'Lecture du fichier…',
  fileRead: (name: string, rows: number) =>
    `${name} : ${rows.toLocaleString('fr-FR')} ligne${rows > 1 ? 's' : ''} lue${rows > 1 ? 's' : ''}.`,
  columnsIntro:
    'Chaque colonne du fichier est associée à un champ. Corrigez ce qui a été deviné si besoin.',
  columnHeader: 'Colonne du fichier',
  fieldHeader: 'Champ',
  sampleHeader: 'Exemple',
  ignoreColumn: 'Ne pas importer',
  fieldFor: (column: string) => `Champ pour la colonne « ${column} »`,
  previewIntro: (shown: number) =>
    `Les ${shown} premières lignes, telles qu'elles seront enregistrées. Les cellules en erreur sont signalées.`,
  lineHeader: 'Ligne',
  previewErrors: (count: number) =>
    count === 0
      ? 'Aucune erreur dans ces lignes.'
      : `${count} ligne${count > 1 ? 's' : ''} en erreur dans cet aperçu : elle${count > 1 ? 's' : ''} ne ser${count > 1 ? 'ont' : 'a'} pas importée${count > 1 ? 's' : ''}.`,
  cellError: (message: string) => `Erreur : ${message}`,
  rowError: 'Ligne en erreur',
  ruleLegend: 'Lignes qui correspondent à une fiche existante',
  rules: {
    skip: 'Ignorer la ligne',
    update: 'Mettre à jour la fiche existante',
    create: 'Créer quand même',
  },
  matchHint: {
    clients: "Un client correspond s'il a le même nom de marque ou l'email d'un de ses contacts.",
    influencers:
      "Un influenceur correspond s'il a le même SIRET, le même nom d'utilisateur ou l'identifiant d'une de ses plateformes.",
    readings:
      'Chaque ligne est rattachée à la publication en ligne qui a le même lien. Un relevé correspond si la publication en a déjà un à la même date.',
  },
  summaryTitle: 'Ce qui va se passer',
  summaryCounting: 'Calcul du résumé…',
  summary: {
    create: (n: number) => `${n.toLocaleString('fr-FR')} à créer`,
    update: (n: number) => `${n.toLocaleString('fr-FR')} à mettre à jour`,
    skip: (n: number) => `${n.toLocaleString('fr-FR')} ignorée${n > 1 ? 's' : ''}`,
    error: (n: number) => `${n.toLocaleString('fr-FR')} en erreur`,
  },
  nothingWritten: "Rien n'est encore enregistré.",
  start: "Lancer l'import",
  back: 'Retour',
  next: 'Suivant',
  running: 'Import en cours…',
  runningHint: "Vous pouvez fermer cette fenêtre : l'import continue.",
  progress: 'Progression de l’import',
  progressText: (done: number, total: number) =>
    `${done.toLocaleString('fr-FR')} ligne${done > 1 ? 's' : ''} sur ${total.toLocaleString('fr-FR')}`,
  done: 'Import terminé',
  failed: "L'import s'est arrêté",
  interrupted: "L'import a été interrompu par un redémarrage du serveur.",
  result: {
    created: (n: number) => `${n.toLocaleString('fr-FR')} créé${n > 1 ? 's' : ''}`,
    updated: (n: number) => `${n.toLocaleString('fr-FR')} mis à jour`,
    skipped: (n: number) => `${n.toLocaleString('fr-FR')} ignoré${n > 1 ? 's' : ''}`,
    failed: (n: number) => `${n.toLocaleString('fr-FR')} en erreur`,
  },
  downloadReport: 'Télécharger le rapport des erreurs (CSV)',
  newImport: 'Nouvel import',
  finish: 'Terminer',
  reportColumns: { line: 'Ligne', error: 'Erreur' },
  // Errors of the file and of the job.
  errors: {
    emptyFile: 'Le fichier est vide.',
    unknownType: 'Choisissez un fichier CSV ou Excel (.xlsx).',
    unreadable: 'Le fichier ne peut pas être lu : est-ce bien un fichier CSV ou Excel (.xlsx) ?',
    tooLarge: (maxMb: number) => `Le fichier dépasse ${formatMb(maxMb)} Mo.`,
    tooManyRows: (maxRows: number) =>
      `Le fichier dépasse ${maxRows.toLocaleString('fr-FR')} lignes.`,
    noHeader: 'La première ligne du fichier doit donner le nom des colonnes.',
    // Issue 27: PostgreSQL cannot keep NUL or a lone UTF-16 surrogate; the file is refused whole.
    badCharacter: (line: number, column: string) =>
      `Ligne ${line}, colonne « ${column} » : le fichier contient un caractère non autorisé.`,
    badFileName: 'Le nom du fichier contient un caractère non autorisé.',
    stoppedHere:
      "L'import s'est arrêté avant cette ligne : elle et les suivantes n'ont pas été importées.",
    notImported: "Cette ligne n'a pas été importée : l'import s'est arrêté avant elle.",
    mapping: 'Associez les colonnes aux champs.',
    fieldTwice: (field: string) => `Le champ « ${field} » est associé à deux colonnes.`,
    missingField: (field: string) => `Associez une colonne au champ « ${field} ».`,
    alreadyStarted: 'Cet import est déjà lancé.',
    notReady: "Ce fichier n'est plus disponible : recommencez l'import.",
    batchFailed: "Cette ligne n'a pas pu être enregistrée.",
    stopped: "L'import s'est arrêté : vous n'avez plus accès à cette rubrique.",
    invalidBoolean: (label: string) => `Le champ « ${label} » doit valoir oui ou non.`,
    rule: 'Choisissez ce que deviennent les lignes qui correspondent à une fiche existante.',
    // Readings (issue 30): the link of each row names one published deliverable of the agency.
    noLink: 'Renseignez le lien de la publication.',
    unknownLink: "Aucune publication en ligne de l'agence n'a ce lien.",
    ambiguousLink: (count: number) =>
      `${count} publications en ligne ont ce lien : corrigez-le dans leurs contenus pour qu'il n'en désigne qu'une.`,
  },
  // Field labels of the mapping, beyond the forms' own.
  contactField: (label: string, n: number) => (n === 1 ? label : `${label} ${n}`),
  platformHandle: (platform: string) => `Identifiant ${platform}`,
  platformAudience: (platform: string) => `Audience ${platform}`,
  ratePrice: (deliverable: string) => `Tarif ${deliverable}`,
  genericPlatformName: 'Plateforme (une par ligne)',
  genericPlatformHandle: 'Identifiant de la plateforme (une par ligne)',
  genericPlatformAudience: 'Audience de la plateforme (une par ligne)',
  genericRateType: 'Type de livrable (un par ligne)',
  genericRatePrice: 'Prix du livrable (un par ligne)',
  publishedUrl: 'Lien de la publication',
};
