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
  empty: 'Aucun livrable dans cette collaboration',
  errors: {
    notAllowed: 'Cette action n’est pas possible à cette étape du contenu.',
    emptyComment: 'Le commentaire est obligatoire.',
    noFile: 'Ajoutez au moins un fichier.',
    fileType: (name: string) =>
      `Le fichier « ${name} » n’est pas accepté : envoyez une image, une vidéo ou un PDF.`,
    unknownUpload: 'Un fichier envoyé est introuvable : envoyez-le à nouveau.',
  },
} as const;
