import { vi } from 'vitest';

// The API files' tests: `fetch` answering one status and body, and what was sent. The typed
// client (lib/api.ts) asks `window` for a list's early answer first: none here.

export function stubFetch(status: number, body: unknown) {
  const fetch = vi.fn<typeof globalThis.fetch>(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  );
  vi.stubGlobal('window', {});
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The `index`-th request sent: its URL, method and body. */
export function sentRequest(fetch: ReturnType<typeof stubFetch>, index = 0) {
  const [url, init] = fetch.mock.calls[index]!;
  return { url: String(url), method: init?.method ?? 'GET', body: init?.body };
}
