import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client';
import { privateLinks } from '#server/db/schema/contents';
import {
  hashLinkToken,
  isLinkTokenShape,
  newLinkToken,
} from '#server/lib/private-links/link-tokens';
import type { PrivateLinkKind, PrivateLinkStatus } from '#shared/schemas/private-links';

// Decision 0050: the private links of outsiders (a deal's creator or brand, a casting). A link
// names one record; its token is returned once at creation and only its hash is kept.

/** The one record a link opens. */
export type LinkTarget = {
  kind: PrivateLinkKind;
  collaborationId: string | null;
  collaborationInfluencerId: string | null;
  castingId: string | null;
  /** A member's own calendar feed (kind 'calendar', decision 0068). */
  userId?: string | null;
};

export type PrivateLink = LinkTarget & { id: string; agencyId: string; expiresAt: Date };

const linkColumns = {
  id: privateLinks.id,
  agencyId: privateLinks.agencyId,
  kind: privateLinks.kind,
  collaborationId: privateLinks.collaborationId,
  collaborationInfluencerId: privateLinks.collaborationInfluencerId,
  castingId: privateLinks.castingId,
  userId: privateLinks.userId,
  expiresAt: privateLinks.expiresAt,
};

export function linkStatus(
  link: { revokedAt: Date | null; expiresAt: Date },
  now = new Date(),
): PrivateLinkStatus {
  if (link.revokedAt) return 'revoked';
  return link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'live';
}

type NewLink = LinkTarget & {
  agencyId: string;
  expiresAt: Date;
  createdBy: string | null;
  /** A shared report's 'Afficher le budget' (issue 30). */
  showBudget?: boolean;
};

/** A new link; its token leaves here once, for the URL, and is stored nowhere. */
export async function createPrivateLink(db: Database, input: NewLink) {
  const token = newLinkToken();
  const [row] = await db
    .insert(privateLinks)
    .values({ ...input, tokenHash: hashLinkToken(token) })
    .returning({ id: privateLinks.id, expiresAt: privateLinks.expiresAt });
  return { id: row!.id, expiresAt: row!.expiresAt, token };
}

/**
 * The link a token names, whatever its state, or null. The one query outside a tenant
 * transaction: the agency is what it tells. Malformed tokens never reach the database.
 */
export async function findLinkByToken(db: Database, token: string, now = new Date()) {
  if (!isLinkTokenShape(token)) return null;
  const [row] = await db
    .select({ ...linkColumns, revokedAt: privateLinks.revokedAt })
    .from(privateLinks)
    .where(eq(privateLinks.tokenHash, hashLinkToken(token)))
    .limit(1);
  if (!row) return null;
  const { revokedAt, ...link } = row;
  return {
    link: link as PrivateLink,
    status: linkStatus({ revokedAt, expiresAt: link.expiresAt }, now),
  };
}

const TOUCH_EVERY_MS = 60_000;

/**
 * Notes the link's use, at most once a minute: a page's many calls write once. `expiresAt`
 * moves a link's end along with its use (a calendar feed lives while it is read).
 */
export async function touchLink(db: Database, linkId: string, now = new Date(), expiresAt?: Date) {
  await db
    .update(privateLinks)
    .set(expiresAt ? { lastUsedAt: now, expiresAt } : { lastUsedAt: now })
    .where(
      and(
        eq(privateLinks.id, linkId),
        or(
          isNull(privateLinks.lastUsedAt),
          lt(privateLinks.lastUsedAt, new Date(now.getTime() - TOUCH_EVERY_MS)),
        ),
      ),
    );
}

/** Revokes a link (already revoked: left as it was). False when no such link is visible. */
export async function revokePrivateLink(db: Database, linkId: string, now = new Date()) {
  const rows = await db
    .update(privateLinks)
    .set({ revokedAt: sql`coalesce(${privateLinks.revokedAt}, ${now})`, updatedAt: now })
    .where(eq(privateLinks.id, linkId))
    .returning({ id: privateLinks.id });
  return rows.length > 0;
}

/** Revokes every live link to this record (before a new one replaces them). */
export async function revokeLinksTo(db: Database, target: LinkTarget, now = new Date()) {
  const sameRecord = (column: AnyPgColumn, value: string | null) =>
    value === null ? isNull(column) : eq(column, value);
  await db
    .update(privateLinks)
    .set({ revokedAt: now, updatedAt: now })
    .where(
      and(
        eq(privateLinks.kind, target.kind),
        sameRecord(privateLinks.collaborationId, target.collaborationId),
        sameRecord(privateLinks.collaborationInfluencerId, target.collaborationInfluencerId),
        sameRecord(privateLinks.castingId, target.castingId),
        sameRecord(privateLinks.userId, target.userId ?? null),
        isNull(privateLinks.revokedAt),
      ),
    );
}

/** A new link to the same record, every older one revoked at once. */
export async function renewPrivateLink(
  db: Database,
  input: NewLink,
  now = new Date(),
): ReturnType<typeof createPrivateLink> {
  await revokeLinksTo(db, input, now);
  return createPrivateLink(db, input);
}
