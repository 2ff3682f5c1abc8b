// Issue 31: the texts of the 'Conformité' tab of a deal and of Toutes les campagnes › Conformité
// (the rules' own sentences, titles and levels are in fr-compliance.ts).
export const complianceScreen = {
  filters: {
    check: 'Vérification',
    manager: 'Chef de projet',
    cursor: 'Page',
  },
};
