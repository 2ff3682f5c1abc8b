import { describe, expect, it } from 'vitest';
import type { ContractView } from '#shared/schemas/contracts';
import {
  canCountersign,
  describeContractState,
  hasSignature,
} from '#client/features/collaborations/contracts/contract-state';

// Fixed moments at midday UTC: the same day in every time zone the tests run in.
const contract = (changes: Partial<ContractView> = {}): ContractView => ({
  id: 'c1',
  lineId: 'l1',
  documentName: 'Contrat - Zoé Martin.docx',
  documentSize: 12_000,
  documentSha256: 'a'.repeat(64),
  generatedAt: '2026-11-20T12:00:00.000Z',
  generatedByName: 'Camille Durand',
  creatorSignedName: null,
  creatorSignedAt: null,
  agencySignedName: null,
  agencySignedAt: null,
  signedUploadName: null,
  signedUploadAt: null,
  isSigned: false,
  isOutdated: false,
  resourceId: 'r1',
  ...changes,
});

describe('a creator line’s contract state', () => {
  it('follows the steps: none, generated, signed by the creator, countersigned', () => {
    expect(describeContractState(null)).toEqual({ label: 'Aucun contrat', tone: 'none' });
    expect(describeContractState(contract())).toEqual({
      label: 'Généré le 20 novembre 2026',
      tone: 'pending',
    });
    const creatorSigned = contract({
      creatorSignedName: 'Zoé Martin',
      creatorSignedAt: '2026-11-21T12:00:00.000Z',
    });
    expect(describeContractState(creatorSigned).label).toBe(
      'Signé par le créateur le 21 novembre 2026',
    );
    const both = { ...creatorSigned, agencySignedAt: '2026-11-22T12:00:00.000Z' };
    expect(describeContractState(both).label).toBe('Contresigné le 22 novembre 2026');
    expect(describeContractState({ ...both, isSigned: true })).toEqual({
      label: 'Contrat signé',
      tone: 'done',
    });
  });

  it('is signed when the server says so, a signed file uploaded by hand included', () => {
    const uploaded = contract({ signedUploadAt: '2026-11-23T12:00:00.000Z', isSigned: true });
    expect(describeContractState(uploaded).tone).toBe('done');
    expect(hasSignature(uploaded)).toBe(true);
  });

  it('asks before a new document only when a signature would be lost', () => {
    expect(hasSignature(null)).toBe(false);
    expect(hasSignature(contract())).toBe(false);
    expect(hasSignature(contract({ creatorSignedAt: '2026-11-21T12:00:00.000Z' }))).toBe(true);
    expect(hasSignature(contract({ agencySignedAt: '2026-11-21T12:00:00.000Z' }))).toBe(true);
  });

  it('offers the countersignature once the creator has signed, and once only', () => {
    expect(canCountersign(null)).toBe(false);
    expect(canCountersign(contract())).toBe(false);
    const signed = contract({ creatorSignedAt: '2026-11-21T12:00:00.000Z' });
    expect(canCountersign(signed)).toBe(true);
    expect(canCountersign({ ...signed, agencySignedAt: '2026-11-22T12:00:00.000Z' })).toBe(false);
    expect(canCountersign({ ...contract(), isSigned: true })).toBe(false);
  });
});
