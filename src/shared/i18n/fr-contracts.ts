// Issue 31: the contracts' texts (the agency's section of 'Conformité', the creator's link, the
// server's errors, the certificate). Decision 0062.
export const contracts = {
  fields: {
    fullName: 'Nom complet',
    accepted: 'J’ai lu le contrat et je l’accepte',
    uploadId: 'Fichier',
  },
  messages: {
    documentChanged: 'Le contrat a changé depuis votre lecture : relisez-le avant de signer.',
    mustAccept: 'Cochez « J’ai lu le contrat et je l’accepte » pour signer.',
  },
  errors: {
    noContract: 'Aucun contrat n’a encore été généré pour ce créateur.',
    lineNotFound: 'Ce créateur ne fait pas partie de la collaboration.',
    alreadySigned: 'Vous avez déjà signé ce contrat.',
    alreadyCountersigned: 'L’agence a déjà contresigné ce contrat.',
    creatorOnly: 'Seul le créateur signe son contrat par son lien.',
    noCertificate: 'Le certificat existe une fois le contrat signé par le créateur.',
    noSignedUpload: 'Aucun contrat signé n’a été déposé.',
    unknownTag: (name: string) => `Le modèle contient une balise inconnue : {${name}}`,
    missingTag: (name: string) => `Il manque la balise {${name}} au modèle.`,
    brokenTag: (tag: string) =>
      `Le modèle contient une balise mal formée${tag ? ` : ${tag}` : ''}. Vérifiez ses accolades.`,
    brokenTemplate: 'Le modèle est illisible : envoyez un document Word (.docx) valide.',
    templateType: 'Le modèle doit être un document Word (.docx).',
    templateSize: 'Le modèle ne doit pas dépasser 5 Mo.',
    signedUploadType: 'Le contrat signé doit être un PDF, un document Word (.docx) ou une image.',
    uploadNotFound: 'Le fichier envoyé est introuvable : envoyez-le à nouveau.',
    defaultTemplate: 'Le modèle par défaut est illisible.',
  },
  /** What a datum missing from the deal shows in the contract. */
  missing: '[à compléter]',
  values: {
    noSiret: 'non communiqué',
    noExclusivity: 'Le présent contrat ne comporte aucune clause d’exclusivité.',
    noDate: 'date à convenir',
    retouched: 'Mention « Image retouchée ».',
    virtual: 'Mention « Image virtuelle ».',
    retouchedAndVirtual: 'Mentions « Image retouchée » et « Image virtuelle ».',
  },
  /** The contract's name, in Ressources and as its file's. */
  documentName: (deal: string, creator: string) => `Contrat – ${deal} – ${creator}`,
  resourceDescription: (deal: string, creator: string) =>
    `Contrat de collaboration commerciale de ${creator} pour « ${deal} », généré par Infludesk.`,
  history: {
    generated: (creator: string) => `Contrat de ${creator} généré`,
    creatorSigned: (creator: string) => `Contrat de ${creator} signé par le créateur`,
    countersigned: (creator: string) => `Contrat de ${creator} contresigné par l’agence`,
    signedUpload: (creator: string) => `Contrat signé de ${creator} déposé`,
  },
  certificate: {
    title: 'Certificat de signature électronique',
    intro:
      'Ce certificat réunit la preuve de la signature électronique du contrat ci-dessous, conservée par l’agence.',
    deal: 'Collaboration',
    brand: 'Annonceur',
    agency: 'Agence (mandataire de l’annonceur)',
    creator: 'Créateur',
    document: 'Document signé',
    sha256: 'Empreinte SHA-256 du document',
    creatorSection: 'Signature du créateur',
    typedName: 'Nom saisi',
    signedAt: 'Date et heure (heure de Paris)',
    ip: 'Adresse IP',
    userAgent: 'Navigateur (user agent)',
    signedHash: 'Empreinte signée',
    agencySection: 'Contre-signature de l’agence',
    agencySigner: 'Signataire',
    noCountersignature: 'L’agence n’a pas encore contresigné le contrat.',
    note: 'Signature électronique simple (article 1367 du Code civil).',
    generatedAt: (when: string) => `Certificat établi le ${when} (heure de Paris).`,
    fileName: (document: string) => `Certificat de signature – ${document}.pdf`,
  },
};
