// Issue 31: the contracts' texts (the agency's section of 'Conformité', the creator's link).
// The contracts helper completes this catalogue.
export const contracts = {
  fields: {
    fullName: 'Nom complet',
    accepted: 'J’ai lu le contrat et je l’accepte',
  },
  messages: {
    documentChanged: 'Le contrat a changé depuis votre lecture : relisez-le avant de signer.',
    mustAccept: 'Cochez « J’ai lu le contrat et je l’accepte » pour signer.',
  },
  // The agency's section of a deal's 'Conformité' tab (one row per creator line).
  section: {
    title: 'Contrats des créateurs',
    loadFailed: 'Les contrats n’ont pas pu être chargés.',
    empty: 'Aucun créateur dans cette collaboration.',
    linesLabel: 'Contrat de chaque créateur',
    state: {
      none: 'Aucun contrat',
      generated: (day: string) => `Généré le ${day}`,
      creatorSigned: (day: string) => `Signé par le créateur le ${day}`,
      agencySigned: (day: string) => `Contresigné le ${day}`,
      signed: 'Contrat signé',
    },
    signedBy: (name: string, day: string) => `Signé par ${name} le ${day}`,
    countersignedBy: (name: string, day: string) => `Contresigné par ${name} le ${day}`,
    uploadedOn: (name: string, day: string) => `Contrat signé « ${name} » déposé le ${day}`,
    generate: 'Générer le contrat',
    regenerate: 'Générer à nouveau',
    generated: 'Contrat généré',
    download: 'Télécharger (.docx)',
    downloadOf: (name: string) => `Télécharger le contrat de ${name} (.docx)`,
    countersign: 'Contresigner',
    countersigned: 'Contrat contresigné',
    uploadSigned: 'Déposer le contrat signé',
    uploadSignedOf: (name: string) => `Déposer le contrat signé de ${name}`,
    uploaded: 'Contrat signé déposé',
    signedFile: 'Contrat signé déposé',
    certificate: 'Certificat de signature (PDF)',
    actionsOf: (name: string) => `Contrat de ${name}`,
  },
  regenerateDialog: {
    title: 'Générer à nouveau le contrat ?',
    body: (name: string) =>
      `Le contrat de ${name} a déjà été signé : le nouveau document devra être signé à nouveau par le créateur et par l’agence.`,
    confirm: 'Générer à nouveau',
  },
  countersignDialog: {
    title: 'Contresigner le contrat',
    body: (creator: string) =>
      `Vous signez le contrat de ${creator} au nom de l’agence. Votre nom, l’heure et votre adresse sont conservés comme preuve.`,
    signedAs: 'Vous signez en tant que',
    confirm: 'Contresigner',
  },
  templateDialog: {
    button: 'Modèle de contrat',
    title: 'Modèle de contrat',
    description:
      'Le document .docx rempli avec les données de chaque collaboration pour générer ses contrats.',
    loadFailed: 'Le modèle de contrat n’a pas pu être chargé.',
    inUse: 'Modèle utilisé',
    defaultTemplate: 'Modèle par défaut d’Infludesk',
    agencyTemplate: (name: string, day: string) => `« ${name} », déposé le ${day}`,
    download: 'Télécharger le modèle',
    placeholders: 'Champs à placer dans le modèle',
    placeholdersHint:
      'Écrivez chaque champ entre accolades, par exemple {creatorName}. Un champ inconnu ou manquant fait refuser le modèle.',
    required: 'obligatoire',
    upload: 'Déposer un modèle (.docx)',
    uploadHint: 'Un fichier Word (.docx) qui utilise les champs ci-dessus.',
    wrongType: (name: string) =>
      `Le fichier « ${name} » n’est pas accepté : déposez un fichier Word (.docx).`,
    uploaded: 'Modèle de contrat enregistré',
    reset: 'Revenir au modèle par défaut',
    resetDone: 'Modèle par défaut rétabli',
  },
  // The creator's link page (src/link/texts.ts copies these).
  link: {
    title: 'Contrat',
    intro: 'Lisez le contrat, puis signez-le en tapant votre nom complet.',
    download: 'Télécharger le contrat (.docx)',
    documentOf: (day: string) => `Contrat généré le ${day}`,
    sign: 'Signer le contrat',
    signed: 'Contrat signé',
    signedBy: (name: string, day: string) => `Signé par ${name} le ${day}`,
    agencySigned: (day: string) => `Contresigné par l’agence le ${day}`,
    agencyPending: 'En attente de la signature de l’agence',
    reloaded: 'Le contrat a été rechargé : relisez-le avant de signer.',
    textLabel: 'Texte du contrat',
  },
};
