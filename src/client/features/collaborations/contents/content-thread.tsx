import { useId } from 'react';
import { Badge } from '#client/components/ui/badge';
import { ContentCommentForm } from '#client/features/collaborations/contents/content-comment-form';
import { ContentMoment } from '#client/features/collaborations/contents/content-moment';
import { describeDecision } from '#client/features/collaborations/contents/content-view';
import { contents as t } from '#shared/i18n/fr-contents';
import type { DeliverableContentView } from '#shared/schemas/contents';

/** 'Échanges': the comments and decisions, oldest first, then the form to add one. */
export function ContentThread({
  collaborationId,
  content,
}: {
  collaborationId: string;
  content: DeliverableContentView;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h5 id={headingId} className="text-sm font-semibold">
        {t.thread}
      </h5>
      {content.comments.length === 0 ? (
        <p className="text-sm text-muted">{t.noComment}</p>
      ) : (
        <ol className="space-y-2">
          {content.comments.map((comment) => {
            const decision = describeDecision(comment);
            return (
              <li
                key={comment.id}
                data-testid="content-comment"
                className="rounded-md border border-border bg-surface-muted/50 p-3 text-sm"
              >
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
                  <span className="font-semibold text-foreground">{comment.authorName}</span>
                  <span>{t.authors[comment.authorKind]}</span>
                  {comment.versionNumber !== null && (
                    <span>· {t.aboutVersion(comment.versionNumber)}</span>
                  )}
                  <span>
                    · <ContentMoment at={comment.createdAt} />
                  </span>
                </p>
                {decision && (
                  <p className="mt-2">
                    <span className="sr-only">{t.screen.decision} : </span>
                    <Badge tone="primary">{decision}</Badge>
                  </p>
                )}
                {comment.body && (
                  <p className="mt-2 whitespace-pre-wrap wrap-anywhere">{comment.body}</p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <ContentCommentForm
        target={{ collaborationId, deliverableId: content.id }}
        versionNumbers={content.versions.map((version) => version.number)}
      />
    </section>
  );
}
