// Issue 32, decision 0066: the texts of personal API tokens (Compte, and the API's refusals).
// Imported where used, never through `fr`: the entry every page loads stays within its budget.
import type { ApiTokenExpiry, ApiTokenStatus } from '#shared/domain/api-tokens';

export const apiTokensText = {
  title: 'Jetons d’API',
  subtitle:
    'Un jeton permet à un outil (Make, Zapier, un script) d’appeler l’API publique en votre nom, dans les sections choisies et jamais au-delà de vos propres accès.',
  create: 'Créer un jeton',
  empty: 'Aucun jeton pour le moment.',
  loadFailed: 'Impossible de charger vos jetons.',
  columns: {
    name: 'Nom',
    prefix: 'Préfixe',
    sections: 'Sections',
    lastUsed: 'Dernière utilisation',
    expiry: 'Expiration',
    status: 'Statut',
    actions: 'Actions',
  },
  neverUsed: 'Jamais',
  neverExpires: 'Jamais',
  statuses: {
    live: 'Actif',
    expired: 'Expiré',
    revoked: 'Révoqué',
  } satisfies Record<ApiTokenStatus, string>,
  form: {
    title: 'Créer un jeton',
    name: 'Nom',
    nameHint: 'Pour vous rappeler où il sert, par exemple « Zapier – factures ».',
    expiry: 'Expiration',
    sections: 'Sections',
    sectionsHint: 'Seules les sections auxquelles vous avez accès sont proposées.',
    submit: 'Créer le jeton',
    created: 'Jeton créé',
  },
  expiries: {
    '30': '30 jours',
    '90': '90 jours',
    '365': '1 an',
    never: 'Jamais',
  } satisfies Record<ApiTokenExpiry, string>,
  shown: {
    title: 'Votre nouveau jeton',
    warning:
      'Copiez ce jeton maintenant : il ne sera plus jamais affiché. Gardez-le secret, comme un mot de passe.',
    label: 'Jeton',
    copy: 'Copier le jeton',
    copied: 'Jeton copié',
    done: 'J’ai copié le jeton',
  },
  revoke: {
    action: 'Révoquer',
    aria: (name: string) => `Révoquer le jeton ${name}`,
    title: 'Révoquer le jeton',
    body: (name: string) =>
      `Le jeton « ${name} » cessera de fonctionner immédiatement. Les outils qui l’utilisent ne pourront plus appeler l’API.`,
    done: 'Jeton révoqué',
  },
  fields: {
    name: 'Nom',
    expiry: 'Expiration',
    sections: 'Sections',
    expiryInvalid: '« Expiration » : choisissez une durée proposée.',
    sectionsRequired: '« Sections » : choisissez au moins une section.',
    sectionUnknown: '« Sections » : section inconnue.',
    sectionsBeyond: (names: string) => `« Sections » : vous n’avez pas accès à ${names}.`,
  },
  errors: {
    // The gate of /api/v1/*.
    missing: 'Jeton d’API manquant : envoyez l’en-tête « Authorization: Bearer <jeton> ».',
    invalid: 'Jeton d’API invalide.',
    expired: 'Ce jeton d’API a expiré.',
    revoked: 'Ce jeton d’API a été révoqué.',
    memberLeft: 'Le membre de ce jeton ne fait plus partie de l’agence.',
    // A bearer token anywhere but /api/v1/*.
    notHere: 'Un jeton d’API n’ouvre que l’API publique (/api/v1).',
    tooManyRequests: 'Trop de requêtes avec ce jeton. Réessayez dans une minute.',
    notFound: 'Ce jeton n’existe pas.',
  },
};
