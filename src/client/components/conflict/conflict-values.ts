import type { FieldValues } from 'react-hook-form';
import {
  formatHistoryValue,
  getHistoryField,
  getHistoryFieldLabel,
} from '#shared/domain/history-fields';
import { formatEuros } from '#shared/domain/money';
import type { RecordKind } from '#shared/domain/record-history';
import { history as historyText } from '#shared/i18n/fr-history';
import { teamWork } from '#shared/i18n/fr-team-work';

/**
 * A form's field named as the history names it (historyText.fields): the form holds the chosen
 * record's id where the history holds its name.
 */
const HISTORY_NAMES: Record<string, string> = {
  clientId: 'client',
  influencerId: 'influencer',
  assignedTo: 'assignee',
  hasFile: 'fileName',
};

export const getFormFieldLabel = (kind: RecordKind, field: string) =>
  getHistoryFieldLabel(kind, HISTORY_NAMES[field] ?? field);

const isId = (value: unknown) =>
  typeof value === 'string' &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** A line of a list (a contact, a deliverable): its words and amounts, ids and flags left out. */
function summarizeItem(item: unknown): string {
  if (typeof item !== 'object' || item === null) return String(item);
  return Object.entries(item as FieldValues)
    .flatMap(([key, value]) => {
      if (Array.isArray(value)) return value.map(summarizeItem);
      if (typeof value === 'number' && key.endsWith('Cents')) return [formatEuros(value)];
      if (typeof value === 'string' && value.trim() !== '' && !isId(value)) return [value];
      return [];
    })
    .join(' · ');
}

/** One value of the form as the differences show it, in the history's words where it can. */
export function formatFormValue(kind: RecordKind, field: string, value: unknown): string {
  const empty = historyText.empty;
  if (Array.isArray(value)) {
    const items = value.map(summarizeItem).filter((item) => item !== '');
    return items.length > 0 ? items.join(' ; ') : empty;
  }
  if (value === null || value === undefined || value === '') return empty;
  if (isId(value)) return teamWork.conflict.otherChoice;
  if (typeof value === 'number' && field.endsWith('Cents')) return formatEuros(value);
  if (typeof value === 'object') return summarizeItem(value) || empty;
  const { type, labels } = getHistoryField(kind, HISTORY_NAMES[field] ?? field);
  return formatHistoryValue(type, value as string | number | boolean, labels);
}
