import { format } from 'date-fns';
import { fr as dateLocale } from 'date-fns/locale';
import { parseDay } from '#shared/domain/dates';
import { formatEuros } from '#shared/domain/money';
import type { HistoryValue, RecordKind } from '#shared/domain/record-history';
import { fr } from '#shared/i18n/fr';
import { sectorLabels } from '#shared/i18n/fr-sectors';
import { history as historyText } from '#shared/i18n/fr-history';
import { getCountryName } from '#shared/domain/country-name';
import { complianceFields } from '#shared/i18n/fr-compliance-fields';
import { categoryLabels } from '#shared/i18n/fr-categories';

/**
 * Issue 28, decision 0045: how each field of a record's history view reads. The views
 * (server, `<kind>-history.ts`) write money in cents, days as 'yyyy-MM-dd', lists as their
 * items' labels; the 'Historique' tab and the journal format them with formatHistoryValue and
 * name them with historyText.fields[kind][field].
 */
export type HistoryFieldType =
  'text' | 'money' | 'day' | 'bool' | 'enum' | 'list' | 'number' | 'country';
export type HistoryField = {
  type: HistoryFieldType;
  /** An enum's French labels, by stored value. */
  labels?: Readonly<Record<string, string>>;
};

const text = { type: 'text' } as const;
const money = { type: 'money' } as const;
const day = { type: 'day' } as const;
const bool = { type: 'bool' } as const;
const list = { type: 'list' } as const;
const number = { type: 'number' } as const;
const oneOf = (labels: Readonly<Record<string, string>>): HistoryField => ({
  type: 'enum',
  labels,
});
// Issue 31: a tax residence country reads by its French name.
const country = { type: 'country' } as const;

export const HISTORY_FIELDS = {
  collaboration: {
    name: text,
    type: oneOf(fr.collaborationTypes),
    client: text,
    contactDate: day,
    signatureDate: day,
    manager: text,
    quoteNumber: text,
    invoiceNumber: text,
    isQuoteSent: bool,
    isContractSigned: bool,
    isCastingValidated: bool,
    isInvoiceSent: bool,
    isPaymentReceived: bool,
    postProgress: number,
    totalCents: money,
    billedCents: money,
    invoiceDate: day,
    // Issue 31: the deal's category (null: « À confirmer ») and its contract's terms.
    category: oneOf(categoryLabels),
    areCategoryConditionsMet: bool,
    rightsUsage: text,
    rightsMonths: number,
    exclusivity: text,
    paymentDays: number,
    influencers: list,
    deliverables: list,
    costs: list,
    // Issue 30: a publication's statistics, added or deleted.
    readings: list,
    // Issue 31: a contract generated, signed, countersigned or uploaded signed.
    contracts: list,
  },
  client: {
    brandName: text,
    sectorMain: oneOf(sectorLabels.sectors),
    sectorSub: text,
    notes: text,
    legalName: text,
    legalAddress: text,
    legalEmail: text,
    taxCountry: country,
    contacts: list,
  },
  influencer: {
    fullName: text,
    username: text,
    address: text,
    phoneNumber: text,
    birthDate: day,
    siret: text,
    email: text,
    taxCountry: country,
    euRepresentative: text,
    hasLiabilityInsurance: bool,
    internalReferent: text,
    isExclusive: bool,
    internalNotes: text,
    proposedTo: text,
    isArchived: bool,
    platforms: list,
    rates: list,
  },
  casting: {
    name: text,
    client: text,
    description: text,
    status: oneOf(fr.castingStatus),
    requirements: list,
    proposals: list,
  },
  task: {
    title: text,
    description: text,
    priority: oneOf(fr.todoPriority),
    status: oneOf(fr.todoStatus),
    dueDate: day,
    assignee: text,
    influencer: text,
  },
  resource: {
    name: text,
    type: oneOf(fr.resourceTypes),
    description: text,
    url: text,
    fileName: text,
  },
  agency: { name: text },
  member: { firstName: text, lastName: text, jobTitle: text },
} as const satisfies Record<RecordKind, Record<string, HistoryField>>;

/** « 27 nov. 2026 » */
const formatDay = (value: string) => {
  const date = parseDay(value);
  return date ? format(date, 'd MMM yyyy', { locale: dateLocale }) : value;
};

/** One value of a change as the history shows it: « 4 000 € », « 27 nov. 2026 », « Oui »… */
export function formatHistoryValue(
  type: HistoryFieldType,
  value: HistoryValue | readonly string[],
  labels?: Readonly<Record<string, string>>,
): string {
  if (value === null || value === '') return historyText.empty;
  if (Array.isArray(value)) return value.join(', ');
  switch (type) {
    case 'money':
      return formatEuros(value);
    case 'day':
      return formatDay(String(value));
    case 'bool':
      return value ? historyText.yes : historyText.no;
    case 'enum':
      return labels?.[String(value)] ?? String(value);
    case 'number':
      return typeof value === 'number' ? value.toLocaleString('fr-FR') : String(value);
    case 'country':
      return getCountryName(String(value));
    default:
      return String(value);
  }
}

/** The field of a kind, or plain text for a field no longer in the catalogue (old events). */
export function getHistoryField(kind: RecordKind, field: string): HistoryField {
  const fields: Record<string, HistoryField> = HISTORY_FIELDS[kind];
  return fields[field] ?? text;
}

/** Its French label, or the field's own name for one no longer in the catalogue. */
export function getHistoryFieldLabel(kind: RecordKind, field: string): string {
  const labels: Record<string, string> = historyText.fields[kind];
  return labels[field] ?? field;
}

const parisTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const parisDay = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: 'numeric',
  month: 'long',
});
const parisDate = new Intl.DateTimeFormat('fr-CA', { timeZone: 'Europe/Paris' });

/**
 * The 409 of a stale save: « Cette collaboration a été modifiée par Léa Moreau à 14 h 32
 * pendant que vous la modifiiez. » — in Paris time; another day says « le 26 novembre à … ».
 */
export function conflictMessage(kind: RecordKind, name: string, changedAt: Date, now = new Date()) {
  const parts = Object.fromEntries(
    parisTime.formatToParts(changedAt).map((p) => [p.type, p.value]),
  );
  const time = `${parts.hour} h ${parts.minute}`;
  const sameDay = parisDate.format(changedAt) === parisDate.format(now);
  const when = sameDay
    ? historyText.atTime(time)
    : historyText.onDay(parisDay.format(changedAt), time);
  return historyText.conflictMessage(historyText.conflict[kind], name, when);
}

/**
 * An influencer line of a deal in its history: « Marie Dupont · 1 000 € · payé 50 % », with
 * its gifts when it has some (« Avantages en nature (valeur HT) : 200 € »).
 */
export const influencerLineLabel = (line: {
  fullName: string;
  rateCents: number;
  giftsCents?: number;
  isCreatorInvoicePaid: boolean;
  paidPercentage: number;
}) =>
  [
    line.fullName,
    formatEuros(line.rateCents),
    ...(line.giftsCents
      ? [`${complianceFields.collaboration.giftsCents} : ${formatEuros(line.giftsCents)}`]
      : []),
    line.isCreatorInvoicePaid || line.paidPercentage > 0
      ? historyText.items.paid(line.paidPercentage)
      : historyText.items.unpaid,
  ].join(' · ');
