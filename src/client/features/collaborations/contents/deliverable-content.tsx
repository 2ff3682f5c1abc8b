import { ExternalLink } from 'lucide-react';
import { Badge } from '#client/components/ui/badge';
import { ContentActions } from '#client/features/collaborations/contents/content-actions';
import { ContentThread } from '#client/features/collaborations/contents/content-thread';
import { ContentVersions } from '#client/features/collaborations/contents/content-version';
import {
  getDeliverableTypeLabel,
  STAGE_TONES,
} from '#client/features/collaborations/contents/content-view';
import { PublicationReadings } from '#client/features/collaborations/readings/publication-readings';
import { isPostedStage } from '#shared/domain/content-stages';
import { formatLongDate } from '#shared/domain/dates';
import { contents as t } from '#shared/i18n/fr-contents';
import { fr } from '#shared/i18n/fr';
import type { DeliverableContentView } from '#shared/schemas/contents';

/** One deliverable's content: what it is, its stage, its versions, its thread, its actions. */
export function DeliverableContent({
  collaborationId,
  content,
}: {
  collaborationId: string;
  content: DeliverableContentView;
}) {
  const typeLabel = getDeliverableTypeLabel(content.type);
  return (
    <article
      aria-label={typeLabel}
      data-testid="deliverable-content"
      className="space-y-4 rounded-lg border border-border p-4"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h4 className="font-semibold">{typeLabel}</h4>
          <p className="text-sm wrap-anywhere text-muted">
            {content.description || fr.placeholders.notProvided}
          </p>
          <p className="text-sm">
            {content.publishOn ? (
              <>
                <span className="text-muted">{t.publishOn} </span>
                {formatLongDate(content.publishOn)}
              </>
            ) : (
              <span className="text-muted">{t.noPublishOn}</span>
            )}
          </p>
        </div>
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone={STAGE_TONES[content.stage]}>{t.stages[content.stage]}</Badge>
          {content.isLate && <Badge tone="warning">{t.late}</Badge>}
          {content.isPublicationChecked && content.stage === 'published' && (
            <Badge tone="success">{t.screen.publicationChecked}</Badge>
          )}
        </p>
      </header>
      {content.publishedUrl && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <a
            href={content.publishedUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-medium text-link underline"
          >
            <ExternalLink aria-hidden className="h-4 w-4" />
            {t.screen.publication}
          </a>
          {content.publishedOn && (
            <span className="text-muted">
              {t.screen.publishedOnDay(formatLongDate(content.publishedOn))}
            </span>
          )}
        </p>
      )}
      {isPostedStage(content.stage) && (
        <PublicationReadings
          collaborationId={collaborationId}
          deliverableId={content.id}
          title={typeLabel ?? content.type}
        />
      )}
      <ContentVersions versions={content.versions} />
      {/* After the version they decide on, before the thread. */}
      <ContentActions collaborationId={collaborationId} content={content} />
      <ContentThread collaborationId={collaborationId} content={content} />
    </article>
  );
}
