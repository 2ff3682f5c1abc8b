import { isSectorMain } from '#shared/domain/sectors';
import { fr } from '#shared/i18n/fr';

/** 'Secteur · Sous-secteur' in French; a subcategory unknown to the taxonomy shows as is. */
export function getSectorLabel(main: string | null, sub: string | null): string | null {
  if (!main || !isSectorMain(main)) return null;
  const subs: Record<string, string> = fr.sectorSubcategories[main];
  return [fr.sectors[main], sub ? (subs[sub] ?? sub) : null].filter(Boolean).join(' · ');
}
