// The server's texts of the throw-away agency of 'Voir la démo' (decision 0038): its names and
// its refusals. Apart from fr.ts so that the browser's entry does not carry them; the banner
// the app shows is fr.demoAgency.banner.
export const demoAgencyTexts = {
  agencyName: 'Agence de démonstration',
  firstName: 'Camille',
  lastName: 'Démo',
  jobTitle: 'Chargée de projet',
  tooManyFromAddress:
    'Trop de démos ouvertes depuis votre adresse. Veuillez réessayer dans une heure.',
  tooManyEverywhere:
    'La démo est très demandée en ce moment. Veuillez réessayer dans quelques minutes.',
  unavailable: 'Cette action n’est pas disponible dans l’agence de démonstration.',
} as const;
