import { describe, expect, it } from 'vitest';
import { deriveContractSigned, isContractSigned } from '#shared/domain/contract-signature';

const hash = 'a'.repeat(64);
const older = 'b'.repeat(64);
const unsigned = {
  documentSha256: hash,
  creatorSignedSha256: null,
  agencySignedSha256: null,
  signedUploadAt: null,
};

describe('isContractSigned', () => {
  it('needs both signatures on the current document', () => {
    expect(isContractSigned(unsigned)).toBe(false);
    expect(isContractSigned({ ...unsigned, creatorSignedSha256: hash })).toBe(false);
    expect(isContractSigned({ ...unsigned, agencySignedSha256: hash })).toBe(false);
    expect(
      isContractSigned({ ...unsigned, creatorSignedSha256: hash, agencySignedSha256: hash }),
    ).toBe(true);
  });

  it('refuses signatures given on an older document', () => {
    expect(
      isContractSigned({ ...unsigned, creatorSignedSha256: older, agencySignedSha256: hash }),
    ).toBe(false);
    expect(
      isContractSigned({ ...unsigned, creatorSignedSha256: hash, agencySignedSha256: older }),
    ).toBe(false);
  });

  it('takes a signed file uploaded by hand alone', () => {
    expect(isContractSigned({ ...unsigned, signedUploadAt: '2026-11-20T10:00:00Z' })).toBe(true);
  });
});

describe('deriveContractSigned', () => {
  const signed = { ...unsigned, creatorSignedSha256: hash, agencySignedSha256: hash };

  it('leaves a deal without contracts to its switch', () => {
    expect(deriveContractSigned(['l1', 'l2'], [])).toBeNull();
  });

  it('is on only when every line has a signed contract', () => {
    expect(deriveContractSigned(['l1', 'l2'], [{ ...signed, lineId: 'l1' }])).toBe(false);
    expect(
      deriveContractSigned(
        ['l1', 'l2'],
        [
          { ...signed, lineId: 'l1' },
          { ...unsigned, lineId: 'l2' },
        ],
      ),
    ).toBe(false);
    expect(
      deriveContractSigned(
        ['l1', 'l2'],
        [
          { ...signed, lineId: 'l1' },
          { ...unsigned, signedUploadAt: new Date(), lineId: 'l2' },
        ],
      ),
    ).toBe(true);
  });
});
