import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { apiTokens } from '#server/db/schema/api-tokens';
import { agencies, users } from '#server/db/schema/identity';
import { hashLinkToken, newLinkToken } from '#server/lib/private-links/link-tokens';
import { formatApiToken, readApiTokenPrefix } from '#shared/domain/api-tokens';

// Decision 0066: a token is `ifd_<prefix>_<secret>`; the database keeps the prefix and the
// SHA-256 of the whole token (the private links' helpers: 256 random bits need no slow hash).

/** A new token's parts: the token leaves once, to its member; the rest is stored. */
export function newApiToken() {
  const prefix = randomBytes(5).toString('hex');
  const token = formatApiToken(prefix, newLinkToken());
  return { token, prefix, tokenHash: hashLinkToken(token) };
}

/**
 * The token a request names and the member it acts for, whatever its state, or null. Outside a
 * tenant transaction (its agency is what it tells); malformed tokens never reach the database.
 * The member's agency and permissions here may be cached: the gate reads them again, fresh.
 */
export async function findApiToken(db: Database, token: string) {
  if (readApiTokenPrefix(token) === null) return null;
  const [row] = await db
    .select({
      id: apiTokens.id,
      agencyId: apiTokens.agencyId,
      name: apiTokens.name,
      prefix: apiTokens.prefix,
      sections: apiTokens.sections,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
      lastUsedAt: apiTokens.lastUsedAt,
      user: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        jobTitle: users.jobTitle,
        userRole: users.userRole,
        emailVerifiedAt: users.emailVerifiedAt,
      },
      demoExpiresAt: agencies.demoExpiresAt,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .innerJoin(agencies, eq(agencies.id, apiTokens.agencyId))
    .where(eq(apiTokens.tokenHash, hashLinkToken(token)))
    .limit(1);
  return row ?? null;
}
export type FoundApiToken = NonNullable<Awaited<ReturnType<typeof findApiToken>>>;

export const TOUCH_EVERY_MS = 60_000;

/** Notes the token's use, at most once a minute, whichever app server asks. */
export async function touchApiToken(db: Database, tokenId: string, now: Date) {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, tokenId),
        or(
          isNull(apiTokens.lastUsedAt),
          lt(apiTokens.lastUsedAt, new Date(now.getTime() - TOUCH_EVERY_MS)),
        ),
      ),
    );
}
