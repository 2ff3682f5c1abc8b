// How a spreadsheet cell becomes the value the forms' schema reads (issue 19, decision 0034):
// labels or keys for the lists, French yes/no, days, audiences and euros as people type them.
// A cell that reads as nothing known stays as it is, and the schema refuses it in French.
import type { DeliverableType, Platform } from '#shared/domain/enums';
import { normalizeHeader } from '#shared/domain/import-headers';
import { parseEurosToCents } from '#shared/domain/money';
import { SECTOR_MAINS, SECTOR_SUBCATEGORIES, type SectorMain } from '#shared/domain/sectors';
import { fr } from '#shared/i18n/fr';
import { sectorLabels } from '#shared/i18n/fr-sectors';

const byLabel = <K extends string>(labels: Record<K, string>, extra: Record<string, K> = {}) => {
  const map = new Map<string, K>();
  for (const [key, label] of Object.entries(labels) as [K, string][]) {
    map.set(normalizeHeader(key), key);
    map.set(normalizeHeader(label), key);
  }
  for (const [word, key] of Object.entries(extra)) map.set(word, key);
  return (cell: string): K | string => map.get(normalizeHeader(cell)) ?? cell;
};

export const readPlatform = byLabel(fr.platforms as Record<Platform, string>, { twitter: 'x' });
export const readDeliverable = byLabel(fr.deliverableTypes as Record<DeliverableType, string>);
export const readSectorMain = byLabel(sectorLabels.sectors as Record<SectorMain, string>);
export const readContactType = byLabel<'brand' | 'agency'>(
  { brand: 'Marque', agency: 'Agence' },
  { annonceur: 'brand' },
);

export function readSectorSub(main: unknown, cell: string): string {
  if (typeof main !== 'string' || !(SECTOR_MAINS as readonly string[]).includes(main)) return cell;
  const labels =
    (sectorLabels.sectorSubcategories as Record<string, Record<string, string>>)[main] ?? {};
  const keys = SECTOR_SUBCATEGORIES[main as SectorMain] as readonly string[];
  const wanted = normalizeHeader(cell);
  return (
    keys.find(
      (key) => normalizeHeader(key) === wanted || normalizeHeader(labels[key] ?? '') === wanted,
    ) ?? cell
  );
}

const TRUE_WORDS = new Set([
  'oui',
  'o',
  'yes',
  'y',
  'vrai',
  'true',
  '1',
  'x',
  'exclusif',
  'exclusive',
]);
const FALSE_WORDS = new Set(['non', 'n', 'no', 'faux', 'false', '0', '']);

/** 'oui', 'x', 'true', '1' are yes; 'non', '', '0' are no; anything else stays (the schema refuses it). */
export function readBoolean(cell: string): boolean | string {
  const word = normalizeHeader(cell);
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return cell;
}

/** '31/12/1990', '31-12-1990', '31.12.1990' and '1990-12-31' are the same day. */
export function readDay(cell: string): string {
  const text = cell.trim();
  const french = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (french) return `${french[3]}-${french[2]!.padStart(2, '0')}-${french[1]!.padStart(2, '0')}`;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]!.padStart(2, '0')}-${iso[3]!.padStart(2, '0')}`;
  return text;
}

/** '12 500', '12,5k', '1.2M' audiences; anything else stays (the schema refuses it). */
export function readWholeNumber(cell: string): number | string {
  const text = cell.replace(/[\s\u00a0\u202f]/g, '').toLowerCase();
  const match = /^(\d+(?:[.,]\d+)?)([km]?)$/.exec(text);
  if (!match) return cell;
  const factor = match[2] === 'k' ? 1_000 : match[2] === 'm' ? 1_000_000 : 1;
  const value = Number(match[1]!.replace(',', '.')) * factor;
  return Number.isInteger(value) || factor > 1 ? Math.round(value) : cell;
}

/** A price in euros as typed ('1 200,50 €') in cents; anything else stays. */
export function readCents(cell: string): number | string {
  return parseEurosToCents(cell) ?? cell;
}
