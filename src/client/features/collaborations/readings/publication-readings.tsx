import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Plus, Trash2 } from 'lucide-react';
import { ConfirmMutationDialog } from '#client/components/dialogs/confirm-mutation-dialog';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { Spinner } from '#client/components/ui/spinner';
import { collaborationQuery } from '#client/features/collaborations/api';
import {
  readingProofUrl,
  readingsQuery,
  useAddReading,
  useDeleteReading,
} from '#client/features/collaborations/readings/api';
import { ReadingFormDialog } from '#client/features/collaborations/readings/reading-form-dialog';
import {
  findPriceCents,
  getPublicationIndicators,
  getReadingFigures,
  getReadingSource,
} from '#client/features/collaborations/readings/reading-view';
import { formatLongDate } from '#shared/domain/dates';
import { readings as t } from '#shared/i18n/fr-readings';
import { report } from '#shared/i18n/fr-report';
import { fr } from '#shared/i18n/fr';
import type { ReadingView } from '#shared/schemas/performance';

/**
 * 'Statistiques' of a published deliverable (issue 30): its readings, newest first (the first
 * counts), the publication's indicators from it, 'Ajouter un relevé', and a reading's deletion.
 */
export function PublicationReadings({
  collaborationId,
  deliverableId,
  title,
}: {
  collaborationId: string;
  deliverableId: string;
  /** The deliverable's type, named in the form's dialog. */
  title: string;
}) {
  const headingId = useId();
  const query = useQuery(readingsQuery(collaborationId));
  // The deal's detail is already loaded by its dialog: the creator's price is read there.
  const detail = useQuery(collaborationQuery(collaborationId));
  const addReading = useAddReading({ collaborationId, deliverableId });
  const deleteReading = useDeleteReading(collaborationId);
  const [isAdding, setIsAdding] = useState(false);
  const [removing, setRemoving] = useState<ReadingView | null>(null);
  const readings =
    query.data?.deliverables.find((item) => item.deliverableId === deliverableId)?.readings ?? [];
  const priceCents = detail.data ? findPriceCents(detail.data, deliverableId) : null;
  const [latest] = readings;
  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid="publication-readings">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h5 id={headingId} className="text-sm font-semibold">
          {t.title}
        </h5>
        <Button size="sm" variant="secondary" onClick={() => setIsAdding(true)}>
          <Plus aria-hidden className="h-4 w-4" />
          {t.add}
        </Button>
      </div>
      {query.isPending && <Spinner label={fr.app.loading} />}
      {query.isError && (
        <RetryAlert title={t.loadFailed} error={query.error} onRetry={() => void query.refetch()} />
      )}
      {query.isSuccess && readings.length === 0 && <p className="text-sm text-muted">{t.empty}</p>}
      {latest && <Indicators latest={latest} priceCents={priceCents} />}
      {readings.length > 0 && (
        <ol className="space-y-2">
          {readings.map((reading, index) => (
            <ReadingItem
              key={reading.id}
              collaborationId={collaborationId}
              reading={reading}
              isCounting={index === 0}
              onRemove={() => setRemoving(reading)}
            />
          ))}
        </ol>
      )}
      {isAdding && (
        <ReadingFormDialog
          title={title}
          addReading={addReading}
          onClose={() => setIsAdding(false)}
        />
      )}
      {removing && (
        <ConfirmMutationDialog
          mutation={deleteReading}
          input={removing.id}
          title={t.removeTitle}
          confirmLabel={t.remove}
          tone="danger"
          successMessage={t.removed}
          onClose={() => setRemoving(null)}
        >
          {t.removeBody(formatLongDate(removing.readOn))}
        </ConfirmMutationDialog>
      )}
    </section>
  );
}

function Indicators({ latest, priceCents }: { latest: ReadingView; priceCents: number | null }) {
  const shown = getPublicationIndicators(latest, priceCents);
  const tiles = [
    { label: report.tiles.engagementRate, value: shown.engagementRate, note: shown.base },
    { label: report.indicators.cpm, value: shown.cpm, note: null },
    { label: report.indicators.cpe, value: shown.cpe, note: null },
  ];
  return (
    <div className="rounded-md border border-border bg-surface-muted/50 p-3">
      <p className="text-xs text-muted">
        {t.indicators} · {t.onLatest(formatLongDate(latest.readOn))}
      </p>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {tiles.map((tile) => (
          <div key={tile.label}>
            <dt className="text-xs text-muted">{tile.label}</dt>
            <dd className="font-semibold tabular-nums">
              {tile.value}
              {tile.note && (
                <span className="ml-1 text-xs font-normal text-muted">{tile.note}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function ReadingItem({
  collaborationId,
  reading,
  isCounting,
  onRemove,
}: {
  collaborationId: string;
  reading: ReadingView;
  isCounting: boolean;
  onRemove: () => void;
}) {
  const day = formatLongDate(reading.readOn);
  return (
    <li data-testid="reading" className="rounded-md border border-border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{t.readOn(day)}</span>
          {isCounting && <Badge tone="success">{t.counts}</Badge>}
        </p>
        <Button size="icon" variant="ghost" aria-label={t.removeOf(day)} onClick={onRemove}>
          <Trash2 aria-hidden className="h-4 w-4" />
        </Button>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
        {getReadingFigures(reading).map((figure) => (
          <div key={figure.metric} className="flex justify-between gap-2">
            <dt className="text-muted">{figure.label}</dt>
            <dd className="tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
        <span>{getReadingSource(reading)}</span>
        {reading.hasProof && (
          <a
            href={readingProofUrl(collaborationId, reading.id)}
            target="_blank"
            rel="noreferrer"
            aria-label={t.seeProofOf(day)}
            className="inline-flex items-center gap-1 font-medium text-link underline"
          >
            <ExternalLink aria-hidden className="h-3.5 w-3.5" />
            {t.seeProof}
          </a>
        )}
      </p>
    </li>
  );
}
