import { useQuery } from '@tanstack/react-query';
import { PrivateLinkDialog } from '#client/components/dialogs/private-link-dialog';
import {
  dealLinksQuery,
  selectTargetLinks,
  useCreateDealLink,
  useRevokeDealLink,
  type DealLinkTarget,
} from '#client/features/collaborations/links/deal-links-api';
import { linksText as t } from '#shared/i18n/fr-links';

/**
 * 'Lien créateur' (one influencer line) and 'Lien client' (the deal), decision 0050: the private
 * link dialog of every record, with the deal's links for that target. Loaded on first use.
 */
export function DealLinkDialog({
  deal,
  target,
  onClose,
}: {
  deal: { id: string; name: string };
  target: DealLinkTarget;
  onClose: () => void;
}) {
  const links = useQuery({
    ...dealLinksQuery(deal.id),
    select: (data) => selectTargetLinks(data.items, target),
  });
  const create = useCreateDealLink(deal.id, target);
  const revoke = useRevokeDealLink(deal.id);
  const dialog =
    target.kind === 'creator'
      ? {
          title: t.creatorLink,
          description: `${deal.name} — ${t.creator.description(target.fullName)}`,
          texts: t.creator,
        }
      : { title: t.brandLink, description: t.brand.description(deal.name), texts: t.brand };
  return (
    <PrivateLinkDialog
      {...dialog}
      links={links}
      create={create}
      revoke={revoke}
      onClose={onClose}
    />
  );
}
