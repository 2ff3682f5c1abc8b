import {
  canOpenSection,
  PERMISSION_KEYS,
  type PermissionKey,
  type PermissionMap,
} from '#shared/domain/permissions';

// Issue 32, decision 0066: a member's personal API token. Its rules, for the server that
// checks them and the Compte card that explains them.

/** The expiries a member may choose: a number of days, or never. */
export const API_TOKEN_EXPIRIES = ['30', '90', '365', 'never'] as const;
export type ApiTokenExpiry = (typeof API_TOKEN_EXPIRIES)[number];

const DAY_MS = 86_400_000;

/** When a token made now with this choice stops working; null: never. */
export function expiryDate(choice: ApiTokenExpiry, now: Date): Date | null {
  if (choice === 'never') return null;
  return new Date(now.getTime() + Number(choice) * DAY_MS);
}

export type ApiTokenStatus = 'live' | 'expired' | 'revoked';

export function apiTokenStatus(
  token: { revokedAt: Date | string | null; expiresAt: Date | string | null },
  now: Date,
): ApiTokenStatus {
  if (token.revokedAt) return 'revoked';
  if (token.expiresAt !== null && new Date(token.expiresAt).getTime() <= now.getTime()) {
    return 'expired';
  }
  return 'live';
}

// `ifd_<prefix>_<secret>`: a fixed scheme that secret scanners (GitHub's, a log filter) can
// recognise, a public prefix of 10 hex digits that names the token in lists, and 32 random
// bytes in base64url (256 bits). The hex prefix holds no '_', so the parts never blur.
export const API_TOKEN_SCHEME = 'ifd';
const TOKEN_SHAPE = /^ifd_([0-9a-f]{10})_([\w-]{43})$/;

export const formatApiToken = (prefix: string, secret: string) =>
  `${API_TOKEN_SCHEME}_${prefix}_${secret}`;

/** The prefix of a well-formed token, else null (nothing malformed reaches the database). */
export function readApiTokenPrefix(token: string): string | null {
  return TOKEN_SHAPE.exec(token)?.[1] ?? null;
}

/** The token of `Authorization: Bearer <token>`, else null (no header, or another scheme). */
export function readBearerToken(header: string | undefined): string | null {
  const match = /^bearer\s+(\S+)\s*$/i.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}

/** Whether a request names a bearer token, well-formed or not. */
export const isBearerAuthorization = (header: string | undefined) =>
  header !== undefined && /^bearer(\s|$)/i.test(header.trimStart());

/** The sections a member can open now, in the catalogue's order. */
export const openSections = (permissions: Partial<PermissionMap> | null): PermissionKey[] =>
  PERMISSION_KEYS.filter((key) => canOpenSection(permissions, key));

/**
 * What a token may reach today: the sections it was given that its member can still open. A
 * section closed to the member after the token was made is closed to the token too; opened
 * again, it comes back (the token never held more than its member).
 */
export const effectiveSections = (
  tokenSections: readonly string[],
  permissions: Partial<PermissionMap> | null,
): PermissionKey[] => openSections(permissions).filter((key) => tokenSections.includes(key));

/** The sections asked for that the member cannot open now (a 422 at creation). */
export const sectionsBeyondMember = (
  asked: readonly PermissionKey[],
  permissions: Partial<PermissionMap> | null,
): PermissionKey[] => asked.filter((key) => !canOpenSection(permissions, key));
