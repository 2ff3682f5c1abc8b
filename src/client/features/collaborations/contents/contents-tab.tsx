import { useQuery } from '@tanstack/react-query';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { Spinner } from '#client/components/ui/spinner';
import { contentsQuery } from '#client/features/collaborations/contents/api';
import { DeliverableContent } from '#client/features/collaborations/contents/deliverable-content';
import { contents as t } from '#shared/i18n/fr-contents';
import { fr } from '#shared/i18n/fr';

/**
 * The 'Contenus' tab of a collaboration (issue 29): each influencer's deliverables with their
 * drafts, thread and the agency's actions. Loaded with its tab (the detail's chunk stays small).
 */
export default function ContentsTab({ collaborationId }: { collaborationId: string }) {
  const contents = useQuery(contentsQuery(collaborationId));
  if (contents.isPending) return <Spinner label={fr.app.loading} />;
  if (contents.isError) {
    return (
      <RetryAlert
        title={t.screen.loadFailed}
        error={contents.error}
        onRetry={() => void contents.refetch()}
      />
    );
  }
  const lines = contents.data.lines.filter((line) => line.deliverables.length > 0);
  if (lines.length === 0) {
    return <p className="py-6 text-center text-sm text-muted">{t.empty}</p>;
  }
  return (
    <div className="space-y-6">
      {lines.map((line) => (
        <section key={line.lineId} aria-label={t.screen.deliverablesOf(line.fullName)}>
          <h3 className="mb-3 font-semibold">{line.fullName}</h3>
          <div className="space-y-4">
            {line.deliverables.map((content) => (
              <DeliverableContent
                key={content.id}
                collaborationId={collaborationId}
                content={content}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
