import { createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks (what Svix uses, decision 0067): the secret is 'whsec_' + base64 of its
 * bytes; the signature is 'v1,' + base64 HMAC-SHA256 over `id.timestamp.body` with those bytes.
 */
const PREFIX = 'whsec_';

export const createWebhookSecret = () => `${PREFIX}${randomBytes(24).toString('base64')}`;

export function signWebhook(secret: string, id: string, timestamp: number, body: string) {
  const key = Buffer.from(secret.slice(PREFIX.length), 'base64');
  const digest = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${digest}`;
}

/** The three headers of one attempt; `timestamp` in seconds. */
export const webhookHeaders = (secret: string, id: string, timestamp: number, body: string) => ({
  'webhook-id': id,
  'webhook-timestamp': String(timestamp),
  'webhook-signature': signWebhook(secret, id, timestamp, body),
});
