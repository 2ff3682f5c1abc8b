import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { collaborations } from '#server/db/schema/collaborations';
import { contracts, contractTemplates } from '#server/db/schema/contracts';
import { notFound } from '#server/lib/app-error';
import type { AgencyContext } from '#server/lib/context';
import type { FileStorage } from '#server/lib/storage/file-storage';
import { readBytes } from '#server/lib/storage/stored-bytes';
import type { TenantReader } from '#server/features/collaborations/contents/contents-read';
import { readDefaultTemplate } from '#server/features/collaborations/contracts/contract-docx';

// Issue 31: the pieces every write on contracts shares — the deal and the contract locked, the
// template's bytes, the files' names and hashes, and the removal of replaced files once the
// change has committed (never on a rolled-back one).

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A name a file system accepts: no path or reserved signs, no control characters. */
export const toFileName = (name: string, extension: string) =>
  `${
    name
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 180) || 'Contrat'
  }.${extension}`;

/** The deal, locked: its contracts change one at a time, and its 'Contrat signé' with them. */
export async function lockDeal(reader: TenantReader, collaborationId: string) {
  const [deal] = await reader.db
    .select({ id: collaborations.id, name: collaborations.name })
    .from(collaborations)
    .where(
      and(eq(collaborations.agencyId, reader.agencyId), eq(collaborations.id, collaborationId)),
    )
    .for('update');
  if (!deal) throw notFound();
  return deal;
}

/** A line's contract row, or null. */
export async function findContract(reader: TenantReader, collaborationId: string, lineId: string) {
  const [row] = await reader.db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.agencyId, reader.agencyId),
        eq(contracts.collaborationId, collaborationId),
        eq(contracts.collaborationInfluencerId, lineId),
      ),
    );
  return row ?? null;
}

/** The agency's own template's row, or null (the default one). */
export async function findTemplate(reader: TenantReader) {
  const [row] = await reader.db
    .select()
    .from(contractTemplates)
    .where(eq(contractTemplates.agencyId, reader.agencyId));
  return row ?? null;
}

/** The bytes of the agency's template, or of the default one (also when the store lost it). */
export async function readTemplateBytes(reader: TenantReader, storage: FileStorage) {
  const row = await findTemplate(reader);
  const own = row ? await readBytes(storage, row.fileKey) : null;
  return own ?? readDefaultTemplate();
}

/** Removes stored files once the change has committed. */
export function removeAfterCommit(
  ctx: { afterCommit?: AgencyContext['afterCommit'] },
  storage: FileStorage,
  keys: readonly (string | null | undefined)[],
) {
  const gone = keys.filter((key): key is string => Boolean(key));
  if (gone.length === 0) return;
  const task = async () => {
    for (const key of gone) await storage.remove(key);
  };
  if (ctx.afterCommit) ctx.afterCommit(task);
  else void task();
}
