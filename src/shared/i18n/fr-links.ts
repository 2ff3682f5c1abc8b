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
};
