import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from '#server/features/webhooks/webhook-address';
import { webhooksText } from '#shared/i18n/fr-webhooks';

const t = webhooksText.errors;

export type AttemptResult = { statusCode: number | null; responseMs: number; error: string | null };

/**
 * One POST to the address already checked (the socket's look-up answers it, so no second DNS
 * answer can redirect it), with the name kept for TLS and Host. Redirects are not followed;
 * the answer's body is read and dropped; no answer in `timeoutMs` is a failure.
 */
export function postWebhook(options: {
  url: URL;
  address: ResolvedAddress;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}): Promise<AttemptResult> {
  const { url, address, headers, body, timeoutMs } = options;
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(url, {
      method: 'POST',
      lookup: pinned,
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'Infludesk-Webhooks/1',
      },
    });
    const deadline = setTimeout(() => request.destroy(new Error('timeout')), timeoutMs);
    request.on('response', (response) => {
      response.resume();
      const done = () => {
        clearTimeout(deadline);
        resolve({ statusCode: response.statusCode ?? null, responseMs: elapsed(), error: null });
      };
      response.on('end', done);
      response.on('error', done);
    });
    request.on('error', (error) => {
      clearTimeout(deadline);
      const message = error.message === 'timeout' ? t.timeout : `${t.network} (${error.message})`;
      resolve({ statusCode: null, responseMs: elapsed(), error: message.slice(0, 300) });
    });
    request.end(body);
  });
}
