import { normalizeSearchText } from '#shared/domain/search';
import { isSectorMain, SECTOR_MAINS, type SectorMain } from '#shared/domain/sectors';
import { sectorLabels } from '#shared/i18n/fr-sectors';

// Sectors as people name them: the key, the French label, a subcategory's label (its main
// category), or a usual word. Pure: the built-in answerer and the top_influencers tool share it.

const SYNONYMS: Record<string, SectorMain> = {
  beaute: 'fashion',
  cosmetique: 'fashion',
  fashion: 'fashion',
  vetement: 'fashion',
  gaming: 'gaming',
  'jeu video': 'gaming',
  jeux: 'gaming',
  'high tech': 'tech',
  tech: 'tech',
  apps: 'tech_apps',
  application: 'tech_apps',
  food: 'food',
  cuisine: 'food',
  alimentaire: 'food',
  gastronomie: 'food',
  animalerie: 'pet_food',
  tourisme: 'travel',
  auto: 'automotive',
  voiture: 'automotive',
  deco: 'home',
  banque: 'finance',
  cinema: 'entertainment',
};

/** Every name of every sector, longest first so that "santé mentale" wins over "santé". */
// Subcategories ("Train", "Bio", "Audio") are too common as words to be looked for anywhere.
const NAMES: { name: string; key: SectorMain; isSub: boolean }[] = [
  ...SECTOR_MAINS.flatMap((key) => [
    { name: normalizeSearchText(key.replace(/_/g, ' ')), key, isSub: false },
    { name: normalizeSearchText(sectorLabels.sectors[key]), key, isSub: false },
  ]),
  ...Object.entries(SYNONYMS).map(([name, key]) => ({ name, key, isSub: false })),
  ...SECTOR_MAINS.flatMap((key) =>
    Object.values(sectorLabels.sectorSubcategories[key] as Record<string, string>).map((label) => ({
      name: normalizeSearchText(label),
      key,
      isSub: true,
    })),
  ),
]
  .map((entry) => ({ ...entry, name: entry.name.replace(/[^a-z0-9&]+/g, ' ').trim() }))
  .sort((a, b) => b.name.length - a.name.length);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Each word may take a plural ending: "voyages", "jeux vidéos".
const patternOf = (name: string) =>
  new RegExp(
    `(?:^|[^a-z0-9])${name
      .split(' ')
      .map((w) => `${escape(w)}[sx]?`)
      .join(' ')}(?=$|[^a-z0-9])`,
  );
const PATTERNS = NAMES.map((entry) => ({ ...entry, pattern: patternOf(entry.name) }));

const simplify = (text: string) =>
  normalizeSearchText(text)
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim();

/** The sector a whole text names ("Mode", "mode", "fashion", "cosmétiques"), or null. */
export function findSector(text: string): SectorMain | null {
  const key = text.trim();
  if (isSectorMain(key)) return key;
  const wanted = simplify(text);
  if (wanted.length > 60) return null;
  return PATTERNS.find(({ pattern }) => pattern.test(wanted))?.key ?? null;
}

/**
 * The sector named somewhere in a sentence, or null. 'Agence' only counts after "secteur":
 * "les influenceurs de mon agence" names no sector.
 */
export function findSectorIn(sentence: string): SectorMain | null {
  const text = simplify(sentence);
  const afterWord = /\b(?:secteur|domaine|categorie|industrie|univers)\b(.*)$/.exec(text)?.[1];
  if (afterWord) {
    const named = PATTERNS.find(({ pattern }) => pattern.test(afterWord));
    if (named) return named.key;
  }
  const found = PATTERNS.find(
    ({ key, isSub, pattern }) => !isSub && key !== 'agency' && pattern.test(text),
  );
  return found?.key ?? null;
}
