import { describe, expect, it } from 'vitest';
import { contracts } from '#shared/i18n/fr-contracts';
import { contractSignatureSchema, type LinkContract } from '#shared/schemas/contracts';
import { readableParagraphs, signatureLines, validateSignature } from './contract-view';
import { formatMoment } from './view-helpers';

const contract = (changes: Partial<LinkContract> = {}): LinkContract => ({
  documentName: 'Contrat - Zoé Martin.docx',
  documentSha256: 'a'.repeat(64),
  generatedAt: '2026-11-20T12:00:00.000Z',
  paragraphs: ['CONTRAT DE COLLABORATION COMMERCIALE', '', '  Entre les soussignés  ', ' '],
  creatorSignedName: null,
  creatorSignedAt: null,
  agencySignedAt: null,
  isSigned: false,
  ...changes,
});

describe('the creator’s contract', () => {
  it('is read paragraph by paragraph, without the document’s empty ones', () => {
    expect(readableParagraphs(contract())).toEqual([
      'CONTRAT DE COLLABORATION COMMERCIALE',
      'Entre les soussignés',
    ]);
  });

  it('says who signed and when, then whether the agency has countersigned', () => {
    expect(signatureLines(contract())).toEqual([]);
    const signedAt = '2026-11-21T09:30:00.000Z';
    const signed = contract({ creatorSignedName: 'Zoé Martin', creatorSignedAt: signedAt });
    expect(signatureLines(signed)).toEqual([
      `Signé par Zoé Martin le ${formatMoment(signedAt)}`,
      'En attente de la signature de l’agence',
    ]);
    const agencyAt = '2026-11-22T15:00:00.000Z';
    expect(signatureLines({ ...signed, agencySignedAt: agencyAt, isSigned: true })[1]).toBe(
      `Contresigné par l’agence le ${formatMoment(agencyAt)}`,
    );
  });

  it('is signed with a name and the consent, refused with the server’s own words', () => {
    expect(validateSignature('Zoé Martin', true)).toEqual({});
    const refused = validateSignature('   ', false);
    expect(refused).toEqual({
      fullName: 'Le champ « Nom complet » est requis.',
      isAccepted: contracts.messages.mustAccept,
    });
    // The same messages as the schema the server validates with.
    const parsed = contractSignatureSchema.safeParse({
      fullName: '   ',
      documentSha256: 'a'.repeat(64),
      isAccepted: false,
    });
    const issues = Object.fromEntries(
      (parsed.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(issues).toEqual(refused);
  });
});
