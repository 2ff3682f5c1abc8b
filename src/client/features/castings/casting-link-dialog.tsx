import { useQuery } from '@tanstack/react-query';
import { PrivateLinkDialog } from '#client/components/dialogs/private-link-dialog';
import {
  castingLinksQuery,
  useCreateCastingLink,
  useRevokeCastingLink,
} from '#client/features/castings/casting-links-api';
import { castingLinksText as t } from '#shared/i18n/fr-castings-links';

/**
 * 'Envoyer la sélection au client' (decision 0053): the private link dialog of every record,
 * with the casting's links. Loaded the first time it opens (lazyDialog).
 */
export function CastingLinkDialog({
  casting,
  onClose,
}: {
  casting: { id: string; name: string };
  onClose: () => void;
}) {
  const links = useQuery({ ...castingLinksQuery(casting.id), select: (data) => data.items });
  const create = useCreateCastingLink(casting.id);
  const revoke = useRevokeCastingLink(casting.id);
  return (
    <PrivateLinkDialog
      title={t.dialogTitle}
      description={`${casting.name} — ${t.dialogDescription}`}
      texts={t}
      links={links}
      create={create}
      revoke={revoke}
      onClose={onClose}
    />
  );
}
