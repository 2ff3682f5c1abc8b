import { describe, expect, it } from 'vitest';
import { normalizePublicationLink } from '#shared/domain/publication-links';

describe('a publication link as compared', () => {
  it('is the same post with or without scheme, www., trailing slash or share parameters', () => {
    const same = [
      'https://www.instagram.com/p/CxYz12/',
      'http://instagram.com/p/CxYz12',
      'instagram.com/p/CxYz12/',
      'www.instagram.com/p/CxYz12/?igsh=MWZ0bXd3',
      'https://www.instagram.com/p/CxYz12/?utm_source=ig_web_copy_link&utm_medium=x',
      '  HTTPS://WWW.Instagram.COM/p/CxYz12//#comments ',
      '<https://instagram.com/p/CxYz12>',
      'https://m.instagram.com/p/CxYz12/',
    ];
    for (const link of same)
      expect(normalizePublicationLink(link), link).toBe('instagram.com/p/CxYz12');
  });

  it('keeps the case of the path: another code is another post', () => {
    expect(normalizePublicationLink('instagram.com/p/cxyz12')).not.toBe(
      normalizePublicationLink('instagram.com/p/CxYz12'),
    );
  });

  it('keeps the parameters that name the content, in one order', () => {
    expect(normalizePublicationLink('https://www.youtube.com/watch?v=abc123&t=42s&si=x')).toBe(
      'youtube.com/watch?v=abc123',
    );
    expect(normalizePublicationLink('https://youtu.be/abc123?si=share')).toBe(
      'youtube.com/watch?v=abc123',
    );
    expect(normalizePublicationLink('https://youtube.com/watch?v=other')).not.toBe(
      normalizePublicationLink('https://youtube.com/watch?v=abc123'),
    );
    expect(
      normalizePublicationLink('https://m.facebook.com/permalink.php?id=9&story_fbid=7&ref=share'),
    ).toBe('facebook.com/permalink.php?story_fbid=7&id=9');
  });

  it('gives nothing for an empty cell and the text itself for what is no link', () => {
    expect(normalizePublicationLink('   ')).toBe('');
    expect(normalizePublicationLink('pas un lien')).toBe('pas un lien');
    expect(normalizePublicationLink('https://www.tiktok.com/@lea/video/123?lang=fr')).toBe(
      'tiktok.com/@lea/video/123',
    );
  });
});
