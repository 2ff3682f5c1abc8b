import { z } from 'zod';
import { booleanField, cursorField, textField } from '#shared/schemas/fields';
import { WEBHOOK_EVENT_TYPES } from '#shared/domain/webhook-events';
import { webhooksText } from '#shared/i18n/fr-webhooks';

const t = webhooksText;

/** The URL's shape; whether it names a private address is checked by the server (SSRF). */
const urlField = textField(t.fields.url, t.errors.urlInvalid)
  .trim()
  .min(1, t.errors.urlInvalid)
  .max(2000, t.errors.urlInvalid)
  .refine((value) => URL.canParse(value), t.errors.urlInvalid);

const eventsField = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: t.errors.eventsRequired }), {
    error: t.errors.eventsRequired,
  })
  .min(1, t.errors.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length, t.errors.eventsRequired)
  .transform((events) => [...new Set(events)]);

/** POST /api/webhooks */
export const webhookEndpointSchema = z.object({ url: urlField, events: eventsField });
export type WebhookEndpointInput = z.infer<typeof webhookEndpointSchema>;

/** PATCH /api/webhooks/:id: any of the three. */
export const webhookEndpointPatchSchema = z.object({
  url: urlField.optional(),
  events: eventsField.optional(),
  isEnabled: booleanField(t.fields.enabled).optional(),
});
export type WebhookEndpointPatch = z.infer<typeof webhookEndpointPatchSchema>;

/** GET /api/webhooks/:id/deliveries */
export const webhookDeliveriesQuerySchema = z.object({ cursor: cursorField(t.deliveries) });

export type WebhookEndpointView = {
  id: string;
  url: string;
  events: string[];
  secret: string;
  isEnabled: boolean;
  disabledAt: string | null;
  createdAt: string;
};

export type WebhookAttemptView = {
  attemptedAt: string;
  statusCode: number | null;
  responseMs: number;
  error: string | null;
  nextAttemptAt: string | null;
};

export type WebhookDeliveryView = {
  id: string;
  eventId: string;
  eventType: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  lastStatusCode: number | null;
  lastResponseMs: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  log: WebhookAttemptView[];
};

export type WebhookDeliveryPage = { items: WebhookDeliveryView[]; nextCursor: string | null };
