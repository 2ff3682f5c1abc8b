// The importer's rules (issue 19, docs/decisions/0034; readings, issue 30 and decision 0060):
// which fields a column can fill (how a header is guessed: import-headers.ts; how a cell
// becomes a value: import-cells.ts). The schema itself (shared/schemas/clients, influencers, performance) stays
// the one validation.
import {
  DELIVERABLE_TYPES,
  PLATFORMS,
  type DeliverableType,
  type Platform,
} from '#shared/domain/enums';
import { METRICS } from '#shared/domain/performance';
import type { PermissionKey } from '#shared/domain/permissions';
import { importsScreen } from '#shared/i18n/fr-imports';
import { performance } from '#shared/i18n/fr-performance';
import { fr } from '#shared/i18n/fr';

export const IMPORT_KINDS = ['clients', 'influencers', 'readings'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The section whose permission an import needs: readings are the deals' (issue 30). */
export const IMPORT_SECTION: Record<ImportKind, PermissionKey> = {
  clients: 'clients',
  influencers: 'influencers',
  readings: 'collaborations',
};

/** What happens to a row that matches an existing record. */
export const DUPLICATE_RULES = ['skip', 'update', 'create'] as const;
export type DuplicateRule = (typeof DUPLICATE_RULES)[number];

/**
 * The rules a kind offers. A reading is never updated by a file: the same publication's reading
 * of the same day is skipped, or added beside it (two readings of a day are allowed, as in the
 * form).
 */
export const RULES_OF: Record<ImportKind, readonly DuplicateRule[]> = {
  clients: DUPLICATE_RULES,
  influencers: DUPLICATE_RULES,
  readings: ['skip', 'create'],
};

export const IMPORT_PREVIEW_ROWS = 20;
/** Contacts a client row may carry side by side ('Email 2', 'Email 3'…). */
export const CONTACT_COLUMN_GROUPS = 3;

export const CONTACT_PARTS = ['name', 'email', 'phone', 'role', 'type'] as const;
export type ContactPart = (typeof CONTACT_PARTS)[number];

const CLIENT_MAIN_FIELDS = ['brandName', 'sectorMain', 'sectorSub', 'notes'] as const;
const INFLUENCER_MAIN_FIELDS = [
  'fullName',
  'username',
  'address',
  'phoneNumber',
  'birthDate',
  'siret',
  'internalReferent',
  'isExclusive',
  'internalNotes',
  'proposedTo',
] as const;

const contactFields = Array.from({ length: CONTACT_COLUMN_GROUPS }, (_, group) =>
  CONTACT_PARTS.map((part) => `contacts.${group}.${part}` as const),
).flat();

export const CLIENT_FIELDS = [...CLIENT_MAIN_FIELDS, ...contactFields] as const;
export const INFLUENCER_FIELDS = [
  ...INFLUENCER_MAIN_FIELDS,
  ...PLATFORMS.map((platform) => `handle.${platform}` as const),
  ...PLATFORMS.map((platform) => `audience.${platform}` as const),
  'platform.name',
  'platform.handle',
  'platform.audience',
  ...DELIVERABLE_TYPES.map((type) => `rate.${type}` as const),
  'rate.type',
  'rate.price',
] as const;

/** A reading (issue 30): the publication's link, the day, and the statistics (decision 0060). */
export const READING_FIELDS = ['publishedUrl', 'readOn', ...METRICS] as const;
export type ReadingField = (typeof READING_FIELDS)[number];

export type ImportField =
  (typeof CLIENT_FIELDS)[number] | (typeof INFLUENCER_FIELDS)[number] | ReadingField;
/** One entry per column of the file: the field it fills, or null (not imported). */
export type ColumnMapping = (ImportField | null)[];

export const fieldsOf = (kind: ImportKind): readonly ImportField[] =>
  kind === 'clients' ? CLIENT_FIELDS : kind === 'influencers' ? INFLUENCER_FIELDS : READING_FIELDS;

export const isReadingField = (field: string): field is ReadingField =>
  (READING_FIELDS as readonly string[]).includes(field);

/** The fields without which no record can be made (the forms' required fields). */
export const REQUIRED_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  clients: ['brandName'],
  influencers: ['fullName', 'username'],
  readings: ['publishedUrl', 'readOn'],
};

const t = importsScreen;
const contactLabels: Record<ContactPart, string> = {
  name: fr.clients.contactName,
  email: fr.clients.contactEmail,
  phone: fr.clients.contactPhone,
  role: fr.clients.contactRole,
  type: fr.clients.contactType,
};

/** The French label of a field, as the columns step lists it. */
export function fieldLabel(field: ImportField): string {
  if (field === 'publishedUrl') return t.publishedUrl;
  if (field === 'readOn') return performance.readOn;
  if (isReadingField(field)) return performance.metrics[field];
  const [head = '', second = '', third = ''] = field.split('.');
  if (head === 'contacts') {
    return t.contactField(contactLabels[third as ContactPart], Number(second) + 1);
  }
  if (head === 'handle') return t.platformHandle(fr.platforms[second as Platform]);
  if (head === 'audience') return t.platformAudience(fr.platforms[second as Platform]);
  if (head === 'rate' && second === 'type') return t.genericRateType;
  if (head === 'rate' && second === 'price') return t.genericRatePrice;
  if (head === 'rate') return t.ratePrice(fr.deliverableTypes[second as DeliverableType]);
  if (field === 'platform.name') return t.genericPlatformName;
  if (field === 'platform.handle') return t.genericPlatformHandle;
  if (field === 'platform.audience') return t.genericPlatformAudience;
  if (head in fr.clients) return fr.clients[head as keyof typeof fr.clients] as string;
  return fr.influencers[head as keyof typeof fr.influencers] as string;
}
