// The password rule's texts (issue 10, item 13): the strength meter and the reasons for a
// refusal, naming the field as every field message does.
const field = '« Mot de passe »';

export const passwordStrength = {
  meterLabel: 'Solidité du mot de passe',
  levels: ['Très faible', 'Faible', 'Moyen', 'Solide', 'Très solide'] as const,
  accepted: 'Ce mot de passe est assez solide.',
  hint: 'Astuce : une phrase de plusieurs mots peu courants est solide et facile à retenir.',
  problems: {
    tooShort: `Le champ ${field} doit contenir au moins 8 caractères.`,
    personal: `Le champ ${field} ne doit pas contenir votre email ni votre nom.`,
    common: `Le champ ${field} fait partie des mots de passe les plus courants.`,
    keyboard: `Le champ ${field} suit les touches du clavier : il se devine facilement.`,
    repeat: `Le champ ${field} répète les mêmes caractères : il se devine facilement.`,
    sequence: `Le champ ${field} contient une suite trop simple (abc, 1234…).`,
    date: `Le champ ${field} contient une date ou une année : elle se devine facilement.`,
    words: `Le champ ${field} est fait de mots ou de noms trop courants.`,
    guessable: `Le champ ${field} est trop facile à deviner.`,
  },
};
