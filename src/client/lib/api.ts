import { hc } from 'hono/client';
import type { AppType } from '#server/app';
import { fr } from '#shared/i18n/fr';
import { noteServerClock } from '#client/lib/server-clock';

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- adds to the DOM's Window
  interface Window {
    /** An answer public/boot.js asked for with the page, once, for its URL (issue 27). */
    __infludeskTakeEarly?: (url: unknown) => Promise<Response> | null;
  }
}

/**
 * The typed API client: request and response types come from the server's routes. What a
 * screen shows first, when public/boot.js already asked for it, is taken from there (decision
 * 0044).
 */
export const api = hc<AppType>('/api', {
  fetch: (input: RequestInfo | URL, init?: RequestInit) =>
    window.__infludeskTakeEarly?.(input) ?? fetch(input, init),
});

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type JsonResponse<T> = {
  ok: boolean;
  status: number;
  headers?: Pick<Headers, 'get'>;
  json(): Promise<T>;
};

/** Awaits a call of the typed client: its JSON when it succeeded, an ApiError otherwise. */
export async function unwrap<T>(call: Promise<JsonResponse<T>>): Promise<T> {
  let response: JsonResponse<T>;
  try {
    response = await call;
  } catch {
    throw new ApiError(0, 'network', fr.errors.network);
  }
  noteServerClock(response.headers);
  // 204 No Content (a link revoked): nothing to read, and json() would throw on the empty body.
  if (response.status === 204) return undefined as T;
  if (response.ok) return response.json();
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string; fields?: Record<string, string> };
  } | null;
  const code = body?.error?.code ?? 'unknown';
  if (response.status === 401 && code === 'unauthenticated') {
    // Before the caller hears of it: the guard has the user on /login before a list or a toast
    // could show 'Aucun utilisateur connecté'; whatever still shows the error says why.
    sessionEndListeners.forEach((listener) => listener());
    throw new ApiError(401, code, fr.session.ended);
  }
  throw new ApiError(
    response.status,
    code,
    body?.error?.message ?? fr.errors.unexpected,
    body?.error?.fields,
  );
}

const sessionEndListeners = new Set<() => void>();

/**
 * Hears every request refused for want of a session: it expired, was signed out on another
 * device, or the account is gone. Returns the unsubscribe function (an effect's clean-up).
 */
export function onSessionEnd(listener: () => void) {
  sessionEndListeners.add(listener);
  return () => {
    sessionEndListeners.delete(listener);
  };
}

/**
 * A save refused because someone else saved the record since it was loaded (issue 28): the
 * server's message names them and when; the form keeps what was typed (edit-conflict.tsx).
 */
export const isConflictError = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && error.code === 'conflict';

export const errorMessage = (error: unknown) =>
  error instanceof ApiError ? error.message : fr.errors.unexpected;
