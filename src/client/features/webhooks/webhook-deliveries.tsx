import { useInfiniteQuery } from '@tanstack/react-query';
import { toast } from '#client/lib/toast';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { PagedList } from '#client/components/ui/paged-list';
import { Table, TBody, TD, TH, THead, TR } from '#client/components/ui/table';
import { errorMessage } from '#client/lib/api';
import { deliveriesQuery, useResendDelivery } from '#client/features/webhooks/api';
import { formatDateTime } from '#shared/domain/dates';
import { isWebhookEventType } from '#shared/domain/webhook-events';
import { webhooksText } from '#shared/i18n/fr-webhooks';
import type { WebhookDeliveryView } from '#shared/schemas/webhooks';

const t = webhooksText;
const TONES = { pending: 'warning', succeeded: 'success', failed: 'danger' } as const;

/** An endpoint's log: each delivery's state, last code and response time, and 'Renvoyer'. */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const list = useInfiniteQuery(deliveriesQuery(endpointId));
  const resend = useResendDelivery();
  return (
    <div className="mt-3">
      <h4 className="mb-2 text-sm font-semibold">{t.deliveries}</h4>
      <PagedList
        list={list}
        loadFailed={t.loadFailed}
        empty={<p className="text-sm text-muted">{t.noDeliveries}</p>}
      >
        {(items: WebhookDeliveryView[]) => (
          <Table aria-label={t.deliveries}>
            <THead>
              <TR>
                <TH>{t.columns.event}</TH>
                <TH>{t.columns.status}</TH>
                <TH>{t.columns.code}</TH>
                <TH>{t.columns.responseTime}</TH>
                <TH>{t.columns.date}</TH>
                <TH>
                  <span className="sr-only">{t.columns.actions}</span>
                </TH>
              </TR>
            </THead>
            <TBody>
              {items.map((delivery) => (
                <TR key={delivery.id} data-testid="webhook-delivery">
                  <TD>
                    {isWebhookEventType(delivery.eventType)
                      ? t.eventTypes[delivery.eventType]
                      : t.sendTest}
                  </TD>
                  <TD>
                    <Badge tone={TONES[delivery.status]}>{t.deliveryStatus[delivery.status]}</Badge>
                    {delivery.status === 'pending' && delivery.nextAttemptAt && (
                      <span className="block text-xs text-muted">
                        {t.nextAttempt(formatDateTime(delivery.nextAttemptAt))}
                      </span>
                    )}
                    {delivery.lastError && (
                      <span className="block text-xs text-muted">{delivery.lastError}</span>
                    )}
                  </TD>
                  <TD data-testid="webhook-delivery-code">{delivery.lastStatusCode ?? '—'}</TD>
                  <TD>{delivery.lastResponseMs === null ? '—' : t.ms(delivery.lastResponseMs)}</TD>
                  <TD>{formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt)}</TD>
                  <TD>
                    <Button
                      variant="secondary"
                      size="sm"
                      isLoading={resend.isPending && resend.variables?.deliveryId === delivery.id}
                      onClick={() =>
                        resend.mutate(
                          { id: endpointId, deliveryId: delivery.id },
                          {
                            onSuccess: () => toast.success(t.resent),
                            onError: (error) => toast.error(errorMessage(error)),
                          },
                        )
                      }
                    >
                      {t.resend}
                    </Button>
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </PagedList>
    </div>
  );
}
