import { describe, expect, it } from 'vitest';
import type { LinkDealPage } from '#shared/schemas/link-pages';
import { readPage } from './page-data';

const common = {
  agencyName: 'Agence Lumière',
  collaborationName: 'Lancement printemps',
  brand: 'Maison Lumière',
  expiresAt: '2026-12-31T22:59:59.000Z',
};
const deliverable = {
  id: 'd1',
  type: 'reel_instagram',
  description: 'Le reel',
  publishOn: '2026-12-03',
  stage: 'to_produce' as const,
};

describe('readPage', () => {
  it('keeps an answer of the contract as it is', () => {
    const page: LinkDealPage = {
      kind: 'brand',
      ...common,
      brief: null,
      influencers: [
        {
          fullName: 'Zoé Laurent',
          deliverables: [
            {
              ...deliverable,
              isLate: true,
              publishedUrl: '',
              publishedOn: null,
              versions: [],
              comments: [],
              actions: ['approve'],
            },
          ],
        },
      ],
    };
    expect(readPage(page)).toEqual(page);
  });

  it('reads the first links’ answer: a creator’s own line, deliverables without a thread', () => {
    const page = readPage({
      kind: 'creator',
      ...common,
      creator: { fullName: 'Zoé Laurent', deliverables: [deliverable] },
    } as never);
    expect(page).toEqual({
      kind: 'creator',
      ...common,
      brief: null,
      influencers: [
        {
          fullName: 'Zoé Laurent',
          deliverables: [
            {
              ...deliverable,
              isLate: false,
              publishedUrl: '',
              publishedOn: null,
              versions: [],
              comments: [],
              actions: [],
            },
          ],
        },
      ],
    });
  });

  it('keeps a published deliverable’s readings on a creator’s page', () => {
    const reading = {
      id: 'r1',
      readOn: '2026-11-08',
      source: 'creator' as const,
      impressions: 12000,
      reach: null,
      views: null,
      likes: 450,
      comments: null,
      shares: null,
      saves: null,
      linkClicks: null,
      sales: null,
    };
    const page = readPage({
      kind: 'creator',
      ...common,
      influencers: [
        {
          fullName: 'Zoé Laurent',
          deliverables: [{ ...deliverable, stage: 'published', readings: [reading] }],
        },
      ],
    } as never) as LinkDealPage;
    expect(page.influencers[0]?.deliverables[0]?.readings).toEqual([reading]);
  });
});
