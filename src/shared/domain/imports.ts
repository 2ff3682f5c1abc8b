// The importer's rules (issue 19, docs/decisions/0034; readings, issue 30 and decision 0060):
// which fields a column can fill and how a header is guessed (how a cell becomes a value:
// import-cells.ts). The schema itself (shared/schemas/clients, influencers, performance) stays
// the one validation.
import {
  DELIVERABLE_TYPES,
  PLATFORMS,
  type DeliverableType,
  type Platform,
} from '#shared/domain/enums';
import { METRICS } from '#shared/domain/performance';
import type { PermissionKey } from '#shared/domain/permissions';
import { normalizeSearchText } from '#shared/domain/search';
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

const CONTACT_PARTS = ['name', 'email', 'phone', 'role', 'type'] as const;
type ContactPart = (typeof CONTACT_PARTS)[number];

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

/** A header as compared: lower case, no accents, punctuation as spaces ('E-mail' = 'e mail'). */
export function normalizeHeader(header: string): string {
  return normalizeSearchText(header)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// French and English headers, normalized. The numbered contact groups reuse the first's words.
const CONTACT_SYNONYMS: Record<ContactPart, string[]> = {
  name: ['nom du contact', 'contact', 'nom contact', 'contact name', 'interlocuteur', 'prenom nom'],
  email: [
    'email du contact',
    'e mail du contact',
    'email',
    'e mail',
    'mail',
    'courriel',
    'adresse email',
    'adresse e mail',
    'contact email',
    'email contact',
    'e mail contact',
  ],
  phone: [
    'telephone du contact',
    'telephone',
    'tel',
    'phone',
    'phone number',
    'mobile',
    'portable',
    'numero de telephone',
    'telephone contact',
    'contact phone',
  ],
  role: ['role du contact', 'role', 'fonction', 'poste', 'job title', 'title', 'position'],
  type: ['type de contact', 'type', 'contact type'],
};

const MAIN_SYNONYMS: Partial<Record<ImportField, string[]>> = {
  brandName: [
    'nom de la marque',
    'marque',
    'brand',
    'brand name',
    'nom',
    'name',
    'client',
    'entreprise',
    'societe',
    'company',
    'raison sociale',
  ],
  sectorMain: ['secteur', 'sector', 'industry', 'industrie', 'secteur d activite'],
  sectorSub: ['sous secteur', 'sub sector', 'subsector', 'sous categorie', 'sub industry'],
  notes: ['notes', 'note', 'commentaire', 'commentaires', 'comments', 'remarques'],
  fullName: [
    'nom complet',
    'nom',
    'name',
    'full name',
    'nom et prenom',
    'prenom et nom',
    'prenom nom',
    'influenceur',
    'influenceuse',
    'influencer',
    'createur',
    'creator',
  ],
  username: [
    'nom d utilisateur',
    'utilisateur',
    'pseudo',
    'pseudonyme',
    'username',
    'user name',
    'alias',
  ],
  address: ['adresse', 'address', 'adresse postale', 'postal address'],
  phoneNumber: ['telephone', 'tel', 'phone', 'phone number', 'mobile', 'portable'],
  birthDate: [
    'date de naissance',
    'naissance',
    'birth date',
    'birthdate',
    'date of birth',
    'birthday',
  ],
  siret: ['siret', 'n siret', 'no siret', 'numero siret', 'numero de siret', 'siret number'],
  internalReferent: ['referent interne', 'referent', 'internal referent', 'agent', 'manager'],
  isExclusive: ['exclusivite', 'exclusif', 'exclusive', 'exclusivity'],
  internalNotes: [
    'notes internes',
    'notes',
    'note',
    'commentaire',
    'commentaires',
    'internal notes',
    'comments',
  ],
  proposedTo: ['propose a', 'proposed to'],
  'platform.name': [
    'plateforme',
    'platform',
    'reseau',
    'reseau social',
    'social network',
    'network',
  ],
  'platform.handle': ['identifiant', 'handle', 'compte', 'account'],
  'platform.audience': ['audience', 'abonnes', 'followers', 'subscribers'],
  'rate.type': ['type de livrable', 'livrable', 'deliverable', 'deliverable type', 'type de tarif'],
  'rate.price': ['prix', 'tarif', 'price', 'rate', 'montant', 'amount'],
  // Readings: after the reading form's own labels (synonymsOf).
  publishedUrl: [
    'lien de la publication',
    'lien',
    'lien publication',
    'lien du post',
    'url de la publication',
    'url',
    'publication',
    'permalien',
    'link',
    'post link',
    'post url',
    'permalink',
  ],
  readOn: ['date', 'jour', 'date releve', 'releve', 'day', 'reading date'],
  impressions: ['impression', 'affichages'],
  reach: ['reach', 'couverture', 'comptes touches', 'accounts reached'],
  views: ['vue', 'views', 'lectures', 'video views', 'plays'],
  likes: ['likes', 'like', 'jaime', 'mentions j aime'],
  comments: ['commentaire', 'comments'],
  shares: ['partage', 'shares'],
  saves: ['enregistrement', 'saves', 'sauvegardes'],
  linkClicks: ['clics', 'clics lien', 'link clicks', 'clicks'],
  sales: ['ventes', 'sales', 'codes promo', 'code promo', 'codes promo utilises', 'conversions'],
};

const platformWords = (platform: Platform) =>
  platform === 'x' ? ['x', 'twitter'] : [normalizeHeader(fr.platforms[platform])];

function synonymsOf(field: ImportField): string[] {
  const [head, second] = field.split('.');
  if (head === 'handle') {
    return platformWords(second as Platform).flatMap((word) => [
      word,
      `compte ${word}`,
      `identifiant ${word}`,
      `pseudo ${word}`,
      `handle ${word}`,
      `${word} handle`,
      `${word} account`,
    ]);
  }
  if (head === 'audience') {
    return platformWords(second as Platform).flatMap((word) => [
      `audience ${word}`,
      `abonnes ${word}`,
      `followers ${word}`,
      `${word} followers`,
      `${word} audience`,
      `${word} abonnes`,
    ]);
  }
  if (head === 'rate' && second !== 'type' && second !== 'price') {
    const label = normalizeHeader(fr.deliverableTypes[second as DeliverableType]);
    return [label, `tarif ${label}`, `prix ${label}`, `${label} price`, `${label} rate`];
  }
  const synonyms = MAIN_SYNONYMS[field] ?? [];
  // A reading's own label first: the form's words ('Date du relevé', 'Portée'…).
  return isReadingField(field) ? [normalizeHeader(fieldLabel(field)), ...synonyms] : synonyms;
}

/**
 * The field a header most likely names, among those not taken yet. A trailing number picks a
 * contact group ('Email 2', 'Contact 2 - téléphone' are the second contact's).
 */
function guessField(
  kind: ImportKind,
  header: string,
  taken: ReadonlySet<ImportField>,
): ImportField | null {
  const normalized = normalizeHeader(header);
  if (!normalized) return null;
  const fields = fieldsOf(kind);
  for (const field of fields) {
    if (field.startsWith('contacts.') || taken.has(field)) continue;
    if (synonymsOf(field).includes(normalized)) return field;
  }
  if (kind !== 'clients') return null;
  const numbered = /^(.*?)\s*(\d+)\s*(.*)$/.exec(normalized);
  const group = numbered ? Number(numbered[2]) - 1 : 0;
  const words = numbered ? `${numbered[1]} ${numbered[3]}`.trim() : normalized;
  if (group < 0 || group >= CONTACT_COLUMN_GROUPS) return null;
  for (const part of CONTACT_PARTS) {
    const field = `contacts.${group}.${part}` as ImportField;
    if (taken.has(field)) continue;
    const synonyms = CONTACT_SYNONYMS[part];
    if (synonyms.includes(words) || synonyms.some((word) => words === `contact ${word}`)) {
      return field;
    }
  }
  return null;
}

/** One field per column, each field at most once: first the exact header, left to right. */
export function guessMapping(kind: ImportKind, headers: readonly string[]): ColumnMapping {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const field = guessField(kind, header, taken);
    if (field) taken.add(field);
    return field;
  });
}
