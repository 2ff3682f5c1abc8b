import { describe, expect, it } from 'vitest';
import {
  apiTokenStatus,
  effectiveSections,
  expiryDate,
  formatApiToken,
  isBearerAuthorization,
  openSections,
  readApiTokenPrefix,
  readBearerToken,
  sectionsBeyondMember,
} from '#shared/domain/api-tokens';
import { allPermissions, withPermission } from '#shared/domain/permissions';
import { apiTokenCreateSchema } from '#shared/schemas/api-tokens';

const NOW = new Date('2026-03-02T10:00:00.000Z');
const SECRET = 'a'.repeat(40) + '_-Z';

describe('expiry', () => {
  it('adds 30, 90 or 365 days, or never', () => {
    expect(expiryDate('30', NOW)?.toISOString()).toBe('2026-04-01T10:00:00.000Z');
    expect(expiryDate('90', NOW)?.toISOString()).toBe('2026-05-31T10:00:00.000Z');
    expect(expiryDate('365', NOW)?.toISOString()).toBe('2027-03-02T10:00:00.000Z');
    expect(expiryDate('never', NOW)).toBeNull();
  });

  it('tells live, expired (at the very moment) and revoked apart', () => {
    const later = new Date(NOW.getTime() + 1);
    expect(apiTokenStatus({ revokedAt: null, expiresAt: null }, NOW)).toBe('live');
    expect(apiTokenStatus({ revokedAt: null, expiresAt: later }, NOW)).toBe('live');
    expect(apiTokenStatus({ revokedAt: null, expiresAt: NOW }, NOW)).toBe('expired');
    expect(apiTokenStatus({ revokedAt: null, expiresAt: NOW.toISOString() }, later)).toBe(
      'expired',
    );
    expect(apiTokenStatus({ revokedAt: NOW, expiresAt: null }, NOW)).toBe('revoked');
  });
});

describe('format', () => {
  it('reads the prefix of a well-formed token only', () => {
    const token = formatApiToken('0123456789', SECRET);
    expect(token).toBe(`ifd_0123456789_${SECRET}`);
    expect(readApiTokenPrefix(token)).toBe('0123456789');
    for (const wrong of [
      '',
      `ifd_012345678_${SECRET}`,
      `ifd_0123456789_${SECRET}x`,
      `ifd_012345678G_${SECRET}`,
      `xyz_0123456789_${SECRET}`,
      `ifd_0123456789_${SECRET.slice(1)}=`,
      ` ${token}`,
    ]) {
      expect(readApiTokenPrefix(wrong), wrong).toBeNull();
    }
  });

  it('reads a bearer header, whatever the case of its scheme', () => {
    expect(readBearerToken('Bearer abc')).toBe('abc');
    expect(readBearerToken('bearer   abc  ')).toBe('abc');
    expect(readBearerToken('Bearer')).toBeNull();
    expect(readBearerToken('Bearer a b')).toBeNull();
    expect(readBearerToken('Link abc')).toBeNull();
    expect(readBearerToken(undefined)).toBeNull();
    expect(isBearerAuthorization('Bearer')).toBe(true);
    expect(isBearerAuthorization(' BEARER x')).toBe(true);
    expect(isBearerAuthorization('Bearerx')).toBe(false);
    expect(isBearerAuthorization('Basic x')).toBe(false);
  });
});

describe('sections', () => {
  const noTasks = withPermission(allPermissions(), 'todo', false);

  it('are what the member can open now, in the catalogue order', () => {
    expect(openSections(null)).toHaveLength(8);
    expect(openSections(noTasks)).not.toContain('todo');
  });

  it('of a token never exceed its member, now or later', () => {
    const sections = ['todo', 'clients', 'collaborations'];
    expect(effectiveSections(sections, null)).toEqual(['collaborations', 'todo', 'clients']);
    expect(effectiveSections(sections, noTasks)).toEqual(['collaborations', 'clients']);
    expect(effectiveSections(sections, allPermissions(false))).toEqual([]);
    expect(effectiveSections(['assistant'], null)).toEqual(['assistant']);
  });

  it('asked beyond the member are named', () => {
    expect(sectionsBeyondMember(['todo', 'clients'], noTasks)).toEqual(['todo']);
    expect(sectionsBeyondMember(['todo'], null)).toEqual([]);
  });
});

describe('the creation schema', () => {
  it('keeps known sections once, in order', () => {
    const parsed = apiTokenCreateSchema.parse({
      name: '  Zapier  ',
      expiry: '90',
      sections: ['clients', 'collaborations', 'clients'],
    });
    expect(parsed).toEqual({
      name: 'Zapier',
      expiry: '90',
      sections: ['collaborations', 'clients'],
    });
  });

  it('refuses an empty name, an unknown expiry, no or unknown sections', () => {
    const fields = (input: unknown) => {
      const result = apiTokenCreateSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => issue.path[0]);
    };
    expect(fields({ name: ' ', expiry: '30', sections: ['todo'] })).toEqual(['name']);
    expect(fields({ name: 'x', expiry: '60', sections: ['todo'] })).toEqual(['expiry']);
    expect(fields({ name: 'x', expiry: 'never', sections: [] })).toEqual(['sections']);
    expect(fields({ name: 'x', expiry: 'never', sections: ['admin'] })).toEqual(['sections']);
  });
});
