// The mails that carry a private link (issue 29, decision 0050): server-only texts, kept out of
// the catalogue the browser loads with every page.

export const linkMails = {
  creator: {
    subject: (agencyName: string, dealName: string) => `${agencyName} vous invite : ${dealName}`,
    text: (p: {
      agencyName: string;
      fullName: string;
      dealName: string;
      brand: string;
      until: string;
      url: string;
    }) =>
      `Bonjour ${p.fullName},\n\n${p.agencyName} vous invite à suivre vos contenus pour « ${p.dealName} » (${p.brand}) : vos contenus à produire, leurs dates prévues, l’envoi de vos brouillons.\n\nVotre lien personnel, valable jusqu’au ${p.until} :\n${p.url}\n\nNe le transférez pas : il ouvre votre espace sans mot de passe.\n`,
  },
  brand: {
    subject: (agencyName: string, dealName: string) => `${agencyName} vous invite : ${dealName}`,
    text: (p: {
      agencyName: string;
      dealName: string;
      brand: string;
      until: string;
      url: string;
    }) =>
      `Bonjour,\n\n${p.agencyName} vous invite à suivre les contenus de « ${p.dealName} » (${p.brand}) : les créateurs, leurs contenus et leurs dates prévues, et à valider les brouillons.\n\nVotre lien, valable jusqu’au ${p.until} :\n${p.url}\n\nNe le transmettez qu’aux personnes concernées : il s’ouvre sans mot de passe.\n`,
  },
  // Issue 30: 'Partager le rapport'.
  report: {
    subject: (agencyName: string, dealName: string) =>
      `${agencyName} partage le rapport de campagne : ${dealName}`,
    text: (p: {
      agencyName: string;
      dealName: string;
      brand: string;
      until: string;
      url: string;
    }) =>
      `Bonjour,\n\n${p.agencyName} partage avec vous le rapport de campagne de « ${p.dealName} » (${p.brand}) : les publications, leurs statistiques et les indicateurs, à jour à chaque ouverture.\n\nVotre lien, valable jusqu’au ${p.until} :\n${p.url}\n\nNe le transmettez qu’aux personnes concernées : il s’ouvre sans mot de passe.\n`,
  },
};

/**
 * The mail to a deal's chef de projet when an outsider acts through their link (decision
 * 0051): a draft received, the brand's approval or its changes.
 */
export type ContentNews = 'draft' | 'approved' | 'changes_requested';

export const contentNewsMails = {
  subject: (news: ContentNews, dealName: string) =>
    ({
      draft: `Brouillon reçu : ${dealName}`,
      approved: `Contenu validé par le client : ${dealName}`,
      changes_requested: `Modifications demandées par le client : ${dealName}`,
    })[news],
  text: (p: {
    news: ContentNews;
    managerName: string;
    /** The creator's name (a draft), or the brand's reviewer. */
    actorName: string;
    reviewerEmail: string;
    creatorName: string;
    content: string;
    version: number;
    dealName: string;
    brand: string;
    comment: string;
    url: string;
  }) => {
    const what = `la V${p.version} de « ${p.content} »`;
    const by = `${p.actorName} (${p.brand}, ${p.reviewerEmail})`;
    const line = {
      draft: `${p.actorName} a envoyé ${what} pour « ${p.dealName} » (${p.brand}), par son lien.`,
      approved: `${by} a validé ${what} de ${p.creatorName} pour « ${p.dealName} », par son lien.`,
      changes_requested: `${by} demande des modifications sur ${what} de ${p.creatorName} pour « ${p.dealName} », par son lien.`,
    }[p.news];
    const comment = p.comment ? `\n\nSon commentaire :\n« ${p.comment} »` : '';
    return `Bonjour ${p.managerName},\n\n${line}${comment}\n\nVoir la collaboration :\n${p.url}\n`;
  },
};
