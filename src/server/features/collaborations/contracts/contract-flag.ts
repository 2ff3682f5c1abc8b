import { and, eq } from 'drizzle-orm';
import { collaborationInfluencers, collaborations } from '#server/db/schema/collaborations';
import { contracts } from '#server/db/schema/contracts';
import { recordEvent, type EventWriter } from '#server/lib/history';
import type { TenantReader } from '#server/features/collaborations/contents/contents-read';
import { deriveContractSigned } from '#shared/domain/contract-signature';
import { diffRecordViews, type HistoryChange } from '#shared/domain/record-history';

/**
 * The deal's 'Contrat signé' follows its contracts (decision 0062), after every change of one:
 * on exactly when every creator line has a signed contract, off when a deal with contracts no
 * longer has that. A deal without any contract keeps its form's switch. As syncPostProgress
 * (content-progress.ts), a derived column that does not claim the deal's version. Answers the
 * change for the history (none when it stayed).
 */
export async function syncContractSigned(
  reader: TenantReader,
  collaborationId: string,
): Promise<HistoryChange[]> {
  const [deal] = await reader.db
    .select({ isContractSigned: collaborations.isContractSigned })
    .from(collaborations)
    .where(
      and(eq(collaborations.agencyId, reader.agencyId), eq(collaborations.id, collaborationId)),
    );
  if (!deal) return [];
  const lines = await reader.db
    .select({ id: collaborationInfluencers.id })
    .from(collaborationInfluencers)
    .where(
      and(
        eq(collaborationInfluencers.agencyId, reader.agencyId),
        eq(collaborationInfluencers.collaborationId, collaborationId),
      ),
    );
  const rows = await reader.db
    .select({
      lineId: contracts.collaborationInfluencerId,
      documentSha256: contracts.documentSha256,
      creatorSignedSha256: contracts.creatorSignedSha256,
      agencySignedSha256: contracts.agencySignedSha256,
      signedUploadAt: contracts.signedUploadAt,
    })
    .from(contracts)
    .where(
      and(eq(contracts.agencyId, reader.agencyId), eq(contracts.collaborationId, collaborationId)),
    );
  const signed = deriveContractSigned(
    lines.map((line) => line.id),
    rows,
  );
  if (signed === null || signed === deal.isContractSigned) return [];
  await reader.db
    .update(collaborations)
    .set({ isContractSigned: signed })
    .where(
      and(eq(collaborations.agencyId, reader.agencyId), eq(collaborations.id, collaborationId)),
    );
  return [{ field: 'isContractSigned', before: deal.isContractSigned, after: signed }];
}

/**
 * One line of the deal's history for a contract's change (« Contrats : + Contrat de Léa Dupont
 * signé par le créateur »), with 'Contrat signé' when it moved.
 */
export async function recordContractEvent(
  writer: EventWriter,
  deal: { id: string; name: string },
  what: string,
  flagChanges: HistoryChange[],
) {
  await recordEvent(writer, {
    kind: 'collaboration',
    recordId: deal.id,
    label: deal.name,
    action: 'update',
    changes: [...diffRecordViews({ contracts: [] }, { contracts: [what] }), ...flagChanges],
  });
}
