import { z } from 'zod';
import { isAcceptedDay } from '#shared/domain/dates';
import {
  RECORD_KINDS,
  RECORD_SECTION,
  type HistoryAction,
  type HistoryChange,
  type RecordKind,
  HISTORY_PAGE_LIMIT,
  HISTORY_PAGE_MAX,
} from '#shared/domain/record-history';
import {
  cursorField,
  enumField,
  optionalIdField,
  queryIntegerField,
  textField,
} from '#shared/schemas/fields';
import { fr } from '#shared/i18n/fr';
import { history as historyText } from '#shared/i18n/fr-history';

const t = historyText.filters;

/** One event as the 'Historique' tab and the journal show it (issue 28, decision 0045). */
export type HistoryItem = {
  id: string;
  at: string;
  actor: { id: string | null; name: string };
  kind: RecordKind;
  recordId: string;
  recordLabel: string;
  action: HistoryAction;
  changes: HistoryChange[];
};
export type HistoryPage = { items: HistoryItem[]; nextCursor: string | null };

export const historyKindSchema = z.object({ kind: enumField(RECORD_KINDS, t.kind) });

const page = {
  cursor: cursorField(t.cursor),
  limit: queryIntegerField(t.limit, 1, HISTORY_PAGE_MAX).default(HISTORY_PAGE_LIMIT),
};

/** GET /api/history/:kind/:id */
export const recordHistoryQuerySchema = z.object(page);
export type RecordHistoryQuery = z.infer<typeof recordHistoryQuerySchema>;

export const HISTORY_SECTIONS = [...new Set(Object.values(RECORD_SECTION))] as [
  string,
  ...string[],
];

const queryDay = (label: string) =>
  textField(label, fr.fields.invalidDate(label))
    .trim()
    .refine(isAcceptedDay, { message: fr.fields.invalidDate(label), abort: true })
    .optional();

const journalFilters = {
  member: optionalIdField(t.member).optional(),
  section: enumField(HISTORY_SECTIONS, t.section).optional(),
  from: queryDay(t.from),
  to: queryDay(t.to),
};
const inOrder = (f: { from?: string | undefined; to?: string | undefined }) =>
  !f.from || !f.to || f.from <= f.to;

/** GET /api/history (the admins' 'Journal d'activité'): by member, area and period. */
export const journalQuerySchema = z
  .object({ ...journalFilters, ...page })
  .refine(inOrder, { message: t.periodReversed, path: ['to'] });
export type JournalQuery = z.infer<typeof journalQuerySchema>;

/** GET /api/history/export.csv: the same filters, every match. */
export const journalExportQuerySchema = z
  .object(journalFilters)
  .refine(inOrder, { message: t.periodReversed, path: ['to'] });
export type JournalFilters = z.infer<typeof journalExportQuerySchema>;
