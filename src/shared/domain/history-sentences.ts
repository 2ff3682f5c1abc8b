import { differenceInCalendarDays, format } from 'date-fns';
import { fr as dateLocale } from 'date-fns/locale';
import {
  formatHistoryValue,
  getHistoryField,
  getHistoryFieldLabel,
} from '#shared/domain/history-fields';
import type { HistoryChange, RecordKind } from '#shared/domain/record-history';
import type { HistoryItem } from '#shared/schemas/history';
import { teamWork } from '#shared/i18n/fr-team-work';

const t = teamWork.history;

function describeChange(actor: string, kind: RecordKind, change: HistoryChange): string[] {
  const label = getHistoryFieldLabel(kind, change.field);
  if ('added' in change) {
    return [
      ...(change.added.length > 0 ? [t.added(actor, label, change.added.join(', '))] : []),
      ...(change.removed.length > 0 ? [t.removed(actor, label, change.removed.join(', '))] : []),
    ];
  }
  const { type, labels } = getHistoryField(kind, change.field);
  const show = (value: typeof change.before) => formatHistoryValue(type, value, labels);
  return [t.changed(actor, label, show(change.before), show(change.after))];
}

/**
 * What an event says, one sentence a line: « Léa Moreau a changé Montant facturé : 4 000 € →
 * 5 000 € », « … a ajouté à Contacts : Marc Dupont », « … a créé « Été 2026 » ».
 */
export function describeHistoryItem(item: HistoryItem): string[] {
  const actor = item.actor.name;
  if (item.action === 'create') return [t.created(actor, item.recordLabel)];
  if (item.action === 'delete') return [t.deleted(actor, item.recordLabel)];
  if (item.action === 'restore') return [t.restored(actor, item.recordLabel)];
  const sentences = item.changes.flatMap((change) => describeChange(actor, item.kind, change));
  return sentences.length > 0 ? sentences : [t.updated(actor, item.recordLabel)];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How long ago, the way a person says it: « à l'instant », « il y a 5 min », « il y a 3 h »,
 * « hier », « il y a 4 jours », then the day. `now` is an argument (decision 0036).
 */
export function formatRelativeMoment(at: Date, now: Date): string {
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < MINUTE) return t.justNow;
  if (elapsed < HOUR) return t.minutesAgo(Math.floor(elapsed / MINUTE));
  const days = differenceInCalendarDays(now, at);
  if (days === 0) return t.hoursAgo(Math.floor(elapsed / HOUR));
  if (days === 1) return t.yesterday;
  if (days < 7) return t.daysAgo(days);
  return t.onDay(format(at, 'd MMM yyyy', { locale: dateLocale }));
}
