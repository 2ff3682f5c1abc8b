// Issue 29: the texts of contents and approval (the 'Contenus' tab, 'À valider', the creator's
// and the brand's pages, their mails). Imported where used, not through `fr`: the entry every
// page loads stays within its budget.
import type { ContentStage } from '#shared/domain/content-stages';

export const contents = {
  tab: 'Contenus',
  stages: {
    to_produce: 'À produire',
    draft_received: 'Brouillon reçu',
    changes_requested: 'Modifications demandées',
    approved: 'Validé',
    published: 'Publié',
  } satisfies Record<ContentStage, string>,
  late: 'en retard',
  publishOn: 'Publication prévue le',
  noPublishOn: 'Pas de date prévue',
  versionLabel: (number: number) => `V${number}`,
  latestVersion: 'Dernière version',
  earlierVersions: 'Versions précédentes',
  noVersion: 'Aucun brouillon pour l’instant',
  caption: 'Légende',
  files: 'Fichiers',
  sentBy: (name: string, when: string) => `Envoyé par ${name} ${when}`,
  sentToClient: 'Envoyé au client',
  thread: 'Échanges',
  noComment: 'Aucun commentaire',
  comment: 'Commentaire',
  commentPlaceholder: 'Écrire un commentaire…',
  sendComment: 'Envoyer le commentaire',
  aboutVersion: (number: number) => `À propos de la V${number}`,
  actions: {
    send_to_client: 'Envoyer au client',
    approve: 'Valider',
    request_changes: 'Demander des modifications',
    publish: 'Marquer comme publié',
    unpublish: 'Annuler la publication',
    check_publication: 'Publication vérifiée',
  },
  publishedUrl: 'Lien de la publication',
  publishedOn: 'Date de publication',
  // The brand's reviewer on its link page (issue 29): given once, recorded with each decision.
  reviewerName: 'Votre nom',
  reviewerEmail: 'Votre email',
  changesComment: 'Modifications à apporter',
  // What each decision writes in the thread.
  decisions: {
    sent_to_client: (version: number) => `V${version} envoyée au client`,
    approved: (version: number) => `V${version} validée`,
    changes_requested: (version: number) => `Modifications demandées sur la V${version}`,
    published: 'Publication indiquée',
    unpublished: 'Publication annulée',
    publication_checked: 'Publication vérifiée',
  },
  authors: { agency: 'Agence', creator: 'Créateur', brand: 'Client' },
  // The deal's history names an outsider with how they came (decision 0051).
  history: {
    byLink: (name: string, kind: 'creator' | 'brand') =>
      `${name} (${kind === 'creator' ? 'créateur' : 'client'}, par son lien)`,
  },
  empty: 'Aucun livrable dans cette collaboration',
  errors: {
    notAllowed: 'Cette action n’est pas possible à cette étape du contenu.',
    emptyComment: 'Le commentaire est obligatoire.',
    noFile: 'Ajoutez au moins un fichier dans « Fichiers ».',
    fileType: (name: string) =>
      `Le fichier « ${name} » n’est pas accepté : envoyez une image, une vidéo ou un PDF.`,
    unknownUpload: 'Un fichier envoyé est introuvable : envoyez-le à nouveau.',
    unknownBrief: 'Cette ressource n’existe plus : choisissez-en une autre.',
  },
  // The deal's brief (a resource), shown on its creators' link pages.
  brief: {
    label: 'Brief des créateurs',
    none: 'Aucun brief',
    hint: 'Les créateurs le voient sur leur lien.',
    saved: 'Brief enregistré',
  },
  // 'À valider' (issue 29, item 5): what waits for the agency, under Collaborations.
  waiting: {
    title: 'À valider',
    subtitle: 'Les contenus qui attendent l’agence, du plus ancien au plus récent',
    cursor: 'Curseur',
    limit: 'Nombre de lignes',
    kinds: {
      draft: 'Brouillon reçu',
      changes: 'Modifications demandées par le client',
      publication: 'Publication à vérifier',
    },
    empty: 'Rien à valider : tous les contenus sont à jour.',
    open: (deal: string) => `Ouvrir les contenus de « ${deal} »`,
    openShort: 'Ouvrir',
  },
  // The 'Contenus' tab of a collaboration's detail (the agency's screen).
  screen: {
    loadFailed: 'Impossible de charger les contenus',
    deliverablesOf: (name: string) => `Livrables de ${name}`,
    sendDraft: 'Envoyer un brouillon',
    sendDraftHint: 'Images, vidéos ou PDF, envoyés au nom du créateur.',
    publication: 'Voir la publication',
    publishedOnDay: (day: string) => `Publié le ${day}`,
    publicationChecked: 'Publication vérifiée',
    openPdf: (name: string) => `Ouvrir le PDF « ${name} »`,
    download: (name: string) => `Télécharger « ${name} »`,
    pdfTitle: (name: string) => `Aperçu du PDF « ${name} »`,
    removeFile: (name: string) => `Retirer le fichier « ${name} »`,
    commentVersion: 'Version concernée',
    noVersion: 'Aucune version en particulier',
    decision: 'Décision',
    actionsLabel: 'Actions sur le contenu',
    done: {
      send_to_client: 'Contenu envoyé au client',
      approve: 'Contenu validé',
      request_changes: 'Modifications demandées',
      publish: 'Publication enregistrée',
      unpublish: 'Publication annulée',
      check_publication: 'Publication vérifiée',
    },
    commentSent: 'Commentaire envoyé',
    draftSent: 'Brouillon envoyé',
  },
} as const;
