// The mails themselves (issues 10 and 27): server-only texts, kept out of the catalogue the
// browser loads with every page (the entry's budget, .size-limit.js).
export const authMails = {
  verifyMail: {
    subject: 'Confirmez votre adresse email',
    text: (firstName: string, link: string) =>
      `Bonjour ${firstName},\n\nConfirmez votre adresse email en ouvrant ce lien (valable 7 jours) :\n${link}\n\nSi vous n'avez pas créé de compte Infludesk, ignorez ce message.\n`,
  },
  confirmSignUpMail: {
    subject: 'Confirmez votre inscription',
    text: (firstName: string, link: string) =>
      `Bonjour ${firstName},\n\nPour terminer la création de votre compte Infludesk, ouvrez ce lien (valable 24 heures, une seule fois) :\n${link}\n\nSi vous n'avez pas demandé à créer de compte, ignorez ce message : aucun compte ne sera créé.\n`,
  },
  alreadyHaveAccountMail: {
    subject: 'Vous avez déjà un compte',
    text: (firstName: string, signInLink: string, resetLink: string) =>
      `Bonjour ${firstName},\n\nQuelqu'un, sans doute vous, a voulu créer un compte Infludesk avec cette adresse. Vous avez déjà un compte : inutile d'en créer un autre.\n\nPour vous connecter :\n${signInLink}\n\nMot de passe oublié ? Choisissez-en un nouveau avec ce lien (valable une heure, une seule fois) :\n${resetLink}\n\nSi ce n'était pas vous, ignorez ce message : rien n'a changé sur votre compte.\n`,
  },
  unlockMail: {
    subject: 'Débloquer cet appareil',
    text: (firstName: string, link: string) =>
      `Bonjour ${firstName},\n\nDe nombreuses tentatives de connexion à votre compte ont échoué : par prudence, la connexion depuis un nouvel appareil est bloquée pendant 15 minutes.\n\nSi c'est vous, ouvrez ce lien sur l'appareil avec lequel vous voulez vous connecter (valable une heure, une seule fois) — Débloquer cet appareil :\n${link}\n\nVotre mot de passe vous sera toujours demandé. Si ce n'est pas vous, ignorez ce message ; si vous craignez que votre mot de passe soit connu, changez-le (Mot de passe oublié ?).\n`,
  },
  resetMail: {
    subject: 'Réinitialisation de votre mot de passe',
    text: (firstName: string, link: string) =>
      `Bonjour ${firstName},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, une seule fois) :\n${link}\n\nSi vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.\n`,
  },
};
