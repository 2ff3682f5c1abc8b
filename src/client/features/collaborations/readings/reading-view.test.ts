import { describe, expect, it } from 'vitest';
import {
  emptyReading,
  findPriceCents,
  getPublicationIndicators,
  getReadingFigures,
  getReadingSource,
  readMetricInput,
} from '#client/features/collaborations/readings/reading-view';
import { readingSchema, type ReadingView } from '#shared/schemas/performance';

const reading = (over: Partial<ReadingView> = {}): ReadingView => ({
  id: 'r1',
  deliverableId: 'd1',
  readOn: '2026-11-08',
  impressions: null,
  reach: null,
  views: null,
  likes: null,
  comments: null,
  shares: null,
  saves: null,
  linkClicks: null,
  sales: null,
  source: 'agency',
  authorName: 'Camille Martin',
  hasProof: false,
  createdAt: '2026-11-08T10:00:00.000Z',
  ...over,
});

// Intl writes narrow no-break spaces: compared with plain ones.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('the figures of a reading', () => {
  it('lists the statistics given, in the form’s order, a zero included', () => {
    const figures = getReadingFigures(reading({ likes: 450, impressions: 12_000, saves: 0 }));
    expect(figures.map((figure) => [figure.label, plain(figure.value)])).toEqual([
      ['Impressions', '12 000'],
      ["J'aime", '450'],
      ['Enregistrements', '0'],
    ]);
    expect(getReadingFigures(reading())).toEqual([]);
  });

  it('says who gave it', () => {
    expect(getReadingSource(reading())).toBe('Agence · Camille Martin');
    expect(getReadingSource(reading({ source: 'creator', authorName: 'Léa Dupont' }))).toBe(
      'Créateur · Léa Dupont',
    );
    expect(getReadingSource(reading({ source: 'import', authorName: '' }))).toBe('Import');
  });
});

describe('the indicators of a publication', () => {
  it('computes the engagement rate on its base, CPM and CPE on the creator’s price', () => {
    const latest = reading({ impressions: 10_000, reach: 8_000, likes: 300, comments: 100 });
    const shown = getPublicationIndicators(latest, 120_000);
    expect(plain(shown.engagementRate)).toBe('5,00 %');
    expect(shown.base).toBe('sur la portée');
    // 1 200 € / 10 000 impressions × 1 000; 1 200 € / 400 engagements.
    expect(plain(shown.cpm)).toBe('120,00 €');
    expect(plain(shown.cpe)).toBe('3,00 €');
    const onImpressions = getPublicationIndicators(
      reading({ impressions: 1_000, likes: 10 }),
      null,
    );
    expect(plain(onImpressions.engagementRate)).toBe('1,00 %');
    expect(onImpressions.base).toBe('sur les impressions');
  });

  it('shows a dash for what is missing, never 0 or infinity', () => {
    const shown = getPublicationIndicators(reading({ linkClicks: 4 }), 50_000);
    expect(shown).toEqual({ engagementRate: '—', base: null, cpm: '—', cpe: '—' });
    const noPrice = getPublicationIndicators(reading({ impressions: 0, likes: 3 }), null);
    expect(noPrice.cpm).toBe('—');
    expect(noPrice.engagementRate).toBe('—');
  });
});

describe('the form’s values', () => {
  it('starts on the given day with every statistic empty, which the schema refuses', () => {
    const values = emptyReading('2026-11-08');
    expect(values.readOn).toBe('2026-11-08');
    const parsed = readingSchema.safeParse(values);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['impressions']);
  });

  it('reads an empty input as not given and a typed one as a number', () => {
    expect(readMetricInput('')).toBeNull();
    expect(readMetricInput(undefined)).toBeNull();
    expect(readMetricInput('1200')).toBe(1200);
    expect(readMetricInput('0')).toBe(0);
  });

  it('finds a deliverable’s price in the deal’s detail', () => {
    const detail = {
      influencers: [
        { deliverables: [{ id: 'a', priceCents: 100 }] },
        { deliverables: [{ id: 'b', priceCents: 250 }] },
      ],
    };
    expect(findPriceCents(detail, 'b')).toBe(250);
    expect(findPriceCents(detail, 'z')).toBeNull();
  });
});
