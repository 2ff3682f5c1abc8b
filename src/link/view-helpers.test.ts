import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate } from '#shared/domain/dates';
import { formatMetric, METRICS } from '#shared/domain/performance';
import type { ContentCommentView, ContentVersionView } from '#shared/schemas/contents';
import type { LinkContentView, LinkReadingView } from '#shared/schemas/link-pages';
import {
  aboutText,
  canDo,
  commentByline,
  decisionText,
  deliverableTypeLabel,
  followersText,
  formatDay,
  formatMoment,
  isAcceptedDraftFile,
  isAcceptedProofFile,
  READING_METRICS,
  readingFigures,
  readingHeading,
  readMetric,
  plannedText,
  platformLabel,
  previewOf,
  splitVersions,
} from './view-helpers';

const version = (number: number): ContentVersionView => ({
  number,
  caption: '',
  authorKind: 'creator',
  authorName: 'Zoé Laurent',
  createdAt: '2026-11-20T10:00:00.000Z',
  sentToClientAt: null,
  files: [],
});

const comment = (over: Partial<ContentCommentView> = {}): ContentCommentView => ({
  id: 'c1',
  authorKind: 'brand',
  authorName: 'Léa Martin',
  versionNumber: 2,
  decision: null,
  body: 'Plus de lumière',
  createdAt: new Date(2026, 10, 22, 14, 5).toISOString(),
  ...over,
});

describe('dates, as the app writes them (shared/domain/dates.ts) without its library', () => {
  it('writes a day in full, read as a local day', () => {
    for (const day of ['2026-11-22', '2026-01-01', '2026-03-29', '2028-02-29', '2026-12-31']) {
      expect(formatDay(day)).toBe(formatLongDate(day));
    }
    expect(formatDay('2026-05-01')).toBe('1 mai 2026');
    expect(formatDay('pas une date')).toBe('pas une date');
  });

  it('writes a moment with its time', () => {
    const moment = new Date(2026, 10, 22, 14, 5).toISOString();
    expect(formatMoment(moment)).toBe('22 nov. 2026 à 14:05');
    for (const value of [moment, '2026-05-03T07:09:00Z', '2026-02-01T23:59:00Z']) {
      expect(formatMoment(value)).toBe(formatDateTime(value));
    }
    expect(formatMoment('n’importe quoi')).toBe('n’importe quoi');
  });

  it('says when a publication is planned, or that none is', () => {
    expect(plannedText('2026-12-03')).toBe('Publication prévue le 3 décembre 2026');
    expect(plannedText(null)).toBe('Pas de date prévue');
  });
});

describe('deliverables', () => {
  it('name a known type in French and a free-text type as it was typed', () => {
    expect(deliverableTypeLabel('reel_instagram')).toBe('Réel Instagram');
    expect(deliverableTypeLabel('youtube')).toBe('Intégration YouTube');
    expect(deliverableTypeLabel('Podcast sponsorisé')).toBe('Podcast sponsorisé');
    // Not a key of the object's prototype either.
    expect(deliverableTypeLabel('toString')).toBe('toString');
    expect(platformLabel('tiktok')).toBe('TikTok');
    expect(platformLabel('constructor')).toBe('constructor');
  });

  it('offer only the actions the server allows', () => {
    const content = { actions: ['send_draft'] } as LinkContentView;
    expect(canDo(content, 'send_draft')).toBe(true);
    expect(canDo(content, 'publish')).toBe(false);
  });

  it('show the latest version apart from the earlier ones (newest first)', () => {
    expect(splitVersions([version(3), version(2), version(1)])).toEqual({
      latest: version(3),
      earlier: [version(2), version(1)],
    });
    expect(splitVersions([])).toEqual({ latest: null, earlier: [] });
  });

  it('preview images, videos and PDF, and offer anything else as a download', () => {
    expect(previewOf({ mimeType: 'image/png' })).toBe('image');
    expect(previewOf({ mimeType: 'video/mp4' })).toBe('video');
    expect(previewOf({ mimeType: 'application/pdf' })).toBe('pdf');
    expect(previewOf({ mimeType: 'application/zip' })).toBe('other');
    expect(isAcceptedDraftFile({ type: 'video/quicktime' })).toBe(true);
    expect(isAcceptedDraftFile({ type: 'application/pdf' })).toBe(true);
    expect(isAcceptedDraftFile({ type: '' })).toBe(false);
    expect(isAcceptedDraftFile({ type: 'text/html' })).toBe(false);
  });
});

describe('the thread', () => {
  it('names the author, what they are and when', () => {
    expect(commentByline(comment())).toBe('Léa Martin (Client) · 22 nov. 2026 à 14:05');
    expect(commentByline(comment({ authorKind: 'agency', authorName: 'Camille' }))).toMatch(
      /^Camille \(Agence\) · /,
    );
  });

  it('says which version a comment is about', () => {
    expect(aboutText(comment())).toBe('À propos de la V2');
    expect(aboutText(comment({ versionNumber: null }))).toBeNull();
  });

  it('writes the decisions it records, and nothing for an unknown one', () => {
    expect(decisionText(comment({ decision: 'approved' }))).toBe('V2 validée');
    expect(decisionText(comment({ decision: 'changes_requested' }))).toBe(
      'Modifications demandées sur la V2',
    );
    expect(decisionText(comment({ decision: 'published' }))).toBe('Publication indiquée');
    expect(decisionText(comment({ decision: 'something_new' }))).toBeNull();
    expect(decisionText(comment({ decision: 'hasOwnProperty' }))).toBeNull();
    expect(decisionText(comment())).toBeNull();
  });
});

describe('casting proposals', () => {
  it('count followers the French way', () => {
    expect(followersText(125000)?.replace(/\s/g, ' ')).toBe('125 000 abonnés');
    expect(followersText(null)).toBeNull();
  });
});

describe('a creator’s readings', () => {
  const reading: LinkReadingView = {
    id: 'r1',
    readOn: '2026-11-08',
    source: 'creator',
    impressions: 1250000,
    reach: null,
    views: null,
    likes: 450,
    comments: 0,
    shares: null,
    saves: null,
    linkClicks: null,
    sales: null,
  };

  it('lists the statistics in the app’s order, written as the app writes them', () => {
    expect(READING_METRICS).toEqual(METRICS);
    expect(readingFigures(reading)).toEqual([
      `Impressions : ${formatMetric(1250000)}`,
      "J'aime : 450",
      'Commentaires : 0',
    ]);
    expect(readingHeading(reading)).toBe('Relevé du 8 novembre 2026 · Créateur');
    expect(readingHeading({ ...reading, source: 'agency' })).toMatch(/· Agence$/);
  });

  it('reads a typed statistic: empty is not given, a whole number ≥ 0, else refused', () => {
    expect(readMetric('')).toBeNull();
    expect(readMetric('  ')).toBeNull();
    expect(readMetric('1200')).toBe(1200);
    expect(readMetric('0')).toBe(0);
    expect(readMetric('12.5')).toBeNaN();
    expect(readMetric('-3')).toBeNaN();
  });

  it('takes an image or a PDF as the screenshot, not a video', () => {
    expect(isAcceptedProofFile({ type: 'image/png' })).toBe(true);
    expect(isAcceptedProofFile({ type: 'application/pdf' })).toBe(true);
    expect(isAcceptedProofFile({ type: 'video/mp4' })).toBe(false);
    expect(isAcceptedProofFile({ type: '' })).toBe(false);
  });
});
