import type {
  ContentCommentView,
  ContentFileView,
  ContentVersionView,
} from '#shared/schemas/contents';
import type { Metric } from '#shared/domain/performance';
import type {
  LinkContentAction,
  LinkContentView,
  LinkReadingView,
} from '#shared/schemas/link-pages';
import { texts } from './texts';

// What the pages write, as plain functions (tested in view-helpers.test.ts). Dates are French
// (shared/domain/dates.ts's formats) through Intl, not date-fns: no library on this page.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const longDay = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDay = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });

/** '2026-11-22' → '22 novembre 2026' (a day is local: never read as UTC midnight). */
export function formatDay(day: string): string {
  const match = DAY.exec(day);
  if (!match) return day;
  return longDay.format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** An ISO moment → '22 nov. 2026 à 14:05', in the reader's time zone. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${shortDay.format(date)} à ${time.format(date)}`;
}

/** A label of `labels`, or null: own keys only (a type typed as 'constructor' is no label). */
const labelOf = <T>(labels: Record<string, T>, key: string): T | null =>
  Object.hasOwn(labels, key) ? (labels[key] ?? null) : null;

/** A known deliverable type's label; a free-text type (the campaign form allows it) as it is. */
export const deliverableTypeLabel = (type: string) => labelOf(texts.deliverableTypes, type) ?? type;

export const platformLabel = (platform: string) => labelOf(texts.platforms, platform) ?? platform;

/** « Publication prévue le 3 décembre 2026 », or that none is planned. */
export const plannedText = (publishOn: string | null) =>
  publishOn ? `${texts.publishOn} ${formatDay(publishOn)}` : texts.noPublishOn;

export const canDo = (content: LinkContentView, action: LinkContentAction) =>
  content.actions.includes(action);

/** The latest version (versions come newest first) and the earlier ones. */
export function splitVersions(versions: ContentVersionView[]) {
  const [latest = null, ...earlier] = versions;
  return { latest, earlier };
}

export type FilePreview = 'image' | 'video' | 'pdf' | 'other';

export function previewOf(file: Pick<ContentFileView, 'mimeType'>): FilePreview {
  if (file.mimeType.startsWith('image/')) return 'image';
  if (file.mimeType.startsWith('video/')) return 'video';
  if (file.mimeType === 'application/pdf') return 'pdf';
  return 'other';
}

/** What a draft may carry (the server checks it too): images, videos, PDF. */
export const isAcceptedDraftFile = (file: { type: string }) =>
  previewOf({ mimeType: file.type }) !== 'other';

/** « Zoé Laurent (Créateur) · 22 nov. 2026 à 14:05 » */
export function commentByline(comment: ContentCommentView): string {
  return `${comment.authorName} (${texts.authors[comment.authorKind]}) · ${formatMoment(comment.createdAt)}`;
}

/** What a decision recorded in the thread says (« V2 validée »), or null for a plain comment. */
export function decisionText(comment: ContentCommentView): string | null {
  if (!comment.decision) return null;
  const text = labelOf(texts.decisions, comment.decision);
  if (text === null) return null;
  return typeof text === 'function' ? text(comment.versionNumber ?? 0) : text;
}

/** « À propos de la V2 » for a comment on a version. */
export const aboutText = (comment: ContentCommentView) =>
  comment.versionNumber ? texts.aboutVersion(comment.versionNumber) : null;

const followersFormat = new Intl.NumberFormat('fr-FR');
export const followersText = (count: number | null) =>
  count === null ? null : texts.followers(followersFormat.format(count));

/** Every deliverable of the page, to find the one a form posted about. */
export const countDeliverables = (influencers: { deliverables: unknown[] }[]) =>
  influencers.reduce((sum, line) => sum + line.deliverables.length, 0);

// The statistics' order of the form and of the agency's screens (shared/domain/performance).
export const READING_METRICS: readonly Metric[] = [
  'impressions',
  'reach',
  'views',
  'likes',
  'comments',
  'shares',
  'saves',
  'linkClicks',
  'sales',
];

const countFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** The statistics a reading gives, as « Portée : 8 000 » (one not given is left out). */
export const readingFigures = (reading: LinkReadingView) =>
  READING_METRICS.filter((metric) => reading[metric] !== null).map(
    (metric) => `${texts.metrics[metric]} : ${countFormat.format(reading[metric] ?? 0)}`,
  );

/** « Relevé du 8 novembre 2026 · Créateur » */
export const readingHeading = (reading: LinkReadingView) =>
  `${texts.readingOf(formatDay(reading.readOn))} · ${texts.sources[reading.source]}`;

/** A statistic typed: null when empty, the number when whole and ≥ 0, else NaN (refused). */
export function readMetric(value: string): number | null {
  const text = value.trim();
  if (text === '') return null;
  const number = Number(text);
  return Number.isInteger(number) && number >= 0 ? number : Number.NaN;
}

/** What a screenshot of the statistics may be (the server checks it too): an image or a PDF. */
export const isAcceptedProofFile = (file: { type: string }) => {
  const kind = previewOf({ mimeType: file.type });
  return kind === 'image' || kind === 'pdf';
};
