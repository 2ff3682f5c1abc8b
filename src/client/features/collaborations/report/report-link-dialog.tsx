import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PrivateLinkDialog } from '#client/components/dialogs/private-link-dialog';
import { useInvalidatingMutation } from '#client/lib/use-invalidating-mutation';
import {
  dealLinksKey,
  dealLinksQuery,
  useRevokeDealLink,
} from '#client/features/collaborations/links/deal-links-api';
import { reportRequests } from '#client/features/collaborations/report/api';
import { reportTab } from '#shared/i18n/fr-report-tab';

const t = reportTab.share;

/**
 * 'Partager le rapport' (issue 30): the brand's read-only link to the live report, through the
 * private link dialog of every record; 'Afficher le budget' is off unless ticked for this link.
 * Loaded on first use.
 */
export function ReportLinkDialog({
  deal,
  onClose,
}: {
  deal: { id: string; name: string };
  onClose: () => void;
}) {
  const [isBudgetShown, setBudgetShown] = useState(false);
  const links = useQuery({
    ...dealLinksQuery(deal.id),
    select: (data) => data.items.filter((link) => link.kind === 'report'),
  });
  const create = useInvalidatingMutation({
    mutationFn: (email: string) => reportRequests.createLink(deal.id, email, isBudgetShown),
    invalidates: [dealLinksKey(deal.id)],
  });
  const revoke = useRevokeDealLink(deal.id);
  return (
    <PrivateLinkDialog
      title={t.title}
      description={t.description(deal.name)}
      texts={t}
      links={links}
      create={create}
      revoke={revoke}
      option={{
        label: t.showBudget,
        hint: t.showBudgetHint,
        isChecked: isBudgetShown,
        onChange: setBudgetShown,
        linkNote: t.budgetShown,
      }}
      onClose={onClose}
    />
  );
}
