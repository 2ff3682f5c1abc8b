// Texts of the mailed links (issue 10): verifying the email address and resetting a password.
// The mails themselves, the screens their links open, and the banner of an unverified account.
export const authMail = {
  invalidLink: "Ce lien n'est plus valide : il a déjà servi ou a expiré.",
  banner: (email: string) =>
    `Confirmez votre adresse email : nous avons envoyé un lien de vérification à ${email}.`,
  resend: 'Renvoyer le lien',
  resent: 'Un nouveau lien de vérification vous a été envoyé.',
  alreadyVerified: 'Votre adresse email est déjà vérifiée.',
  verifyTitle: "Vérification de l'adresse email",
  verifying: 'Vérification en cours…',
  verified: 'Votre adresse email est vérifiée. Merci !',
  toApp: "Aller à l'application",
  toLogin: 'Aller à la connexion',
  forgotLink: 'Mot de passe oublié ?',
  forgotTitle: 'Mot de passe oublié',
  forgotText:
    'Indiquez votre adresse email : si un compte existe, vous recevrez un lien pour choisir un nouveau mot de passe.',
  forgotSubmit: 'Envoyer le lien',
  forgotSent:
    'Si un compte existe pour cette adresse, un lien valable une heure vient de lui être envoyé.',
  resetTitle: 'Nouveau mot de passe',
  resetSubtitle: 'Choisissez un nouveau mot de passe pour votre compte.',
  newPassword: 'Nouveau mot de passe',
  confirmPassword: 'Confirmer le mot de passe',
  passwordsDiffer: 'Les deux mots de passe ne correspondent pas.',
  resetSubmit: 'Enregistrer le mot de passe',
  resetDone: 'Votre mot de passe a été modifié. Connectez-vous avec le nouveau.',
  missingToken: 'Ce lien est incomplet. Ouvrez le lien reçu par email, ou demandez-en un nouveau.',
  verifyMail: {
    subject: 'Confirmez votre adresse email',
    text: (firstName: string, link: string) =>
      `Bonjour ${firstName},\n\nConfirmez votre adresse email en ouvrant ce lien (valable 7 jours) :\n${link}\n\nSi vous n'avez pas créé de compte Infludesk, ignorez ce message.\n`,
  },
  // Sign-up answers the same for a new and a known address (issue 27): the mailbox tells.
  checkMailboxTitle: 'Vérifiez votre boîte mail',
  checkMailboxText: (email: string) =>
    `Nous venons d'envoyer un message à ${email}. Ouvrez le lien qu'il contient pour continuer : il est valable 24 heures.`,
  checkMailboxHint:
    "Rien reçu d'ici quelques minutes ? Regardez dans les courriers indésirables, ou vérifiez l'adresse saisie.",
  confirmSignUpTitle: 'Finalisation de votre inscription',
  confirmingSignUp: 'Création de votre compte…',
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
  unlockTitle: 'Débloquer cet appareil',
  unlocking: 'Déblocage en cours…',
  unlocked:
    'Cet appareil est débloqué : connectez-vous avec votre mot de passe, malgré les tentatives faites ailleurs.',
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
