import type { SectorMain } from '#shared/domain/sectors';
import { fr } from '#shared/i18n/fr';

/** The French labels of a client's sector; a subcategory unknown to the taxonomy shows as is. */
export function getSectorLabels(main: SectorMain | null, sub: string | null) {
  if (!main) return null;
  const subs: Record<string, string> = fr.sectorSubcategories[main];
  return { main: fr.sectors[main], sub: sub ? (subs[sub] ?? sub) : null };
}
