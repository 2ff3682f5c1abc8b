// Issue 32, decision 0068: the texts of a member's calendar feed (the card on Compte and the
// events of the .ics). Imported where used, never through `fr`: the entry every page loads stays
// within its budget.

export const calendarFeedText = {
  calendarName: (fullName: string) => `Infludesk — ${fullName}`.trim(),
  calendarDescription: 'Vos tâches et les publications prévues de vos collaborations.',
  task: {
    influencer: (name: string) => `Influenceur : ${name}`,
    priority: (label: string) => `Priorité : ${label}`,
    status: (label: string) => `Statut : ${label}`,
  },
  publication: {
    summary: (creator: string, format: string) => `Publication : ${creator} · ${format}`,
    deal: (name: string, brand: string) =>
      brand ? `Collaboration : ${name} (${brand})` : `Collaboration : ${name}`,
    creator: (name: string) => `Créateur : ${name}`,
    format: (label: string) => `Format : ${label}`,
    stage: (label: string) => `Étape : ${label}`,
  },
  openInApp: (url: string) => `Ouvrir dans Infludesk : ${url}`,
  errors: {
    unknown: 'Ce calendrier n’existe pas ou a été désactivé.',
  },
  card: {
    title: 'Calendrier',
    intro:
      'Abonnez votre agenda (Google Agenda, Outlook, Calendrier d’Apple) à vos échéances : vos tâches à faire (celles qui vous sont assignées et celles des influenceurs que vous avez créées) et les publications prévues des collaborations dont vous êtes chef de projet, de 90 jours en arrière à un an en avant.',
    privacy:
      'Ce lien est personnel : quiconque le connaît lit ces événements. Ne le partagez pas ; remplacez-le s’il a circulé.',
    loadFailed: 'Impossible de charger l’état de votre lien de calendrier.',
    retry: 'Réessayer',
    none: 'Vous n’avez pas encore de lien de calendrier.',
    create: 'Créer mon lien de calendrier',
    created: 'Lien de calendrier créé',
    live: 'Lien actif',
    expired: 'Ce lien a expiré faute d’avoir été lu. Créez-en un nouveau.',
    facts: {
      createdOn: (date: string) => `Créé le ${date}`,
      lastUsedOn: (date: string) => `lu par votre agenda le ${date}`,
      neverUsed: 'pas encore lu par votre agenda',
      expiresOn: (date: string) => `expire le ${date} s’il n’est plus lu`,
    },
    urlLabel: 'Adresse de votre calendrier',
    shownOnce:
      'Copiez cette adresse maintenant : elle ne sera plus affichée. Pour la retrouver, remplacez le lien.',
    copy: 'Copier l’adresse',
    copied: 'Adresse copiée',
    howTo: 'Comment l’ajouter à votre agenda',
    steps: {
      google:
        'Google Agenda : « Autres agendas » → « + » → « À partir de l’URL », collez l’adresse, puis « Ajouter un agenda ».',
      outlook:
        'Outlook : « Ajouter un calendrier » → « S’abonner à partir du web », collez l’adresse, puis « Importer ».',
      apple:
        'Calendrier d’Apple : « Fichier » → « Nouvel abonnement à un calendrier… », collez l’adresse, puis « S’abonner ».',
    },
    refreshNote:
      'Votre agenda relit le lien de lui-même, toutes les quelques heures selon l’application.',
    replace: 'Remplacer le lien',
    replaceTitle: 'Remplacer le lien de calendrier ?',
    replaceConfirm:
      'L’adresse actuelle cessera aussitôt de fonctionner : abonnez ensuite votre agenda à la nouvelle.',
    replaced: 'Nouveau lien créé ; l’ancien ne fonctionne plus',
    revoke: 'Désactiver',
    revokeTitle: 'Désactiver le lien de calendrier ?',
    revokeConfirm:
      'Votre agenda ne recevra plus vos tâches ni vos publications. Vous pourrez créer un nouveau lien plus tard.',
    revoked: 'Lien de calendrier désactivé',
  },
};
