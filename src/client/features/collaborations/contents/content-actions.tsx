import { useState } from 'react';
import { Upload } from 'lucide-react';
import { toast } from '#client/lib/toast';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api';
import {
  useContentAction,
  useSendContentVersion,
} from '#client/features/collaborations/contents/api';
import {
  canSendDraft,
  isActionWithForm,
} from '#client/features/collaborations/contents/content-view';
import { PublishDialog } from '#client/features/collaborations/contents/publish-dialog';
import { RequestChangesDialog } from '#client/features/collaborations/contents/request-changes-dialog';
import { SendDraftDialog } from '#client/features/collaborations/contents/send-draft-dialog';
import { contents as t } from '#shared/i18n/fr-contents';
import type { AgencyContentAction, DeliverableContentView } from '#shared/schemas/contents';

type Opened = 'request_changes' | 'publish' | 'send_draft' | null;

/**
 * The agency's buttons for one content, those the server allows now (`actions`), plus
 * 'Envoyer un brouillon' where the rules let the agency send one. Changes and publication ask
 * first in a small form; the others act at once, a refusal told in a toast.
 */
export function ContentActions({
  collaborationId,
  content,
}: {
  collaborationId: string;
  content: DeliverableContentView;
}) {
  const target = { collaborationId, deliverableId: content.id };
  const action = useContentAction(target);
  const sendVersion = useSendContentVersion(target);
  const [opened, setOpened] = useState<Opened>(null);
  const [running, setRunning] = useState<AgencyContentAction | null>(null);
  const isDraftAllowed = canSendDraft(content);
  if (content.actions.length === 0 && !isDraftAllowed) return null;

  const handleAction = (name: AgencyContentAction) => {
    if (isActionWithForm(name)) return setOpened(name);
    setRunning(name);
    action.mutate(
      { action: name },
      {
        onSuccess: () => toast.success(t.screen.done[name]),
        onError: (error) => toast.error(errorMessage(error)),
        onSettled: () => setRunning(null),
      },
    );
  };
  const close = () => setOpened(null);
  return (
    <div role="group" aria-label={t.screen.actionsLabel} className="flex flex-wrap gap-2">
      {content.actions.map((name) => (
        <Button
          key={name}
          size="sm"
          variant={name === 'approve' || name === 'send_to_client' ? 'primary' : 'secondary'}
          isLoading={running === name}
          disabled={running !== null}
          onClick={() => handleAction(name)}
        >
          {t.actions[name]}
        </Button>
      ))}
      {isDraftAllowed && (
        <Button size="sm" variant="secondary" onClick={() => setOpened('send_draft')}>
          <Upload aria-hidden className="h-4 w-4" />
          {t.screen.sendDraft}
        </Button>
      )}
      {opened === 'request_changes' && <RequestChangesDialog action={action} onClose={close} />}
      {opened === 'publish' && <PublishDialog action={action} onClose={close} />}
      {opened === 'send_draft' && <SendDraftDialog sendVersion={sendVersion} onClose={close} />}
    </div>
  );
}
