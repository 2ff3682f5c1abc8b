// Issue 29, decision 0053: the texts of a casting's selection sent to the client by private
// link. Imported where used, never through `fr`: the entry every page loads stays small.

export const castingLinksText = {
  sendSelection: 'Envoyer la sélection au client',
  dialogTitle: 'Envoyer la sélection au client',
  dialogDescription:
    'Le client ouvre ce lien sans compte et accepte ou refuse chaque influenceur proposé. Le lien est valable 30 jours ; en créer un nouveau désactive le précédent.',
  // The dialog's other texts are every private link's (`linksText.dialog` in fr-links.ts).
  email: 'Email du client (facultatif)',
  url: 'Lien de la sélection',
  noLink: 'Aucun lien pour ce casting.',
  acceptedByClient: 'Validé par le client',
  rejectedByClient: 'Refusé par le client',
  byReviewer: (name: string) => `par ${name}`,
  /** The history's author of a decision made through the link (no account). */
  historyActor: (name: string) => `${name} (client, par son lien)`,
  errors: {
    noProposal: 'Ce profil ne fait pas partie de cette sélection.',
  },
};

// The mail that carries the link: server-only, kept apart from what the screen reads.
export const castingLinkMail = {
  subject: (agencyName: string, castingName: string) =>
    `${agencyName} vous propose une sélection : ${castingName}`,
  text: (p: {
    agencyName: string;
    castingName: string;
    brand: string;
    until: string;
    url: string;
  }) =>
    `Bonjour,\n\n${p.agencyName} vous propose une sélection d’influenceurs pour « ${p.castingName} » (${p.brand}). Vous pouvez accepter ou refuser chaque profil.\n\nVotre lien, valable jusqu’au ${p.until} :\n${p.url}\n\nNe le transmettez qu’aux personnes concernées : il s’ouvre sans mot de passe.\n`,
};
