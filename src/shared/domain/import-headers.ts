// How the importer guesses the field a column's header names (issue 19, decision 0034): French
// and English words, normalized; the fields themselves are imports.ts's.
import type { DeliverableType, Platform } from '#shared/domain/enums';
import {
  CONTACT_COLUMN_GROUPS,
  CONTACT_PARTS,
  fieldLabel,
  fieldsOf,
  isReadingField,
  type ColumnMapping,
  type ContactPart,
  type ImportField,
  type ImportKind,
} from '#shared/domain/imports';
import { normalizeSearchText } from '#shared/domain/search';
import { fr } from '#shared/i18n/fr';

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
