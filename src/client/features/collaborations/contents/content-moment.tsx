import { useState } from 'react';
import { formatDateTime } from '#shared/domain/dates';
import { formatRelativeMoment } from '#shared/domain/history-sentences';

/** « il y a 5 min », the full moment in its title (as the history shows them). */
export function ContentMoment({ at }: { at: string }) {
  // Read once: the tab does not tick (its next read brings the new moments).
  const [now] = useState(() => new Date());
  const date = new Date(at);
  return (
    <time dateTime={at} title={formatDateTime(date)}>
      {formatRelativeMoment(date, now)}
    </time>
  );
}
