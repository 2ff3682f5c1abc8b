// Issue 29, decision 0050: the texts of private links (creator, brand). Imported where used,
// never through `fr`: the entry every page loads stays within its budget.
import type { PrivateLinkStatus } from '#shared/schemas/private-links';

export const linksText = {
  creatorLink: 'Lien créateur',
  brandLink: 'Lien client',
  statuses: {
    live: 'Actif',
    expired: 'Expiré',
    revoked: 'Désactivé',
  } satisfies Record<PrivateLinkStatus, string>,
  errors: {
    unknown: 'Ce lien n’existe pas.',
    expired: 'Ce lien a expiré. Demandez-en un nouveau à l’agence.',
    revoked: 'Ce lien a été désactivé par l’agence.',
    // The page's script sends no link: opened without its address's end (#…).
    missing: 'Ce lien est incomplet. Ouvrez-le tel que l’agence vous l’a envoyé.',
    // A link's header on any other route of the API.
    notHere: 'Un lien privé n’ouvre que sa propre page.',
    tooManyTries: 'Trop de liens incorrects depuis cette adresse. Réessayez dans quelques minutes.',
    noLine: 'Ce créateur ne fait pas partie de cette collaboration.',
    // A brand's link on what only the creator sends (a draft, its files).
    creatorOnly: 'Seul le créateur envoie ses brouillons, par son propre lien.',
  },
  /** The agency's dialog of any private link (a deal's creator or brand, a casting's client). */
  dialog: {
    emailHint: 'Le lien lui est envoyé par email si vous renseignez son adresse.',
    create: 'Créer le lien',
    renew: 'Créer un nouveau lien',
    created: 'Lien créé',
    mailedTo: (email: string) => `Lien envoyé à ${email}`,
    shownOnce: 'Copiez ce lien maintenant : il ne sera plus affiché.',
    copy: 'Copier',
    copied: 'Lien copié',
    links: 'Liens envoyés',
    createdOn: (date: string) => `Créé le ${date}`,
    expiresOn: (date: string) => `expire le ${date}`,
    lastUsedOn: (date: string) => `ouvert le ${date}`,
    revoke: 'Désactiver',
    revokeAria: (date: string) => `Désactiver le lien créé le ${date}`,
    revoked: 'Lien désactivé',
  },
  /** 'Lien créateur', one per influencer line of the deal's 'Contenus' tab. */
  creator: {
    open: (fullName: string) => `Lien créateur de ${fullName}`,
    description: (fullName: string) =>
      `${fullName} ouvre ce lien sans compte : ses contenus à produire, leurs dates prévues, l’envoi de ses brouillons. Le lien expire 30 jours après sa dernière publication prévue ; en créer un nouveau désactive le précédent.`,
    email: 'Email du créateur (facultatif)',
    url: 'Lien du créateur',
    noLink: 'Aucun lien pour ce créateur.',
  },
  /** 'Lien client', one per deal. */
  brand: {
    description: (dealName: string) =>
      `Le client ouvre ce lien sans compte : les contenus de « ${dealName} », leurs dates prévues, la validation des brouillons. Le lien expire 30 jours après la dernière publication prévue ; en créer un nouveau désactive le précédent.`,
    email: 'Email du client (facultatif)',
    url: 'Lien du client',
    noLink: 'Aucun lien client pour cette collaboration.',
  },
};
