import { account } from '#shared/i18n/fr-account';
import { authMail } from '#shared/i18n/fr-auth-mail';
import { clientsScreen } from '#shared/i18n/fr-clients';
import { collaborations } from '#shared/i18n/fr-collaborations';
import { forms } from '#shared/i18n/fr-forms';
import { history } from '#shared/i18n/fr-history';
import { influencersScreen } from '#shared/i18n/fr-influencers';
import { landing } from '#shared/i18n/fr-landing';
import { passwordStrength } from '#shared/i18n/fr-passwords';
import { pickers } from '#shared/i18n/fr-pickers';
import { session } from '#shared/i18n/fr-session';
import { sectorLabels } from '#shared/i18n/fr-sectors';
import { teamWork } from '#shared/i18n/fr-team-work';
import { vocabulary } from '#shared/i18n/fr-vocabulary';

// The French texts of the product, keyed by meaning. The spec's wording is reproduced exactly
// (accents and punctuation included): change a text here, never in a component.

export const fr = {
  app: {
    name: 'Infludesk',
    // The spec's 'Loading...' in French (issue 27, item 6): a person reads it.
    loading: 'Chargement…',
    tagline: "Le back-office des agences de marketing d'influence",
  },
  landing,
  // The throw-away agency of 'Voir la démo' (decision 0038); the server's texts of it are in
  // fr-demo-agency.ts, out of the browser's entry.
  demoAgency: {
    banner: 'Agence de démonstration : les données sont effacées après 24 h',
  },
  account,
  authMail,
  collaborations,
  clientsScreen,
  influencersScreen,
  pickers,
  session,
  forms,
  teamWork,
  common: {
    close: 'Fermer',
    // A toast's close button (sonner says 'Close toast' unless told).
    closeNotification: 'Fermer la notification',
    cancel: 'Annuler',
    save: 'Enregistrer',
    create: 'Créer',
    update: 'Mettre à jour',
    edit: 'Modifier',
    delete: 'Supprimer',
    add: 'Ajouter',
    remove: 'Retirer',
    search: 'Rechercher',
    loading: 'Chargement…',
    retry: 'Réessayer',
    previous: 'Précédent',
    next: 'Suivant',
    actions: 'Actions',
    yes: 'Oui',
    no: 'Non',
    copy: 'Copier',
    copied: 'Copié !',
    pagination: 'Pagination',
    page: (n: number) => `Page ${n}`,
    details: 'Détails',
    filters: 'Filtres',
    all: 'Tous',
    allTypes: 'Tous les types',
    status: 'Statut',
    type: 'Type',
    noResultsTitle: 'Aucun résultat trouvé',
    noResultsText: 'Essayez de modifier vos critères de recherche',
    loadMore: 'Afficher plus',
    saved: 'Modifications enregistrées.',
    deleted: 'Suppression effectuée.',
  },
  shell: {
    navigation: 'Navigation principale',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    themeToDark: 'Passer au thème sombre',
    themeToLight: 'Passer au thème clair',
    skipToContent: 'Aller au contenu',
    comingSoon: 'Cet écran arrive bientôt.',
    superAdmin: 'Super admin',
  },
  auth: {
    signInTitle: 'Connexion',
    signUpTitle: 'Créer un compte',
    signInSubtitle: 'Accédez à votre espace agence',
    signUpSubtitle: 'Rejoignez Infludesk en quelques secondes',
    email: 'Email',
    password: 'Mot de passe',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    firstName: 'Prénom',
    lastName: 'Nom',
    jobTitle: "Rôle dans l'entreprise",
    agencyChoice: 'Agence',
    agencyCreate: 'Créer une nouvelle agence',
    agencyJoin: 'Rejoindre une agence existante',
    agencyNone: 'Plus tard',
    agencyName: "Nom de l'agence",
    agencyCode: "Code de l'agence",
    agencyCodeHint: "Demandez ce code à un membre de l'agence (page Compte).",
    submitSignIn: 'Se connecter',
    submitSignUp: "S'inscrire",
    toSignUp: 'Pas encore de compte ? Inscrivez-vous',
    toSignIn: 'Déjà un compte ? Connectez-vous',
    signOut: 'Déconnexion',
    backHome: "Infludesk — retour à l'accueil",
  },
  errors: {
    invalidIdempotencyKey:
      "L'en-tête Idempotency-Key est invalide : 1 à 200 caractères, sans caractère nul.",
    invalidCredentials: 'Email ou mot de passe incorrect',
    emailInUse: 'Un compte existe déjà avec cette adresse email',
    signUpFallback: "Erreur d'inscription, veuillez réessayer.",
    unknownAgency: "Cette agence n'existe pas",
    notSignedIn: 'Aucun utilisateur connecté',
    profileNotFound: 'Profil utilisateur non trouvé',
    noAgency: 'Aucune agence associée à cet utilisateur',
    // The spec's 'Document not found' and 'Unauthorized' in French (issue 27, item 6): the
    // client shows these messages; the English stays in the codes (not_found, forbidden).
    documentNotFound: "Cet élément n'existe plus (il a peut-être été supprimé).",
    unauthorized: 'Accès non autorisé.',
    wrongPassword: 'Mot de passe incorrect',
    deleteAccountFallback: 'Une erreur est survenue lors de la suppression du compte.',
    resourceNeedsUrlOrFile: 'Veuillez fournir soit une URL, soit un fichier.',
    resourceSaveFailed: 'Une erreur est survenue lors de la sauvegarde de la ressource.',
    updateFailed: 'Une erreur est survenue lors de la mise à jour.',
    agencyFetchFailed: "Une erreur est survenue lors de la récupération des détails de l'agence.",
    joinFailed: "Une erreur est survenue lors de la tentative de rejoindre l'agence",
    todoNoUser: 'Utilisateur non connecté',
    todoLoadFailed: 'Une erreur est survenue lors du chargement des données',
    todoDeleteFailed: 'Erreur lors de la suppression de la tâche',
    todoSaveFailed: 'Une erreur est survenue lors de la sauvegarde',
    todoDateRequired: 'La date est requise',
    assistantFailed: 'Erreur lors de la génération de la réponse',
    assistantFallbackReply: "Désolé, je n'ai pas pu générer une réponse.",
    assistantNotAuthenticated: 'Utilisateur non authentifié.',
    assistantUserMissing: "L'utilisateur n'existe pas dans la base de données.",
    assistantNoAgencyId: "L'utilisateur n'a pas d'ID d'agence associé.",
    assistantNoAgency: 'Aucune agence disponible pour cet utilisateur.',
    assistantLoadFailed: 'Erreur lors du chargement des données',
    assistantUserFetchFailed: 'Erreur lors de la récupération des données utilisateur.',
    assistantUsersFetchFailed: 'Erreur lors de la récupération des utilisateurs',
    // Texts the spec does not give; ours, in the same voice.
    notFound: "Cette adresse n'existe pas.",
    malformedJson: "Le corps de la requête n'est pas un JSON valide.",
    validation: 'Certains champs sont invalides.',
    forbiddenSection: "Vous n'avez pas accès à cette section.",
    forbidden: "Vous n'avez pas le droit d'effectuer cette action.",
    tooManyRequests: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
    badOrigin: 'Requête refusée : origine non autorisée.',
    // Added with issue 10: input that is too large is refused before it is read.
    payloadTooLarge: 'Le corps de la requête est trop volumineux (1 Mo au plus).',
    queryTooLong: "L'adresse de la requête est trop longue.",
    headersTooLarge: 'Les en-têtes de la requête sont trop volumineux.',
    badRequest: 'Requête invalide.',
    unexpected: 'Une erreur inattendue est survenue. Veuillez réessayer.',
    network: 'Impossible de joindre le serveur. Vérifiez votre connexion.',
  },
  fields: {
    required: (label: string) => `Le champ « ${label} » est requis.`,
    invalidEmail: (label: string) => `Le champ « ${label} » doit être une adresse email valide.`,
    tooShort: (label: string, min: number) =>
      `Le champ « ${label} » doit contenir au moins ${min} caractères.`,
    tooLong: (label: string) => `Le champ « ${label} » est trop long.`,
    invalid: (label: string) => `Le champ « ${label} » est invalide.`,
    // Added with the address book (issue 5).
    invalidDate: (label: string) => `Le champ « ${label} » doit être une date valide.`,
    pastDate: (label: string) => `Le champ « ${label} » doit être une date passée.`,
    wholeNumber: (label: string) =>
      `Le champ « ${label} » doit être un nombre entier positif ou nul.`,
    tooLarge: (label: string) => `Le champ « ${label} » est trop grand.`,
    invalidSiret: (label: string) =>
      `Le champ « ${label} » doit contenir 14 chiffres avec une clé de contrôle valide.`,
    // Added with issue 10.
    invalidCharacters: (label: string) =>
      `Le champ « ${label} » contient un caractère non autorisé.`,
    tooMany: (label: string, max: number) =>
      `Le champ « ${label} » contient trop d'éléments (${max} au plus).`,
  },
  success: {
    profileUpdated: 'Vos informations ont été mises à jour avec succès.',
    joinedAgency: "Vous avez rejoint l'agence avec succès.",
    infoUpdated: 'Les informations ont été mises à jour avec succès.',
    taskAssignedTo: (firstName: string, lastName: string) =>
      `Tâche assignée à ${firstName} ${lastName}`,
  },
  placeholders: {
    unassigned: 'Non assigné',
    notProvided: 'Non renseigné',
    unknownDate: 'Date inconnue',
    undefined: 'Non définie',
    roleUndefined: 'Rôle non défini',
  },
  confirm: {
    delete: (what: string) =>
      `Êtes-vous sûr de vouloir supprimer ${what} ? Cette action est irréversible.`,
    // A business record goes to the Corbeille (issue 28, decision 0046): the spec's question,
    // its second sentence no longer true.
    moveToTrash: (what: string) =>
      `Êtes-vous sûr de vouloir supprimer ${what} ? Vous pourrez annuler cette suppression depuis la Corbeille (Compte) pendant 30 jours.`,
    cancel: 'Annuler',
    confirmDelete: 'Supprimer',
  },
  history,
  ...vocabulary,
  ...sectorLabels,
  passwordStrength,
  clients: {
    brandName: 'Nom de la marque',
    sectorMain: 'Secteur',
    sectorSub: 'Sous-secteur',
    notes: 'Notes',
    contacts: 'Contacts',
    contactName: 'Nom du contact',
    contactEmail: 'Email du contact',
    contactPhone: 'Téléphone du contact',
    contactRole: 'Rôle du contact',
    contactType: 'Type de contact',
    search: 'Recherche',
    page: 'Page',
    sectorSubWithoutMain: 'Choisissez un secteur avant le champ « Sous-secteur ».',
    sectorSubMismatch: 'Le champ « Sous-secteur » doit appartenir au secteur choisi.',
    emptyTitle: 'Aucun client',
    emptyHint: 'Commencez par ajouter votre premier client',
    noResultTitle: 'Aucun résultat trouvé',
    noResultHint: 'Essayez de modifier vos critères de recherche',
    previousPage: 'Précédent',
    nextPage: 'Suivant',
  },
  influencers: {
    fullName: 'Nom complet',
    username: "Nom d'utilisateur",
    address: 'Adresse',
    phoneNumber: 'Téléphone',
    birthDate: 'Date de naissance',
    siret: 'SIRET',
    internalReferent: 'Référent interne',
    isExclusive: 'Exclusivité',
    internalNotes: 'Notes internes',
    proposedTo: 'Proposé à',
    platforms: 'Plateformes',
    platformName: 'Plateforme',
    platformHandle: 'Identifiant',
    platformAudience: 'Audience',
    rates: 'Tarifs',
    rateType: 'Type de livrable',
    ratePrice: 'Prix',
    search: 'Recherche',
    archived: 'Archivés',
    exclusive: 'Exclusivité',
    cursor: 'Curseur',
    limit: 'Nombre de résultats',
    excludeIds: 'Influenceurs exclus',
    noCollaboration: 'Aucune campagne pour cet influenceur',
  },
  datePeriods: {
    all: 'Toutes les dates',
    week: '7 derniers jours',
    month: '30 derniers jours',
    '3months': '3 derniers mois',
    '6months': '6 derniers mois',
    year: '12 derniers mois',
    custom: 'Période personnalisée',
  },
  sections: {
    collaborations: 'Collaborations',
    todo: 'Tâches',
    clients: 'Clients',
    influencers: 'Influenceurs',
    casting: 'Casting',
    accounting: 'Comptabilité influenceur',
    resources: 'Ressources',
    assistant: 'Assistant IA',
    account: 'Compte',
    campaigns: 'Toutes les campagnes',
  },
} as const;

export type Catalogue = typeof fr;
