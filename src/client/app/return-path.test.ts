import { describe, expect, it } from 'vitest';
import { getReturnPath, hasSessionEnded, toLoginState } from '#client/app/return-path';

const origin = 'https://infludesk.example';

describe('getReturnPath: back to the page after signing in, on this site only', () => {
  it('returns the path, query and hash the guard kept', () => {
    const state = toLoginState({ pathname: '/app/clients', search: '?q=Nike', hash: '#x' }, true);
    expect(getReturnPath(state, origin)).toBe('/app/clients?q=Nike#x');
  });

  it('leads home without a state, or with anything but a path', () => {
    for (const state of [undefined, null, 'x', {}, { from: 42 }, { from: 'app/clients' }]) {
      expect(getReturnPath(state, origin)).toBe('/app/collaborations');
    }
  });

  it('never leaves the site', () => {
    for (const from of [
      '//evil.example/app',
      '/\\evil.example',
      'https://evil.example/app',
      '/\\/evil.example',
    ]) {
      expect(getReturnPath({ from }, origin)).toBe('/app/collaborations');
    }
  });

  it('never returns to /login', () => {
    expect(getReturnPath({ from: '/login?mode=signup' }, origin)).toBe('/app/collaborations');
  });
});

describe('hasSessionEnded', () => {
  it('is true only when a guard said so', () => {
    expect(hasSessionEnded(toLoginState({ pathname: '/app', search: '', hash: '' }, true))).toBe(
      true,
    );
    expect(hasSessionEnded({ from: '/app', hasSessionEnded: false })).toBe(false);
    expect(hasSessionEnded(null)).toBe(false);
  });
});
