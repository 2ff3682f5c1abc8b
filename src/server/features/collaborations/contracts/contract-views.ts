import { and, asc, eq } from 'drizzle-orm';
import { collaborationInfluencers } from '#server/db/schema/collaborations';
import { contracts, contractTemplates } from '#server/db/schema/contracts';
import { users } from '#server/db/schema/identity';
import { notFound } from '#server/lib/app-error';
import type { TenantReader } from '#server/features/collaborations/contents/contents-read';
import { getDealName } from '#server/features/collaborations/contents/contents-read';
import { isContractSigned } from '#shared/domain/contract-signature';
import {
  fingerprintOf,
  readContractFacts,
} from '#server/features/collaborations/contracts/contract-values';
import { contracts as t } from '#shared/i18n/fr-contracts';
import type { ContractView, DealContracts } from '#shared/schemas/contracts';

// Issue 31: the contracts as the agency reads them (GET /api/collaborations/:id/contracts).

export type ContractRow = typeof contracts.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toContractView(row: ContractRow, generatedByName: string | null): ContractView {
  return {
    id: row.id,
    lineId: row.collaborationInfluencerId,
    documentName: row.documentName,
    documentSize: row.documentSize,
    documentSha256: row.documentSha256,
    generatedAt: row.generatedAt.toISOString(),
    generatedByName,
    creatorSignedName: row.creatorSignedName,
    creatorSignedAt: iso(row.creatorSignedAt),
    agencySignedName: row.agencySignedName,
    agencySignedAt: iso(row.agencySignedAt),
    signedUploadName: row.signedUploadName,
    signedUploadAt: iso(row.signedUploadAt),
    isSigned: isContractSigned(row),
    isOutdated: false,
    resourceId: row.resourceId,
  };
}

/** The deal's contracts with who generated them, by line. */
async function readContracts(reader: TenantReader, collaborationId: string, lineId?: string) {
  const rows = await reader.db
    .select({ contract: contracts, firstName: users.firstName, lastName: users.lastName })
    .from(contracts)
    .leftJoin(users, eq(users.id, contracts.generatedBy))
    .where(
      and(
        eq(contracts.agencyId, reader.agencyId),
        eq(contracts.collaborationId, collaborationId),
        lineId === undefined ? undefined : eq(contracts.collaborationInfluencerId, lineId),
      ),
    );
  const views = new Map<string, ContractView>();
  for (const { contract, firstName, lastName } of rows) {
    const name = firstName === null ? null : `${firstName} ${lastName}`.trim();
    const view = toContractView(contract, name);
    // A document made before its values were kept (null) is taken as current.
    if (contract.valuesSha256 !== null) {
      const facts = await readContractFacts(reader, collaborationId, view.lineId);
      view.isOutdated = fingerprintOf(facts) !== contract.valuesSha256;
    }
    views.set(view.lineId, view);
  }
  return views;
}

/** One line's contract view; 404 without one. */
export async function getContractView(
  reader: TenantReader,
  collaborationId: string,
  lineId: string,
) {
  const view = (await readContracts(reader, collaborationId, lineId)).get(lineId);
  if (!view) throw notFound(t.errors.noContract);
  return view;
}

/** The agency's template: its own, or the default one. */
export async function getTemplateInfo(reader: TenantReader): Promise<DealContracts['template']> {
  const [row] = await reader.db
    .select({ fileName: contractTemplates.fileName, uploadedAt: contractTemplates.createdAt })
    .from(contractTemplates)
    .where(eq(contractTemplates.agencyId, reader.agencyId));
  return row
    ? { isDefault: false, fileName: row.fileName, uploadedAt: row.uploadedAt.toISOString() }
    : { isDefault: true, fileName: null, uploadedAt: null };
}

export async function getDealContracts(
  reader: TenantReader,
  collaborationId: string,
): Promise<DealContracts> {
  await getDealName(reader, collaborationId);
  const lines = await reader.db
    .select({ id: collaborationInfluencers.id, fullName: collaborationInfluencers.fullName })
    .from(collaborationInfluencers)
    .where(
      and(
        eq(collaborationInfluencers.agencyId, reader.agencyId),
        eq(collaborationInfluencers.collaborationId, collaborationId),
      ),
    )
    .orderBy(asc(collaborationInfluencers.position), asc(collaborationInfluencers.id));
  const views = await readContracts(reader, collaborationId);
  return {
    lines: lines.map((line) => ({
      lineId: line.id,
      fullName: line.fullName,
      contract: views.get(line.id) ?? null,
    })),
    template: await getTemplateInfo(reader),
  };
}
