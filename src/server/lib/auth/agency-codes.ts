import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { agencies } from '#server/db/schema/identity';
import { AppError } from '#server/lib/app-error';
import { fr } from '#shared/i18n/fr';

/** 24 random bytes (192 bits) as 32 URL-safe characters: nobody guesses it, yet it pastes. */
export const newJoinCode = () => randomBytes(24).toString('base64url');

export const unknownAgency = () => new AppError('unknown_agency', 404, fr.errors.unknownAgency);

/** A demo agency's code opens nothing: real people never join a throw-away agency (0038). */
export async function findAgencyByCode(db: Database, code: string) {
  const [agency] = await db
    .select({ id: agencies.id, name: agencies.name })
    .from(agencies)
    .where(and(eq(agencies.joinCode, code), isNull(agencies.demoExpiresAt)))
    .limit(1);
  return agency ?? null;
}
