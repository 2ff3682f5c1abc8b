declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- adds to the DOM's Window
  interface Window {
    /** The first page of a list that public/boot.js asked for before the app's code arrived. */
    __infludeskEarly?: { url: string; at: number; response?: Promise<Response> };
  }
}

/** Past this, an early answer unused is dropped: a later visit asks afresh. */
const EARLY_ANSWER_TTL_MS = 10_000;

/**
 * The answer to a GET public/boot.js already sent (issue 27: the list leaves with the page, not
 * after the app's code), handed over once to the request for the same URL; null otherwise.
 */
export function takeEarlyResponse(input: unknown, init?: { method?: string }) {
  const early = window.__infludeskEarly;
  if (!early?.response) return null;
  if (performance.now() - early.at > EARLY_ANSWER_TTL_MS) {
    window.__infludeskEarly = undefined;
    return null;
  }
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : null;
  const isGet = (init?.method ?? 'GET').toUpperCase() === 'GET';
  if (!isGet || url === null || sameUrl(url) !== early.url) return null;
  window.__infludeskEarly = undefined;
  return early.response;
}

/** A request's path and query, as boot.js writes them. */
function sameUrl(url: string) {
  const parsed = new URL(url, window.location.origin);
  return parsed.origin === window.location.origin ? parsed.pathname + parsed.search : null;
}
