import type { LinkContentView } from '#shared/schemas/link-pages';
import { LinkApiError } from './api';
import { localToday } from './content-forms';
import { h } from './dom';
import { sendFile } from './draft-form';
import { checkRequired, field, formMessage, handleSubmit, type Field } from './forms';
import { contentHeadingId, type PageContext } from './page-context';
import { texts } from './texts';
import {
  isAcceptedProofFile,
  READING_METRICS,
  readingFigures,
  readingHeading,
  readMetric,
} from './view-helpers';

// « Ajouter mes statistiques » (issue 30, decision 0059): on a creator's published deliverable,
// the day, the nine statistics and a screenshot of the platform's, sent by tus as the drafts
// are; then the reading is posted with the upload's id. The previous readings are listed above.

export function readingsPart(content: LinkContentView, ctx: PageContext) {
  const readings = content.readings ?? [];
  return h(
    'section',
    { class: 'readings' },
    h('h4', {}, texts.previousReadings),
    readings.length === 0
      ? h('p', { class: 'muted' }, texts.noReading)
      : h(
          'ol',
          { class: 'comments' },
          readings.map((reading) =>
            h(
              'li',
              { class: 'comment' },
              h('p', { class: 'meta' }, readingHeading(reading)),
              h('p', {}, readingFigures(reading).join(' · ')),
            ),
          ),
        ),
    readingForm(content, ctx),
  );
}

function readingForm(content: LinkContentView, ctx: PageContext) {
  const day = field({ name: 'readOn', label: texts.readOn, type: 'date', value: localToday() });
  const metrics = READING_METRICS.map((metric) => {
    const item = field({ name: metric, label: texts.metrics[metric], type: 'number' });
    item.control.setAttribute('min', '0');
    item.control.setAttribute('step', '1');
    item.control.setAttribute('inputmode', 'numeric');
    return item;
  });
  const proof = field({
    name: 'proofUploadId',
    label: texts.proof,
    type: 'file',
    accept: 'image/*,application/pdf',
    hint: texts.proofHint,
  });
  const progressText = h('p', { class: 'hint', 'aria-live': 'polite' });
  const message = formMessage();
  const form = h(
    'form',
    { class: 'stack' },
    h('h4', {}, texts.readingsTitle),
    h('p', { class: 'hint' }, texts.readingsHint),
    day.row,
    h(
      'div',
      { class: 'metrics' },
      metrics.map((item) => item.row),
    ),
    proof.row,
    progressText,
    message,
    h('button', { type: 'submit' }, texts.sendReading),
  );
  // A screenshot sent once is not sent again when the reading is refused and sent again.
  const sent = new Map<File, string>();
  proof.control.addEventListener('change', () => sent.clear());
  const chosenFile = () => (proof.control as HTMLInputElement).files?.[0] ?? null;
  handleSubmit({
    form,
    message,
    fields: () => [day, ...metrics, proof],
    validate: () => validateReading(day, metrics, chosenFile()),
    onSubmit: async () => {
      const file = chosenFile() as File;
      const proofUploadId =
        sent.get(file) ??
        (await sendFile(file, ctx.api.authorization, (bytes) => {
          progressText.textContent = texts.uploading(Math.floor((bytes / (file.size || 1)) * 100));
        }));
      sent.set(file, proofUploadId);
      const values = Object.fromEntries(
        metrics.map((item) => [item.name, readMetric(item.control.value)]),
      );
      try {
        await ctx.api.post(`/api/link/contents/${encodeURIComponent(content.id)}/readings`, {
          readOn: day.control.value,
          ...values,
          proofUploadId,
        });
      } catch (error) {
        // A screenshot the server refused is sent again next time.
        if (error instanceof LinkApiError && error.fields.proofUploadId) sent.clear();
        throw error;
      }
      await ctx.refresh(contentHeadingId(content.id), texts.readingSent);
    },
  });
  return form;
}

/** The browser's checks, each message the server's own; the server checks it all again. */
function validateReading(day: Field, metrics: Field[], file: File | null) {
  const errors: Record<string, string> = {};
  const emptyDay = checkRequired(day);
  if (emptyDay) errors[day.name] = emptyDay;
  let given = 0;
  for (const item of metrics) {
    const control = item.control as HTMLInputElement;
    const value = control.validity.badInput ? Number.NaN : readMetric(control.value);
    if (value === null) continue;
    given += 1;
    if (Number.isNaN(value)) errors[item.name] = texts.wholeNumber(item.label);
  }
  if (given === 0) errors.impressions = texts.noMetric;
  if (!file) errors.proofUploadId = texts.required(texts.proof);
  else if (!isAcceptedProofFile(file)) errors.proofUploadId = texts.proofType(file.name);
  return errors;
}
