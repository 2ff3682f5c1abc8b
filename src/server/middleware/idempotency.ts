import { and, eq, lt, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { idempotencyKeys } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import type { AppEnv } from '#server/lib/context';
import { fr } from '#shared/i18n/fr';

const MAX_KEY_LENGTH = 200;
const KEPT_FOR = sql`interval '24 hours'`;

/**
 * A create sent twice with the same `Idempotency-Key` (a double click, a retried request) makes
 * one record: the second gets the first one's status and JSON body. Goes after `agencyArea`, on
 * create routes: `.post('/', idempotent(), jsonBody(…), …)`.
 *
 * The key is inserted first, in the create's own tenant transaction: a second request with the
 * same key waits on that row until the first commits (then reads its answer) or rolls back (then
 * creates, the key having been forgotten with the failed create).
 */
export const idempotent = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (key === undefined) return next();
    if (key.length === 0 || key.length > MAX_KEY_LENGTH || key.includes('\0')) {
      throw new AppError('invalid_idempotency_key', 422, fr.errors.invalidIdempotencyKey);
    }
    if (!c.get('ctx')) throw new Error('idempotent() runs inside agencyArea (its transaction)');
    const { db, user } = c.var.ctx;
    const route = `${c.req.method} ${c.req.path}`;
    const row = { userId: user.id, key, route };
    // Expired keys go opportunistically: this user's, on each keyed create.
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, user.id),
          lt(idempotencyKeys.createdAt, sql`now() - ${KEPT_FOR}`),
        ),
      );
    const inserted = await db
      .insert(idempotencyKeys)
      .values(row)
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length === 0) {
      const [stored] = await db
        .select({ status: idempotencyKeys.status, body: idempotencyKeys.body })
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, user.id),
            eq(idempotencyKeys.key, key),
            eq(idempotencyKeys.route, route),
          ),
        );
      return c.json(stored?.body ?? null, (stored?.status ?? 200) as ContentfulStatusCode);
    }
    await next();
    // A refused create rolls the transaction back (agencyArea), and the key with it.
    if (c.error || c.res.status >= 400) return;
    const body: unknown = await c.res.clone().json();
    await db
      .update(idempotencyKeys)
      .set({ status: c.res.status, body })
      .where(
        and(
          eq(idempotencyKeys.userId, user.id),
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.route, route),
        ),
      );
  });
