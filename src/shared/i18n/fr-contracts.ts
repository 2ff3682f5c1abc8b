// Issue 31: the contracts' texts (the agency's section of 'Conformité', the creator's link).
// The contracts helper completes this catalogue.
export const contracts = {
  fields: {
    fullName: 'Nom complet',
    accepted: 'J’ai lu le contrat et je l’accepte',
  },
  messages: {
    documentChanged: 'Le contrat a changé depuis votre lecture : relisez-le avant de signer.',
    mustAccept: 'Cochez « J’ai lu le contrat et je l’accepte » pour signer.',
  },
};
