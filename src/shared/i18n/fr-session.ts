// Texts of a session that ends under the user's feet, and of the app before joining an agency
// (issue 11). The spec gives none of them: ours, in its voice ('Veuillez vous connecter.').
export const session = {
  ended: 'Votre session a pris fin. Veuillez vous reconnecter.',
  welcomeTitle: 'Bienvenue sur Infludesk',
  // Followed by the spec's 'Vous n'êtes pas encore membre d'une agence.' (fr.account.noAgency).
  welcomeText:
    "Les collaborations, les clients, les influenceurs et les autres sections s'ouvrent dès que vous rejoignez une agence.",
  welcomeCodeHint: "Demandez son code à un membre de l'agence : il le trouve sur sa page Compte.",
} as const;
