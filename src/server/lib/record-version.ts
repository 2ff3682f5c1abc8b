import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema/identity';
import { AppError, notFound } from '#server/lib/app-error';
import type { SessionUser } from '#server/lib/context';
import { selectRows } from '#server/lib/raw-rows';
import { conflictMessage } from '#shared/domain/history-fields';
import type { RecordKind } from '#shared/domain/record-history';
import { history as historyText } from '#shared/i18n/fr-history';

/** A table of the eight versioned records (recordVersion in db/schema/common.ts). */
export type VersionedTable = PgTable & { version: PgColumn };

/**
 * Issue 28, decision 0045: the check and the bump of a full edit, in one statement. The row
 * moves to the next version only if it is still at the version the form loaded; of two saves
 * at the same version exactly one wins (the other waits for the row lock, then finds the
 * version moved). The row stays locked until the transaction ends, so the edit's own writes
 * follow without a race. A stale version is a 409 naming who saved last and when; no row, a 404.
 * `version` null (the importer's update, no form behind it) moves the version without a check.
 */
export async function claimVersion(
  db: Database,
  user: SessionUser,
  kind: RecordKind,
  table: VersionedTable,
  where: SQL,
  version: number | null,
): Promise<number> {
  const [claimed] = await selectRows<{ version: number }>(
    db,
    sql`update ${table} set version = version + 1, updated_by = ${user.id}, updated_at = now()
        where ${where} and (${version}::integer is null or ${table.version} = ${version})
        returning ${table.version} as version`,
  );
  if (claimed) return Number(claimed.version);
  const [current] = await selectRows<{ updated_by: string | null; updated_at: string | Date }>(
    db,
    sql`select updated_by, updated_at from ${table} where ${where}`,
  );
  if (!current) throw notFound();
  throw await conflict(db, kind, current.updated_by, new Date(current.updated_at));
}

/** The 409 `conflict`: « Cette collaboration a été modifiée par Léa Moreau à 14 h 32 … ». */
export async function conflict(
  db: Database,
  kind: RecordKind,
  changedById: string | null,
  changedAt: Date,
) {
  const [member] = changedById
    ? await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, changedById))
    : [];
  const name = member ? `${member.firstName} ${member.lastName}`.trim() : '';
  const changedBy = name || historyText.formerMember;
  return new AppError(
    'conflict',
    409,
    conflictMessage(kind, changedBy, changedAt),
    undefined,
    undefined,
    {
      changedBy,
      changedAt: changedAt.toISOString(),
    },
  );
}
