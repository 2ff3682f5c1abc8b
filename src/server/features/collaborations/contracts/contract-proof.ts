import { and, eq } from 'drizzle-orm';
import { contracts } from '#server/db/schema/contracts';
import type { FileStorage } from '#server/lib/storage/file-storage';
import { storeBytes } from '#server/lib/storage/stored-bytes';
import type { TenantReader } from '#server/features/collaborations/contents/contents-read';
import { renderCertificatePdf } from '#server/features/collaborations/contracts/contract-certificate';
import {
  removeAfterCommit,
  toFileName,
} from '#server/features/collaborations/contracts/contract-files';
import { readContractFacts } from '#server/features/collaborations/contracts/contract-values';
import type { ContractRow } from '#server/features/collaborations/contracts/contract-views';
import { contracts as t } from '#shared/i18n/fr-contracts';

// Issue 31, decision 0062: the signature certificate (PDF) of a contract the creator signed,
// made again when the agency countersigns, so it always joins every signature given.

/** Makes and stores the certificate of `row` (signed by the creator), replacing the old one. */
export async function writeCertificate(
  reader: TenantReader & { afterCommit?: (task: () => Promise<void>) => void },
  storage: FileStorage,
  row: ContractRow,
) {
  if (!row.creatorSignedAt || !row.creatorSignedName || !row.creatorSignedSha256) return;
  const facts = await readContractFacts(reader, row.collaborationId, row.collaborationInfluencerId);
  const documentTitle = row.documentName.replace(/\.docx$/i, '');
  const pdf = await renderCertificatePdf({
    dealName: facts.dealName,
    brandName: facts.legalName || facts.brandName || facts.brand,
    agencyName: facts.agencyName,
    creatorName: facts.creatorName,
    documentName: row.documentName,
    documentSha256: row.documentSha256,
    creator: {
      name: row.creatorSignedName,
      at: row.creatorSignedAt,
      ip: row.creatorSignedIp ?? '',
      userAgent: row.creatorSignedUserAgent ?? '',
      sha256: row.creatorSignedSha256,
    },
    agency:
      row.agencySignedAt && row.agencySignedSha256
        ? {
            name: row.agencySignedName ?? '',
            at: row.agencySignedAt,
            sha256: row.agencySignedSha256,
          }
        : null,
    generatedAt: new Date(),
  });
  const name = toFileName(t.certificate.fileName(documentTitle).replace(/\.pdf$/, ''), 'pdf');
  const file = await storeBytes(storage, reader.agencyId, pdf, { name, type: 'application/pdf' });
  await reader.db
    .update(contracts)
    .set({ certificateKey: file.key, updatedAt: new Date() })
    .where(and(eq(contracts.agencyId, reader.agencyId), eq(contracts.id, row.id)));
  removeAfterCommit(reader, storage, [row.certificateKey]);
}

/** The certificate's download name. */
export const certificateName = (row: Pick<ContractRow, 'documentName'>) =>
  toFileName(
    t.certificate.fileName(row.documentName.replace(/\.docx$/i, '')).replace(/\.pdf$/, ''),
    'pdf',
  );
