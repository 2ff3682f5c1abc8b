import { useState } from 'react';
import { Check, ChevronDown, ChevronUp, Copy, Pencil, RefreshCw, Send, Trash2 } from 'lucide-react';
import { toast } from '#client/lib/toast';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { errorMessage } from '#client/lib/api';
import {
  useDeleteWebhook,
  useRotateSecret,
  useSendTest,
  useUpdateWebhook,
  type WebhookEndpoint,
} from '#client/features/webhooks/api';
import { WebhookDeliveries } from '#client/features/webhooks/webhook-deliveries';
import { isWebhookEventType } from '#shared/domain/webhook-events';
import { webhooksText } from '#shared/i18n/fr-webhooks';

const t = webhooksText;
const onError = (error: Error) => toast.error(errorMessage(error));

/** One endpoint: its state, events, secret, actions and (opened) its log. */
export function WebhookEndpointItem({
  endpoint,
  onEdit,
}: {
  endpoint: WebhookEndpoint;
  onEdit: () => void;
}) {
  const [isLogOpen, setLogOpen] = useState(false);
  const [confirming, setConfirming] = useState<'delete' | 'rotate' | null>(null);
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateSecret();
  const test = useSendTest();
  const toggle = () =>
    update.mutate(
      { id: endpoint.id, patch: { isEnabled: !endpoint.isEnabled } },
      { onError, onSuccess: () => toast.success(t.saved) },
    );
  return (
    <li className="rounded-lg border border-border p-4" data-testid="webhook-endpoint">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="font-mono text-sm break-all">{endpoint.url}</p>
          <div className="flex flex-wrap gap-1">
            {endpoint.isEnabled ? (
              <Badge tone="success">{t.enabled}</Badge>
            ) : (
              <Badge tone="danger">
                {endpoint.disabledAt ? t.disabledAfterFailures : t.disabled}
              </Badge>
            )}
            {endpoint.events.filter(isWebhookEventType).map((type) => (
              <Badge key={type}>{t.eventTypes[type]}</Badge>
            ))}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant={endpoint.isEnabled ? 'secondary' : 'primary'} size="sm" onClick={toggle}>
            {endpoint.isEnabled ? t.deactivate : t.reactivate}
          </Button>
          <Button variant="secondary" size="sm" onClick={onEdit}>
            <Pencil aria-hidden className="h-4 w-4" />
            {t.edit}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={!endpoint.isEnabled}
            isLoading={test.isPending}
            onClick={() =>
              test.mutate(endpoint.id, { onError, onSuccess: () => toast.success(t.testQueued) })
            }
          >
            <Send aria-hidden className="h-4 w-4" />
            {t.sendTest}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t.delete}
            onClick={() => setConfirming('delete')}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
          </Button>
        </div>
      </div>
      <SecretRow secret={endpoint.secret} onRotate={() => setConfirming('rotate')} />
      <Button
        variant="ghost"
        size="sm"
        className="mt-2"
        aria-expanded={isLogOpen}
        onClick={() => setLogOpen((open) => !open)}
      >
        {isLogOpen ? (
          <ChevronUp aria-hidden className="h-4 w-4" />
        ) : (
          <ChevronDown aria-hidden className="h-4 w-4" />
        )}
        {isLogOpen ? t.hideDeliveries : t.showDeliveries}
      </Button>
      {isLogOpen && <WebhookDeliveries endpointId={endpoint.id} />}
      <ConfirmDialog
        isOpen={confirming === 'delete'}
        onOpenChange={(open) => setConfirming(open ? 'delete' : null)}
        title={t.deleteTitle}
        confirmLabel={t.delete}
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(endpoint.id, { onError, onSuccess: () => toast.success(t.deleted) })
        }
      >
        {t.deleteBody}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={confirming === 'rotate'}
        onOpenChange={(open) => setConfirming(open ? 'rotate' : null)}
        title={t.rotateTitle}
        confirmLabel={t.rotateSecret}
        tone="primary"
        isPending={rotate.isPending}
        onConfirm={() =>
          rotate.mutate(endpoint.id, {
            onError,
            onSuccess: () => {
              setConfirming(null);
              toast.success(t.rotated);
            },
          })
        }
      >
        {t.rotateBody}
      </ConfirmDialog>
    </li>
  );
}

function SecretRow({ secret, onRotate }: { secret: string; onRotate: () => void }) {
  const [isShown, setShown] = useState(false);
  const [isCopied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
    toast.success(t.copied);
  };
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted">{t.secret}</span>
      <code className="rounded-md border border-border bg-surface-muted px-2 py-1 font-mono text-xs break-all">
        {isShown ? secret : 'whsec_••••••••••••'}
      </code>
      <Button
        variant="ghost"
        size="sm"
        aria-pressed={isShown}
        onClick={() => setShown((shown) => !shown)}
      >
        {isShown ? t.hideSecret : t.showSecret}
      </Button>
      <Button variant="ghost" size="icon" aria-label={t.copySecret} onClick={copy}>
        {isCopied ? (
          <Check aria-hidden className="h-4 w-4" />
        ) : (
          <Copy aria-hidden className="h-4 w-4" />
        )}
      </Button>
      <Button variant="ghost" size="sm" onClick={onRotate}>
        <RefreshCw aria-hidden className="h-4 w-4" />
        {t.rotateSecret}
      </Button>
    </div>
  );
}
