/** What a guard tells /login when it sends someone there: where they were, and why. */
export type LoginState = { from: string; hasSessionEnded: boolean };

export const HOME_PATH = '/app/collaborations';

export const toLoginState = (
  location: { pathname: string; search: string; hash: string },
  hasSessionEnded: boolean,
): LoginState => ({ from: location.pathname + location.search + location.hash, hasSessionEnded });

export const hasSessionEnded = (state: unknown) =>
  isRecord(state) && state.hasSessionEnded === true;

/**
 * Where signing in leads: back to the page the user was sent away from, if it is a path of
 * this site (history state is ours, but a path like '//evil.example' would leave it), and
 * never /login itself; the home section otherwise.
 */
export function getReturnPath(state: unknown, origin: string): string {
  const from = isRecord(state) ? state.from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/')) return HOME_PATH;
  let url: URL;
  try {
    url = new URL(from, origin);
  } catch {
    return HOME_PATH;
  }
  if (url.origin !== origin || url.pathname === '/login') return HOME_PATH;
  return url.pathname + url.search + url.hash;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
