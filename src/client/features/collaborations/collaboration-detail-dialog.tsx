import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DetailDialog } from '#client/components/detail/detail-dialog';
import { CollaborationRecordBody } from '#client/components/records/collaboration-record';
import { collaborationQuery } from '#client/features/collaborations/api';
import type { ScreenVariant } from '#client/features/collaborations/collaboration-dialogs';
import { Spinner } from '#client/components/ui/spinner';
import { contents } from '#shared/i18n/fr-contents';
import { complianceScreen } from '#shared/i18n/fr-compliance-screen';
import { report } from '#shared/i18n/fr-report';
import { fr } from '#shared/i18n/fr';

// Its previews, forms and uploads load when the tab is opened (issue 29).
const ContentsTab = lazy(() => import('#client/features/collaborations/contents/contents-tab'));
// Its figures, chart and forms load when the tab is opened (issue 30).
const ReportTab = lazy(() => import('#client/features/collaborations/report/report-tab'));
// Its checks and the deal's contracts load when the tab is opened (issue 31).
const ComplianceTab = lazy(
  () => import('#client/features/collaborations/compliance/compliance-tab'),
);

/** The tabs a link may open the detail on (`?voir=<id>&onglet=conformite`). */
export type CollaborationTab = 'compliance';

export function CollaborationDetailDialog({
  variant,
  collaborationId,
  onClose,
  onEdit,
  initialTab,
}: {
  variant: ScreenVariant;
  collaborationId: string;
  initialTab?: CollaborationTab;
  onClose: () => void;
  onEdit: () => void;
}) {
  const detail = useQuery(collaborationQuery(collaborationId));
  return (
    <DetailDialog
      detail={detail}
      title={detail.data?.name ?? fr.common.details}
      description={
        detail.data
          ? `${detail.data.brand} · ${fr.collaborationTypes[detail.data.type]}`
          : undefined
      }
      onClose={onClose}
      onEdit={onEdit}
      history={{ kind: 'collaboration', id: collaborationId }}
      initialTab={initialTab}
      tabs={[
        {
          value: 'contents',
          label: contents.tab,
          content: (
            <Suspense fallback={<Spinner label={fr.app.loading} />}>
              <ContentsTab
                collaborationId={collaborationId}
                collaborationName={detail.data?.name ?? ''}
              />
            </Suspense>
          ),
        },
        {
          value: 'report',
          label: report.tab,
          content: (
            <Suspense fallback={<Spinner label={fr.app.loading} />}>
              <ReportTab
                collaborationId={collaborationId}
                collaborationName={detail.data?.name ?? ''}
              />
            </Suspense>
          ),
        },
        {
          value: 'compliance',
          label: complianceScreen.tab.label,
          content: (
            <Suspense fallback={<Spinner label={fr.app.loading} />}>
              <ComplianceTab collaborationId={collaborationId} />
            </Suspense>
          ),
        },
      ]}
    >
      {(collaboration) => (
        <CollaborationRecordBody
          collaboration={collaboration}
          isCampaignView={variant === 'campaigns'}
        />
      )}
    </DetailDialog>
  );
}
