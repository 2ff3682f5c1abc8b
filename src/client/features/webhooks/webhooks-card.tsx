import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { RetryAlert } from '#client/components/ui/retry-alert';
import { Spinner } from '#client/components/ui/spinner';
import { webhooksQuery, type WebhookEndpoint } from '#client/features/webhooks/api';
import { WebhookEndpointItem } from '#client/features/webhooks/webhook-endpoint-item';
import { WebhookFormDialog } from '#client/features/webhooks/webhook-form-dialog';
import { webhooksText } from '#shared/i18n/fr-webhooks';

const t = webhooksText;

/** 'Webhooks' on Compte, for the agency's admins (issue 32, decision 0067). */
export function WebhooksCard() {
  const list = useQuery(webhooksQuery());
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  return (
    <Card aria-labelledby="webhooks-title">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <h2 id="webhooks-title" className="text-lg font-semibold">
          {t.title}
        </h2>
        <Button size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden className="h-4 w-4" />
          {t.add}
        </Button>
      </div>
      <p className="mb-4 text-sm text-muted">{t.intro}</p>
      {list.isPending ? (
        <Spinner label={t.loading} />
      ) : list.isError ? (
        <RetryAlert title={t.loadFailed} error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <p className="text-sm text-muted">{t.empty}</p>
      ) : (
        <ul className="space-y-3">
          {list.data.items.map((endpoint) => (
            <WebhookEndpointItem
              key={endpoint.id}
              endpoint={endpoint}
              onEdit={() => setEditing(endpoint)}
            />
          ))}
        </ul>
      )}
      <WebhookFormDialog
        endpoint={editing === 'new' ? null : editing}
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
    </Card>
  );
}
