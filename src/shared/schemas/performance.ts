import { z } from 'zod';
import { MAX_METRIC, METRICS, type Metric } from '#shared/domain/performance';
import { dayField } from '#shared/schemas/fields';
import { performance as t } from '#shared/i18n/fr-performance';
import { fr } from '#shared/i18n/fr';

// Issue 30, decision 0055: a reading of a publication's statistics, and what the API answers.

/** A statistic: absent, null or a whole number in 0 … MAX_METRIC; the message names it. */
const metricField = (label: string) =>
  z
    .number({ error: fr.fields.wholeNumber(label) })
    .int(fr.fields.wholeNumber(label))
    .min(0, fr.fields.wholeNumber(label))
    .max(MAX_METRIC, fr.fields.tooLarge(label))
    .nullish()
    .transform((value) => value ?? null);

const metricFields = Object.fromEntries(
  METRICS.map((metric) => [metric, metricField(t.metrics[metric])]),
) as Record<Metric, ReturnType<typeof metricField>>;

/** POST /api/collaborations/:id/contents/:deliverableId/readings */
export const readingSchema = z
  .object({ readOn: dayField(t.readOn), ...metricFields })
  .superRefine((reading, ctx) => {
    if (METRICS.every((metric) => reading[metric] === null)) {
      // On the first field of the form, where the person starts typing.
      ctx.addIssue({ code: 'custom', path: ['impressions'], message: t.errors.noMetric });
    }
    if (reading.likes !== null && reading.views !== null && reading.likes > reading.views) {
      ctx.addIssue({ code: 'custom', path: ['likes'], message: t.errors.likesAboveViews });
    }
  });
export type ReadingInput = z.input<typeof readingSchema>;
export type Reading = z.output<typeof readingSchema>;

/** Who gave a reading: a member's form, the creator through their link, or a file's import. */
export const READING_SOURCES = ['agency', 'creator', 'import'] as const;
export type ReadingSource = (typeof READING_SOURCES)[number];

export type ReadingView = Record<Metric, number | null> & {
  id: string;
  deliverableId: string;
  readOn: string;
  source: ReadingSource;
  authorName: string;
  hasProof: boolean;
  createdAt: string;
};

/** GET /api/collaborations/:id/readings: each deliverable's readings, newest first. */
export type ReadingsOfDeal = {
  collaborationId: string;
  deliverables: Array<{ deliverableId: string; readings: ReadingView[] }>;
};
