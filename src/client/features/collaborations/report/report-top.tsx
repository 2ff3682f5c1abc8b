import { useId } from 'react';
import { FileText } from 'lucide-react';
import { Card } from '#client/components/ui/card';
import { getPreviewKind } from '#client/features/collaborations/contents/content-view';
import { reportFileUrl } from '#client/features/collaborations/report/api';
import { PublicationLink } from '#client/features/collaborations/report/report-tables';
import { getPublicationLabel } from '#client/features/collaborations/report/report-view';
import { formatEngagementRate, formatMetric } from '#shared/domain/performance';
import { report as t } from '#shared/i18n/fr-report';
import { reportTab } from '#shared/i18n/fr-report-tab';
import type { ReportPreview, ReportPublication } from '#shared/schemas/report';

/** 'Les trois meilleures publications', best first, each with its latest version's file. */
export function ReportTop({
  collaborationId,
  publications,
}: {
  collaborationId: string;
  publications: ReportPublication[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2" data-testid="report-top">
      <h3 id={headingId} className="font-semibold">
        {t.top}
      </h3>
      {publications.length === 0 ? (
        <p className="text-sm text-muted">{reportTab.top.empty}</p>
      ) : (
        <ol className="grid gap-3 md:grid-cols-3">
          {publications.map((publication, index) => (
            <li key={publication.deliverableId}>
              <Card className="h-full space-y-3 p-4">
                <div className="space-y-1">
                  <p className="text-xs font-semibold text-muted">
                    {reportTab.top.rank(index + 1)} · {publication.influencerName}
                  </p>
                  <p className="text-sm font-medium">
                    <PublicationLink publication={publication} />
                  </p>
                </div>
                {publication.preview ? (
                  <TopPreview
                    url={reportFileUrl(collaborationId, publication.preview.fileId)}
                    preview={publication.preview}
                    label={getPublicationLabel(publication)}
                  />
                ) : (
                  <p className="text-xs text-muted">{reportTab.top.noPreview}</p>
                )}
                <dl className="grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="text-xs text-muted">{t.tiles.engagements}</dt>
                    <dd className="font-semibold tabular-nums">
                      {formatMetric(publication.engagements)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted">{t.tiles.engagementRate}</dt>
                    <dd className="font-semibold tabular-nums">
                      {formatEngagementRate(publication.engagementRate)}
                    </dd>
                  </div>
                </dl>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** An image, a playable video, or a PDF to open: the server sends no other preview. */
function TopPreview({
  url,
  preview,
  label,
}: {
  url: string;
  preview: ReportPreview;
  label: string;
}) {
  const kind = getPreviewKind(preview.mimeType);
  if (kind === 'image') {
    return (
      <img
        src={url}
        alt={label}
        loading="lazy"
        className="aspect-square w-full rounded-md border border-border object-cover"
      />
    );
  }
  if (kind === 'video') {
    return (
      // A publication's file has no captions track: the report shows what was posted.
      <video
        controls
        preload="metadata"
        src={url}
        aria-label={label}
        className="aspect-square w-full rounded-md border border-border bg-black object-contain"
      />
    );
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-2 text-sm font-medium text-link underline"
    >
      <FileText aria-hidden className="h-4 w-4 shrink-0" />
      <span className="wrap-anywhere">{reportTab.top.openPdf(preview.fileName)}</span>
    </a>
  );
}
