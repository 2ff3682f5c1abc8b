import { and, desc, eq, sql } from 'drizzle-orm';
import { apiTokens } from '#server/db/schema/api-tokens';
import { AppError, invalid } from '#server/lib/app-error';
import { newApiToken } from '#server/lib/auth/api-token-store';
import type { AgencyContext } from '#server/lib/context';
import {
  apiTokenStatus,
  expiryDate,
  openSections,
  sectionsBeyondMember,
} from '#shared/domain/api-tokens';
import { isPermissionKey, type PermissionKey } from '#shared/domain/permissions';
import { fr } from '#shared/i18n/fr';
import { apiTokensText } from '#shared/i18n/fr-api-tokens';
import type { ApiTokenItem, CreatedApiToken } from '#shared/schemas/api-tokens';
import type { z } from 'zod';
import type { apiTokenCreateSchema } from '#shared/schemas/api-tokens';

// Decision 0066: a member's own tokens, in the tenant transaction of their agency. Nobody else
// lists or revokes them: another member's token is a 404, as another agency's.

const itemColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  prefix: apiTokens.prefix,
  sections: apiTokens.sections,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
};
type ItemRow = {
  id: string;
  name: string;
  prefix: string;
  sections: string[];
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

const toItem = ({ revokedAt, ...row }: ItemRow, now: Date): ApiTokenItem => ({
  ...row,
  sections: row.sections.filter(isPermissionKey),
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  status: apiTokenStatus({ revokedAt, expiresAt: row.expiresAt }, now),
});

// A member keeps the list readable: past this many, the oldest are still listed but none added.
const MAX_TOKENS_LISTED = 200;

/** My tokens, newest first, and the sections a new one may name (those open to me now). */
export async function listMyTokens(ctx: AgencyContext, now = new Date()) {
  const rows = await ctx.db
    .select(itemColumns)
    .from(apiTokens)
    .where(eq(apiTokens.userId, ctx.user.id))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    .limit(MAX_TOKENS_LISTED);
  return {
    items: rows.map((row) => toItem(row, now)),
    availableSections: openSections(ctx.user.permissions),
  };
}

/** A new token; the whole token leaves here once, in the answer, and is stored nowhere. */
export async function createToken(
  ctx: AgencyContext,
  input: z.output<typeof apiTokenCreateSchema>,
  now = new Date(),
): Promise<CreatedApiToken> {
  const beyond = sectionsBeyondMember(input.sections, ctx.user.permissions);
  if (beyond.length > 0) {
    const names = beyond.map((key: PermissionKey) => `« ${fr.sections[key]} »`).join(', ');
    throw invalid({ sections: apiTokensText.fields.sectionsBeyond(names) });
  }
  const { token, prefix, tokenHash } = newApiToken();
  const [row] = await ctx.db
    .insert(apiTokens)
    .values({
      agencyId: ctx.agencyId,
      userId: ctx.user.id,
      name: input.name,
      prefix,
      tokenHash,
      sections: input.sections,
      expiresAt: expiryDate(input.expiry, now),
      createdAt: now,
      updatedAt: now,
    })
    .returning(itemColumns);
  return { ...toItem(row!, now), token };
}

/** Revokes one of my tokens at once (already revoked: left as it was); else a 404. */
export async function revokeToken(ctx: AgencyContext, id: string, now = new Date()) {
  const rows = await ctx.db
    .update(apiTokens)
    .set({ revokedAt: sql`coalesce(${apiTokens.revokedAt}, ${now})`, updatedAt: now })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, ctx.user.id)))
    .returning({ id: apiTokens.id });
  if (rows.length === 0) throw new AppError('not_found', 404, apiTokensText.errors.notFound);
}
