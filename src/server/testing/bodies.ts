// Valid request bodies for tests of any area (no set-up on import, unlike the *-testing.ts
// modules): start from these and override what a test is about.

export const VALID_SIRET = '73282932000074';

export const influencerBody = (fullName: string, extra: Record<string, unknown> = {}) => ({
  fullName,
  username: fullName.toLowerCase().replace(/\s+/g, '.'),
  address: '12 rue des Lilas, 69003 Lyon',
  phoneNumber: '06 98 76 54 32',
  birthDate: '1995-04-12',
  siret: VALID_SIRET,
  internalReferent: 'Camille',
  ...extra,
});
