// Texts of the mailed links (issue 10) that any page may show: the banner of an unverified
// account and the link to a forgotten password. The screens the links open are in
// fr-auth-screens.ts, the mails in fr-auth-mails.ts.
export const authMail = {
  invalidLink: "Ce lien n'est plus valide : il a déjà servi ou a expiré.",
  banner: (email: string) =>
    `Confirmez votre adresse email : nous avons envoyé un lien de vérification à ${email}.`,
  resend: 'Renvoyer le lien',
  resent: 'Un nouveau lien de vérification vous a été envoyé.',
  alreadyVerified: 'Votre adresse email est déjà vérifiée.',
  verifyTitle: "Vérification de l'adresse email",
  forgotLink: 'Mot de passe oublié ?',
  passwordsDiffer: 'Les deux mots de passe ne correspondent pas.',
};
