import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as LinkIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { lazyDialog } from '#client/components/ui/lazy-dialog';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { Spinner } from '#client/components/ui/spinner';
import { contentsQuery } from '#client/features/collaborations/contents/api';
import { BriefPicker } from '#client/features/collaborations/contents/brief-picker';
import { DeliverableContent } from '#client/features/collaborations/contents/deliverable-content';
import type { DealLinkTarget } from '#client/features/collaborations/links/deal-links-api';
import { contents as t } from '#shared/i18n/fr-contents';
import { linksText } from '#shared/i18n/fr-links';
import { fr } from '#shared/i18n/fr';

// 'Lien créateur' and 'Lien client' (decision 0050): their dialog and its API load on first use.
const DealLinkDialog = lazyDialog(() =>
  import('#client/features/collaborations/links/deal-link-dialog').then((m) => m.DealLinkDialog),
);

/**
 * The 'Contenus' tab of a collaboration (issue 29): each influencer's deliverables with their
 * drafts, thread and the agency's actions, and the private links of the creators and the brand.
 * Loaded with its tab (the detail's chunk stays small).
 */
export default function ContentsTab({
  collaborationId,
  collaborationName,
}: {
  collaborationId: string;
  collaborationName: string;
}) {
  const contents = useQuery(contentsQuery(collaborationId));
  const [linkTarget, setLinkTarget] = useState<DealLinkTarget | null>(null);
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
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <BriefPicker collaborationId={collaborationId} brief={contents.data.brief} />
        <LinkButton label={linksText.brandLink} onClick={() => setLinkTarget({ kind: 'brand' })} />
      </div>
      {lines.length === 0 && <p className="py-6 text-center text-sm text-muted">{t.empty}</p>}
      {lines.map((line) => (
        <section key={line.lineId} aria-label={t.screen.deliverablesOf(line.fullName)}>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">{line.fullName}</h3>
            <LinkButton
              label={linksText.creatorLink}
              ariaLabel={linksText.creator.open(line.fullName)}
              onClick={() =>
                setLinkTarget({ kind: 'creator', lineId: line.lineId, fullName: line.fullName })
              }
            />
          </div>
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
      {linkTarget && (
        <DealLinkDialog
          deal={{ id: collaborationId, name: collaborationName }}
          target={linkTarget}
          onClose={() => setLinkTarget(null)}
        />
      )}
    </div>
  );
}

function LinkButton({
  label,
  ariaLabel,
  onClick,
}: {
  label: string;
  ariaLabel?: string;
  onClick: () => void;
}) {
  return (
    <Button variant="secondary" size="sm" aria-label={ariaLabel} onClick={onClick}>
      <LinkIcon aria-hidden className="h-4 w-4" />
      {label}
    </Button>
  );
}
