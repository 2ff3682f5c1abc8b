import { useState } from 'react';
import { describeHistoryItem, formatRelativeMoment } from '#shared/domain/history-sentences';
import { formatDateTime } from '#shared/domain/dates';
import type { HistoryItem } from '#shared/schemas/history';
import { history as historyText } from '#shared/i18n/fr-history';

/**
 * One event: its sentences (« Léa Moreau a changé Montant facturé : 4 000 € → 5 000 € ») and
 * how long ago, the full moment in its title. The journal also names the record.
 */
export function HistoryEntry({ item, showsRecord }: { item: HistoryItem; showsRecord?: boolean }) {
  // Read once per entry: the list does not tick (its next read brings the new moments).
  const [now] = useState(() => new Date());
  const at = new Date(item.at);
  const sentences = describeHistoryItem(item);
  return (
    <li className="py-3 text-sm wrap-anywhere" data-testid="history-entry">
      {showsRecord && (
        <p className="mb-1 text-xs font-medium text-muted">
          {historyText.kinds[item.kind]} · {item.recordLabel}
        </p>
      )}
      {sentences.map((sentence, index) => (
        <p key={index}>
          {sentence}
          {index === sentences.length - 1 && (
            <>
              {' · '}
              <time dateTime={item.at} title={formatDateTime(at)} className="text-muted">
                {formatRelativeMoment(at, now)}
              </time>
            </>
          )}
        </p>
      ))}
    </li>
  );
}
