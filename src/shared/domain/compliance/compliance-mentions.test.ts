import { describe, expect, it } from 'vitest';
import { readCaptionMentions } from '#shared/domain/compliance/compliance-mentions';
import { checkOf, dealFacts } from '#shared/domain/compliance/compliance-testing';
import type { DeliverableFacts } from '#shared/domain/compliance/compliance-types';
import { compliance } from '#shared/i18n/fr-compliance';

function deliverable(caption: string | null, overrides: Partial<DeliverableFacts> = {}) {
  return {
    id: 'd-1',
    label: 'Reel Instagram — Léa Martin',
    caption,
    isRetouched: false,
    isVirtual: false,
    ...overrides,
  };
}

const mentionsOf = (...deliverables: DeliverableFacts[]) =>
  checkOf(dealFacts({ deliverables }), 'mentions');

describe('readCaptionMentions', () => {
  it('finds « Publicité » whatever the case and accents, as a word or a hashtag', () => {
    for (const caption of [
      'Publicité',
      'publicité',
      'PUBLICITE',
      'publicite',
      '#publicite',
      'Ma routine (publicité) ✨',
    ]) {
      expect(readCaptionMentions(caption).hasAd).toBe(true);
    }
  });

  it('finds « Collaboration commerciale », hashtag included', () => {
    for (const caption of [
      'Collaboration commerciale avec @lumiere',
      'collaboration  COMMERCIALE',
      '#CollaborationCommerciale',
    ]) {
      expect(readCaptionMentions(caption).hasAd).toBe(true);
    }
  });

  it('does not take what the law does not name', () => {
    for (const caption of [
      '#pub',
      '#ad',
      'Sponsorisé',
      'en partenariat avec',
      'un message publicitaire',
      'publicités',
      'collaboration',
    ]) {
      expect(readCaptionMentions(caption).hasAd).toBe(false);
    }
  });

  it('finds « Image retouchée » and « Image virtuelle »', () => {
    expect(readCaptionMentions('Publicité · image retouchee')).toEqual({
      hasAd: true,
      hasRetouched: true,
      hasVirtual: false,
    });
    expect(readCaptionMentions('#ImageVirtuelle')).toEqual({
      hasAd: false,
      hasRetouched: false,
      hasVirtual: true,
    });
  });
});

describe('the mentions check', () => {
  it('is OK before any caption, saying they will be checked', () => {
    expect(mentionsOf(deliverable(null))).toMatchObject({
      level: 'ok',
      lineId: null,
      sentence: compliance.mentions.noCaption,
      source: 'Loi n° 2023-451, art. 5',
    });
  });

  it('is OK when every received caption carries the mention', () => {
    const check = mentionsOf(
      deliverable('Publicité — ma routine'),
      deliverable(null, { id: 'd-2' }),
    );
    expect(check).toMatchObject({ level: 'ok', sentence: compliance.mentions.present });
  });

  it('names the deliverables whose caption lacks it', () => {
    const check = mentionsOf(
      deliverable('Ma routine #pub'),
      deliverable('Collaboration commerciale', { id: 'd-2', label: 'Story — Léa Martin' }),
      deliverable('Mon look', { id: 'd-3', label: 'TikTok — Léa Martin' }),
    );
    expect(check).toMatchObject({
      level: 'todo',
      sentence:
        '« Publicité » ou « Collaboration commerciale » absent de la légende : Reel Instagram — Léa Martin et TikTok — Léa Martin.',
    });
  });

  it('asks for « Image retouchée » and « Image virtuelle » where ticked', () => {
    const retouched = deliverable('Publicité', { isRetouched: true });
    expect(mentionsOf(retouched)).toMatchObject({
      level: 'todo',
      sentence: compliance.mentions.missingRetouched('Reel Instagram — Léa Martin'),
    });
    expect(mentionsOf({ ...retouched, caption: 'Publicité · Image retouchée' }).level).toBe('ok');
    const virtual = deliverable('Image retouchée', { isVirtual: true });
    expect(mentionsOf(virtual).sentence).toBe(
      [
        compliance.mentions.missingAd('Reel Instagram — Léa Martin'),
        compliance.mentions.missingVirtual('Reel Instagram — Léa Martin'),
      ].join(' '),
    );
  });
});
