// The texts of the screens the mailed links open, and of the forgotten-password and sign-up
// steps (issues 10 and 27): loaded with those screens, not with every page (.size-limit.js).
export const authScreens = {
  verifying: 'Vérification en cours…',
  verified: 'Votre adresse email est vérifiée. Merci !',
  toApp: "Aller à l'application",
  toLogin: 'Aller à la connexion',
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
  resetSubmit: 'Enregistrer le mot de passe',
  resetDone: 'Votre mot de passe a été modifié. Connectez-vous avec le nouveau.',
  missingToken: 'Ce lien est incomplet. Ouvrez le lien reçu par email, ou demandez-en un nouveau.',
  // Sign-up answers the same for a new and a known address (issue 27): the mailbox tells.
  checkMailboxTitle: 'Vérifiez votre boîte mail',
  checkMailboxText: (email: string) =>
    `Nous venons d'envoyer un message à ${email}. Ouvrez le lien qu'il contient pour continuer : il est valable 24 heures.`,
  checkMailboxHint:
    "Rien reçu d'ici quelques minutes ? Regardez dans les courriers indésirables, ou vérifiez l'adresse saisie.",
  confirmSignUpTitle: 'Finalisation de votre inscription',
  confirmingSignUp: 'Création de votre compte…',
  unlockTitle: 'Débloquer cet appareil',
  unlocking: 'Déblocage en cours…',
  unlocked:
    'Cet appareil est débloqué : connectez-vous avec votre mot de passe, malgré les tentatives faites ailleurs.',
};
