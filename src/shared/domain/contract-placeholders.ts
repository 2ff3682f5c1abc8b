// Issue 31: the placeholders of a contract template (.docx, docxtemplater's `{name}` tags). The
// default template uses every one; an agency's own template may use any of them and must keep
// the required ones, the data article 8 of loi n° 2023-451 asks a written contract to state.
// The contracts' screen shows this list to agencies, the server refuses a template against it.

export type ContractPlaceholder = {
  /** The tag's name, as written between braces in the template. */
  name: string;
  /** What it is replaced with, in French (the list shown to agencies). */
  label: string;
  /** Art. 8 data: a template without it is refused. */
  isRequired: boolean;
};

/** The tags inside the `{#missions}…{/missions}` loop: one pass per deliverable of the line. */
export const MISSION_PLACEHOLDERS: readonly ContractPlaceholder[] = [
  { name: 'type', label: 'Type de contenu (dans la boucle des missions)', isRequired: false },
  { name: 'description', label: 'Description (dans la boucle des missions)', isRequired: false },
  {
    name: 'publishOn',
    label: 'Date de publication prévue (dans la boucle des missions)',
    isRequired: false,
  },
  {
    name: 'imageMention',
    label: 'Mention « Image retouchée » ou « Image virtuelle » de la mission, s’il y a lieu',
    isRequired: false,
  },
];

export const CONTRACT_PLACEHOLDERS: readonly ContractPlaceholder[] = [
  { name: 'brandLegalName', label: 'Raison sociale de l’annonceur', isRequired: true },
  { name: 'brandName', label: 'Marque', isRequired: false },
  { name: 'brandAddress', label: 'Adresse postale de l’annonceur', isRequired: true },
  { name: 'brandEmail', label: 'E-mail de l’annonceur', isRequired: true },
  { name: 'brandCountry', label: 'Pays de résidence fiscale de l’annonceur', isRequired: true },
  { name: 'agencyName', label: 'Nom de l’agence (mandataire)', isRequired: false },
  { name: 'creatorName', label: 'Nom complet du créateur', isRequired: true },
  { name: 'creatorAddress', label: 'Adresse postale du créateur', isRequired: true },
  { name: 'creatorEmail', label: 'E-mail du créateur', isRequired: true },
  { name: 'creatorCountry', label: 'Pays de résidence fiscale du créateur', isRequired: true },
  { name: 'creatorSiret', label: 'SIRET du créateur', isRequired: false },
  { name: 'dealName', label: 'Nom de la collaboration', isRequired: false },
  { name: 'missions', label: 'Boucle des missions : {#missions} … {/missions}', isRequired: true },
  { name: 'payAmount', label: 'Rémunération (HT)', isRequired: true },
  { name: 'giftsAmount', label: 'Avantages en nature (valeur HT)', isRequired: true },
  { name: 'paymentDays', label: 'Délai de paiement (jours)', isRequired: false },
  { name: 'rightsUsage', label: 'Droits cédés (usages)', isRequired: true },
  { name: 'rightsMonths', label: 'Durée des droits (mois)', isRequired: true },
  { name: 'exclusivity', label: 'Exclusivité', isRequired: false },
  { name: 'generatedOn', label: 'Date d’établissement du contrat', isRequired: false },
];

/** The loop tag: its children are MISSION_PLACEHOLDERS. */
export const MISSIONS_LOOP = 'missions';

export const REQUIRED_PLACEHOLDERS = CONTRACT_PLACEHOLDERS.filter((tag) => tag.isRequired).map(
  (tag) => tag.name,
);

/** What a missing datum shows in the generated contract. */
export const MISSING_VALUE = '[à compléter]';

export type TemplateTagProblem = { kind: 'unknown' | 'missing'; name: string } | null;

type TagTree = Record<string, unknown>;

const childrenOf = (value: unknown): TagTree =>
  value && typeof value === 'object' ? (value as TagTree) : {};

/** The first unknown tag of `tags`, where `known` are the names in scope. */
function findUnknown(tags: TagTree, known: ReadonlySet<string>): string | null {
  const missionScope = new Set([...known, ...MISSION_PLACEHOLDERS.map((tag) => tag.name)]);
  for (const [name, children] of Object.entries(tags)) {
    if (!known.has(name)) return name;
    // Inside the missions' loop its own tags join the scope; inside a condition
    // ({#creatorSiret}…{/creatorSiret}) the scope stays the document's.
    const inner = findUnknown(childrenOf(children), name === MISSIONS_LOOP ? missionScope : known);
    if (inner) return inner;
  }
  return null;
}

/** Every tag name used, at any depth. */
function namesOf(tags: TagTree, into = new Set<string>()) {
  for (const [name, children] of Object.entries(tags)) {
    into.add(name);
    namesOf(childrenOf(children), into);
  }
  return into;
}

/**
 * The first problem of a template's tags, as docxtemplater's InspectModule gives them (a tag →
 * the tags inside it, for a loop or a condition): an unknown tag, or a required one missing.
 * null: the template fits.
 */
export function findTemplateTagProblem(tags: TagTree): TemplateTagProblem {
  const known = new Set(CONTRACT_PLACEHOLDERS.map((tag) => tag.name));
  const unknown = findUnknown(tags, known);
  if (unknown) return { kind: 'unknown', name: unknown };
  const used = namesOf(tags);
  const missing = REQUIRED_PLACEHOLDERS.find((name) => !used.has(name));
  return missing ? { kind: 'missing', name: missing } : null;
}
