// Word lists and a seeded random source for demo data that reads like a French agency's
// address book. Seeded, so a benchmark run is reproducible.

export type Random = {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
};

/** mulberry32: tiny, fast, good enough for demo data (not for secrets). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)]!,
    chance: (probability) => next() < probability,
  };
}

// prettier-ignore
export const FIRST_NAMES = [
  'Léa', 'Emma', 'Chloé', 'Manon', 'Camille', 'Inès', 'Jade', 'Louise', 'Zoé', 'Alice',
  'Juliette', 'Sarah', 'Clara', 'Anaïs', 'Margaux', 'Élise', 'Noémie', 'Océane', 'Maëlle',
  'Hélène', 'Lucas', 'Hugo', 'Louis', 'Gabriel', 'Arthur', 'Jules', 'Théo', 'Nathan', 'Raphaël',
  'Tom', 'Mathis', 'Noah', 'Adam', 'Paul', 'Maxime', 'Antoine', 'Thomas', 'Baptiste', 'Clément',
  'Quentin', 'Étienne', 'Julien', 'Nicolas', 'Mehdi', 'Yanis', 'Karim', 'Sofiane', 'Amélie',
  'Aurélie', 'Céline', 'Sophie', 'Nathalie', 'Isabelle', 'Valérie', 'Mathilde', 'Pauline',
  'François', 'Jérôme', 'Olivier', 'Sébastien',
] as const;

// prettier-ignore
export const LAST_NAMES = [
  'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy',
  'Moreau', 'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux',
  'Vincent', 'Fournier', 'Morel', 'Girard', 'André', 'Lefebvre', 'Mercier', 'Dupont', 'Lambert',
  'Bonnet', 'François', 'Martinez', 'Legrand', 'Garnier', 'Faure', 'Rousseau', 'Blanc',
  'Guérin', 'Muller', 'Henry', 'Roussel', 'Nicolas', 'Perrin', 'Morin', 'Mathieu', 'Clément',
  'Gauthier', 'Dumont', 'Lopez', 'Fontaine', 'Chevalier', 'Robin', 'Masson', 'Sanchez',
  'Gérard', 'Nguyen', 'Boyer', 'Denis', 'Lemaire', 'Duval', 'Joly', 'Gautier', 'Roger',
  'Roche', 'Roy', 'Noël', 'Meyer', 'Lucas', 'Meunier', 'Jean', 'Pérez', 'Marchand', 'Dufour',
  'Blanchard', 'Barbier', 'Brun', 'Dumas', 'Brunet', 'Schmitt', 'Leroux', 'Colin', 'Fernandez',
] as const;

// prettier-ignore
export const BRAND_PREFIXES = [
  'Maison', 'Atelier', 'Studio', 'Comptoir', 'Les Jardins de', 'Le Petit', 'La Belle',
  'Éditions', 'Laboratoires', 'Brasserie', 'Domaine', 'Galeries', 'Manufacture', 'Cabinet',
  'Agence', 'Boutique', 'Fromagerie', 'Biscuiterie', 'Savonnerie', 'Parfumerie',
] as const;

// prettier-ignore
export const BRAND_NAMES = [
  'Lumière', 'Verde', 'Nova', 'Azur', 'Céleste', 'Opale', 'Bohème', 'Rivage', 'Étoile',
  'Sérénité', 'Horizon', 'Camélia', 'Lavande', 'Mistral', 'Ondine', 'Papillon', 'Garance',
  'Hermine', 'Cœur', 'Soleil', 'Marine', 'Alpine', 'Provence', 'Bretonne', 'Normande',
  'Gourmande', 'Éclat', 'Velours', 'Baroque', 'Nacre', 'Ambre', 'Ivoire', 'Indigo', 'Cobalt',
  'Safran', 'Vanille', 'Cannelle', 'Menthe', 'Pivoine', 'Olympe',
] as const;

// prettier-ignore
export const CITIES = [
  'Paris', 'Lyon', 'Marseille', 'Toulouse', 'Nice', 'Nantes', 'Strasbourg', 'Montpellier',
  'Bordeaux', 'Lille', 'Rennes', 'Reims', 'Toulon', 'Grenoble', 'Dijon', 'Angers', 'Nîmes',
  'Clermont-Ferrand', 'Le Havre', 'Brest', 'Tours', 'Amiens', 'Limoges', 'Annecy', 'Perpignan',
  'Metz', 'Besançon', 'Orléans', 'Rouen', 'Caen', 'Nancy', 'Avignon', 'La Rochelle', 'Biarritz',
] as const;

// prettier-ignore
export const STREETS = [
  'rue de la République', 'avenue Jean Jaurès', 'rue Victor Hugo', 'boulevard Gambetta',
  'rue du Général de Gaulle', 'place de la Mairie', 'rue Pasteur', 'avenue de la Gare',
  'rue des Lilas', 'chemin des Vignes', 'rue Émile Zola', 'quai des Orfèvres',
] as const;

// prettier-ignore
export const CONTACT_ROLES = [
  'Directrice marketing', 'Chef de produit', 'Responsable communication', 'Chargée de RP',
  'Brand manager', 'Directeur commercial', 'Responsable partenariats', 'Social media manager',
  '',
] as const;

export const CLIENT_NOTES = [
  'Rencontré au salon de {city}.',
  'Budget annuel validé, relancer en septembre.',
  'Préfère être contacté par email.',
  'Lancement produit prévu au printemps.',
  'Très attentif aux mentions légales des publications.',
  'Souhaite des créateurs basés à {city}.',
  'Facturation trimestrielle.',
  '',
  '',
  '',
] as const;

export const INFLUENCER_NOTES = [
  'Très réactive, livre toujours en avance.',
  'Préfère les collaborations longues.',
  'Ne travaille pas avec les marques d’alcool.',
  'Audience surtout à {city}.',
  '',
  '',
  '',
] as const;

export const TEAM_REFERENTS = ['Camille', 'Julien', 'Sophie', 'Mehdi', 'Pauline', 'Antoine'];

/** 'Léa Lefèvre' → 'lea.lefevre': e-mail local parts and usernames. */
export function toSlug(text: string, separator = '.'): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, 'g'), '');
}

export function frenchMobile(random: Random): string {
  const pairs = Array.from({ length: 4 }, () => String(random.int(0, 99)).padStart(2, '0'));
  return `0${random.pick(['6', '7'])} ${pairs.join(' ')}`;
}

/** 13 random digits and the Luhn check digit: a SIRET that passes validation. */
export function validSiret(random: Random): string {
  let digits = String(random.int(1, 9));
  while (digits.length < 13) digits += String(random.int(0, 9));
  if (digits.startsWith('356000000')) digits = `4${digits.slice(1)}`; // La Poste has its own rule
  for (let check = 0; check <= 9; check += 1) {
    if (luhnSum(`${digits}${check}`) % 10 === 0) return `${digits}${check}`;
  }
  throw new Error('unreachable: one check digit always fits');
}

function luhnSum(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum;
}
