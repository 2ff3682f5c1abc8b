import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { ErrorAlert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { Spinner } from '#client/components/ui/spinner';
import { Tabs, type TabItem } from '#client/components/ui/tabs';
import { RecordHistory } from '#client/components/history/record-history';
import { errorMessage } from '#client/lib/api';
import type { RecordKind } from '#shared/domain/record-history';
import { fr } from '#shared/i18n/fr';
import { teamWork } from '#shared/i18n/fr-team-work';

/**
 * A record's read-only detail: a spinner, then the error or `children` with the record;
 * 'Fermer' and, given `onEdit`, 'Modifier' (once loaded) in the footer. Given `history`, the
 * record shows under a 'Détails' tab beside 'Historique' (issue 28), and `tabs` between them
 * (a collaboration's 'Contenus', issue 29).
 */
export function DetailDialog<T>({
  detail,
  title,
  description,
  onClose,
  onEdit,
  history,
  tabs = [],
  initialTab,
  children,
}: {
  detail: UseQueryResult<T>;
  /** The record whose history the 'Historique' tab reads. */
  history?: { kind: RecordKind; id: string };
  /** More tabs beside 'Détails' (shown with `history` only). */
  tabs?: TabItem[];
  /** The tab it opens on (a value of `tabs`); 'Détails' otherwise. */
  initialTab?: string;
  title: string;
  description?: string;
  onClose: () => void;
  onEdit?: () => void;
  children: (record: T) => ReactNode;
}) {
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      description={description}
      size="xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {fr.common.close}
          </Button>
          {onEdit && (
            <Button onClick={onEdit} disabled={!detail.isSuccess}>
              <Pencil aria-hidden className="h-4 w-4" />
              {fr.common.edit}
            </Button>
          )}
        </>
      }
    >
      {detail.isPending && <Spinner label={fr.common.loading} />}
      {detail.isError && <ErrorAlert>{errorMessage(detail.error)}</ErrorAlert>}
      {detail.data &&
        (history ? (
          <Tabs
            label={teamWork.history.tabsLabel}
            initialValue={initialTab}
            items={[
              {
                value: 'details',
                label: teamWork.history.detailsTab,
                content: children(detail.data),
              },
              ...tabs,
              {
                value: 'history',
                label: teamWork.history.tab,
                content: <RecordHistory kind={history.kind} id={history.id} />,
              },
            ]}
          />
        ) : (
          children(detail.data)
        ))}
    </Dialog>
  );
}
