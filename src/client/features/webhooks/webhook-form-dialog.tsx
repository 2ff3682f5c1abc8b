import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '#client/lib/toast';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { applyServerErrors } from '#client/lib/form-errors';
import { errorMessage } from '#client/lib/api';
import {
  useCreateWebhook,
  useUpdateWebhook,
  type WebhookEndpoint,
} from '#client/features/webhooks/api';
import { WEBHOOK_EVENT_TYPES } from '#shared/domain/webhook-events';
import { webhooksText } from '#shared/i18n/fr-webhooks';
import { webhookEndpointSchema, type WebhookEndpointInput } from '#shared/schemas/webhooks';

const t = webhooksText;

/** Add or edit an endpoint: its URL and the events it receives (issue 32). */
export function WebhookFormDialog({
  endpoint,
  isOpen,
  onOpenChange,
}: {
  endpoint: WebhookEndpoint | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const form = useForm<WebhookEndpointInput>({
    resolver: zodResolver(webhookEndpointSchema),
    values: {
      url: endpoint?.url ?? '',
      events: (endpoint?.events ?? []) as WebhookEndpointInput['events'],
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      if (endpoint) await update.mutateAsync({ id: endpoint.id, patch: values });
      else await create.mutateAsync(values);
      toast.success(t.saved);
      onOpenChange(false);
    } catch (error) {
      applyServerErrors(error, form.setError);
      toast.error(errorMessage(error));
    }
  });
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={endpoint ? t.editTitle : t.addTitle}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t.cancel}
          </Button>
          <Button type="submit" form="webhook-form" isLoading={form.formState.isSubmitting}>
            {t.save}
          </Button>
        </>
      }
    >
      <form id="webhook-form" className="space-y-4" onSubmit={submit} noValidate>
        <Field label={t.fields.url} error={errors.url?.message}>
          <Input
            type="url"
            inputMode="url"
            placeholder="https://hooks.example.com/infludesk"
            {...form.register('url')}
          />
        </Field>
        <fieldset
          className="space-y-2"
          aria-describedby={errors.events ? 'webhook-events-error' : undefined}
        >
          <legend className="text-sm font-medium text-foreground">{t.fields.events}</legend>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={type}
                className="h-4 w-4"
                {...form.register('events')}
              />
              {t.eventTypes[type]}
            </label>
          ))}
          {errors.events && (
            <p id="webhook-events-error" className="text-sm text-danger">
              {errors.events.message}
            </p>
          )}
        </fieldset>
      </form>
    </Dialog>
  );
}
