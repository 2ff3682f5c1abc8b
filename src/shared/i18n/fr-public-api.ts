// Issue 32, item 1: the words of the public API's OpenAPI document and of its reference page
// (/api/docs). The error messages themselves are the product's (fr.errors, fr.fields…).

const crud = (one: string, many: string, article: 'un' | 'une', createDescription?: string) => {
  const the = article === 'un' ? 'le' : 'la';
  const theOne = /^[aeéiou]/i.test(one) ? `l’${one}` : `${the} ${one}`;
  return {
    list: {
      summary: `Lister les ${many}`,
      description: `Une page de ${many}, avec la recherche et les filtres de l’écran. « nextCursor » donne la page suivante (null à la dernière).`,
    },
    get: {
      summary: `Lire ${article} ${one}`,
      description: `Tous les champs de ${theOne}, avec sa « version » à renvoyer lors d’une modification.`,
    },
    create: {
      summary: `Créer ${article} ${one}`,
      description:
        createDescription ??
        `Crée ${theOne} avec les mêmes règles que le formulaire de l’écran. Un en-tête Idempotency-Key rend un nouvel essai sans risque.`,
    },
    update: {
      summary: `Modifier ${article} ${one}`,
      description: `Remplace tous les champs de ${theOne} par ceux du corps envoyé, qui porte la « version » lue : si l’élément a changé entre-temps, la réponse est 409.`,
    },
    remove: {
      summary: `Supprimer ${article} ${one}`,
      description: `Place ${theOne} dans la Corbeille (restauration possible pendant 30 jours).`,
    },
  };
};

export const publicApiText = {
  info: {
    title: 'API Infludesk',
    description:
      'L’API publique d’Infludesk : clients, influenceurs, collaborations, tâches et paiements de votre agence, avec les mêmes règles et les mêmes permissions que les écrans. Chaque appel est authentifié par un jeton d’API personnel.',
    server: 'Cette instance d’Infludesk',
  },
  tags: {
    token: { name: 'Jeton', description: 'Le jeton qui authentifie l’appel.' },
    clients: { name: 'Clients', description: 'Les marques et leurs contacts (section Clients).' },
    influencers: {
      name: 'Influenceurs',
      description: 'Les créateurs, leurs plateformes et leurs tarifs (section Influenceurs).',
    },
    collaborations: {
      name: 'Collaborations',
      description:
        'Les collaborations, leurs influenceurs et leurs livrables (section Collaborations). Le statut se déduit des cases « Devis envoyé » et « Paiement reçu ».',
    },
    tasks: {
      name: 'Tâches',
      description:
        'Les tâches que vous voyez : les vôtres et celles liées aux influenceurs (section Tâches).',
    },
    payments: {
      name: 'Paiements',
      description:
        'Le registre des paiements aux influenceurs des collaborations payées (section Comptabilité).',
    },
  },
  operations: {
    token: {
      summary: 'Lire son jeton',
      description:
        'Le nom, le préfixe et l’expiration du jeton appelant, et les sections qu’il ouvre aujourd’hui : celles choisies à sa création que son membre peut encore ouvrir. Permet à un outil de vérifier son jeton.',
    },
    clients: crud('client', 'clients', 'un'),
    influencers: crud('influenceur', 'influenceurs', 'un'),
    collaborations: crud(
      'collaboration',
      'collaborations',
      'une',
      'Crée la collaboration avec ses influenceurs et leurs livrables ; les tarifs et le total sont calculés par le serveur. Un en-tête Idempotency-Key rend un nouvel essai sans risque.',
    ),
    tasks: {
      ...crud('tâche', 'tâches', 'une'),
      list: {
        summary: 'Lister les tâches',
        description:
          'Toutes les tâches que vous voyez (les vôtres et celles liées aux influenceurs), par date d’échéance, une page à la fois. « nextCursor » donne la page suivante (null à la dernière).',
      },
      toggle: {
        summary: 'Cocher ou décocher une tâche',
        description:
          'Une tâche terminée repasse « À faire », toute autre devient « Terminée » ; la version ne change pas.',
      },
    },
    payments: {
      list: {
        summary: 'Lister les paiements',
        description:
          'Une ligne par influenceur de chaque collaboration payée, la plus récente d’abord, avec la recherche et la période de l’écran.',
      },
      update: {
        summary: 'Marquer un paiement',
        description:
          'Payé ou non, et le pourcentage versé (0 à 100). Avec « syncPaid », le statut suit le pourcentage : payé à 100 %, en attente sinon.',
      },
    },
  },
  responses: {
    list: 'La page demandée.',
    one: 'L’élément demandé.',
    created: 'L’élément créé.',
    updated: 'L’élément modifié.',
    deleted: 'L’élément a été placé dans la Corbeille.',
    toggled: 'La tâche après le changement.',
  },
  errors: {
    400: 'Requête invalide (par exemple un curseur qui ne vient pas de l’API).',
    401: 'Jeton absent, invalide, expiré ou révoqué, ou son membre a quitté l’agence.',
    403: 'Le jeton ne donne pas accès à cette section.',
    404: 'Aucun élément de votre agence ne porte cet identifiant.',
    409: 'L’élément a été modifié depuis que vous l’avez lu : relisez-le puis réessayez.',
    422: 'Un champ est invalide ; « fields » nomme chacun d’eux.',
    429: 'Trop d’appels : attendez le délai indiqué par les en-têtes RateLimit.',
  },
  security: {
    description:
      'Un jeton d’API personnel, créé sur la page Compte › « Jetons d’API », envoyé dans l’en-tête « Authorization: Bearer <jeton> ». Il ne donne accès qu’aux sections choisies à sa création, dans la limite de vos propres permissions.',
  },
  retryAfter: 'Le nombre de secondes à attendre avant de réessayer.',
  fields: { cursor: 'Curseur' },
  parameters: {
    id: 'L’identifiant (UUID) de l’élément.',
    idempotencyKey:
      'Facultatif : une clé de votre choix. Le même appel renvoyé avec la même clé dans les 24 heures rend la première réponse sans créer de doublon.',
    cursor: 'La valeur « nextCursor » de la page précédente.',
  },
  schema: {
    error:
      'Une erreur : un code stable, un message en français et, au besoin, le message de chaque champ.',
    errorCode: 'Un code stable, à lire par votre programme.',
    errorMessage: 'Le message en français, à montrer à une personne.',
    errorFields: 'Pour chaque champ refusé (par exemple « contacts.0.email »), son message.',
    errorChangedBy: 'Pour un 409 : qui a modifié l’élément en dernier.',
    errorChangedAt: 'Pour un 409 : quand (ISO 8601).',
    nextCursor: 'À passer en « cursor » pour la page suivante ; null à la dernière page.',
    version: 'La version lue, à renvoyer avec une modification.',
  },
  examples: {
    conflict: 'Ce client a été modifié par Léa Moreau à 14 h 32 pendant que vous le modifiiez.',
  },
  page: {
    title: 'Référence de l’API Infludesk',
    skipLink: 'Aller au contenu',
    contents: 'Sommaire',
    version: (version: string) => `Version ${version}`,
    documentLink: 'Le document OpenAPI 3.1 (JSON)',
    guide: 'Guide',
    reference: 'Référence',
    auth: {
      title: 'S’authentifier',
      steps: [
        'Sur la page Compte, carte « Jetons d’API », créez un jeton : un nom, une durée (30, 90 ou 365 jours, ou sans expiration) et les sections qu’il pourra utiliser.',
        'Copiez-le aussitôt : il n’est montré qu’une fois. Infludesk n’en garde qu’une empreinte.',
        'Envoyez-le dans l’en-tête Authorization de chaque appel. Un jeton révoqué ou expiré est refusé (401) dès l’appel suivant.',
      ],
      limits:
        'Un jeton n’ouvre jamais plus que vos propres permissions, ni les routes de session des écrans, ni une autre agence.',
      example: 'Exemple',
    },
    rateLimit: {
      title: 'Limites de débit',
      text: 'Chaque jeton dispose d’un nombre d’appels par période. Chaque réponse indique où vous en êtes :',
      headers: {
        'RateLimit-Limit': 'le nombre d’appels permis par période ;',
        'RateLimit-Remaining': 'le nombre d’appels qu’il vous reste ;',
        'RateLimit-Reset': 'le nombre de secondes avant que le compteur ne reparte de zéro.',
      },
      refused:
        'Au-delà, la réponse est 429, avec l’en-tête Retry-After (en secondes) : attendez ce délai avant de réessayer.',
    },
    pagination: {
      title: 'Listes et pagination',
      text: 'Une liste répond « items » et « nextCursor ». Pour la page suivante, renvoyez la même requête avec cursor=<nextCursor>. À la dernière page, « nextCursor » vaut null. Le curseur est opaque : ne le construisez pas vous-même (un curseur inventé est refusé par un 400).',
    },
    versions: {
      title: 'Modifications et versions des fiches',
      text: 'Chaque fiche porte un numéro « version ». Une modification (PUT) renvoie la fiche complète avec la version lue ; si quelqu’un l’a modifiée entre-temps, la réponse est 409 et nomme qui et quand. Relisez la fiche, puis réessayez.',
    },
    idempotency: {
      title: 'Créations sans doublon',
      text: 'Une création (POST) accepte l’en-tête Idempotency-Key : le même appel renvoyé avec la même clé dans les 24 heures rend la première réponse au lieu de créer un doublon.',
    },
    errors: {
      title: 'Erreurs',
      text: 'Toute erreur répond en JSON, avec un code stable à lire par votre programme et un message en français à montrer. Un champ refusé est nommé dans « fields ».',
      status: 'Statut',
      meaning: 'Signification',
      example: 'Exemple de message',
    },
    apiVersions: {
      title: 'Versions de l’API',
      text: 'Cette API est la version 1, sous /api/v1. Elle peut gagner des routes, des champs de réponse et des paramètres facultatifs ; elle ne perd ni ne renomme rien, et ne rend rien obligatoire qui ne l’était pas. Un changement de ce genre ferait une version 2, sous /api/v2, servie à côté de la version 1 pendant la transition.',
    },
    operation: {
      parameters: 'Paramètres',
      body: 'Corps de la requête (JSON)',
      answer: 'Réponse',
      answerFields: 'Champs de la réponse',
      errors: 'Erreurs possibles',
      name: 'Nom',
      where: 'Emplacement',
      field: 'Champ',
      type: 'Type',
      required: 'Obligatoire',
      details: 'Détails',
      yes: 'oui',
      no: 'non',
      locations: { path: 'chemin', query: 'requête', header: 'en-tête', cookie: 'cookie' },
    },
    types: {
      text: 'texte',
      integer: 'entier',
      number: 'nombre',
      boolean: 'booléen',
      object: 'objet',
      null: 'null',
      unknown: 'valeur libre',
      uuid: 'identifiant (UUID)',
      day: 'date (AAAA-MM-JJ)',
      moment: 'date et heure (ISO 8601)',
      listOf: (item: string) => `liste de ${item}`,
      listOfObjects: 'liste d’objets',
      or: ' ou ',
      oneOf: (values: string) => `l’une des valeurs ${values}`,
      empty: 'texte vide',
      keyed: (value: string) => `objet : clé → ${value}`,
    },
    details: {
      length: (min: number, max: number) => `${min} à ${max} caractères`,
      maxLength: (max: number) => `${max} caractères au plus`,
      minLength: (min: number) => `${min} caractères au moins`,
      range: (min: number, max: number) => `de ${min} à ${max}`,
      minimum: (min: number) => `${min} au moins`,
      maximum: (max: number) => `${max} au plus`,
      maxItems: (max: number) => `${max} éléments au plus`,
      byDefault: (value: string) => `par défaut : ${value}`,
    },
  },
} as const;
