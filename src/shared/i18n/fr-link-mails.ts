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
};
