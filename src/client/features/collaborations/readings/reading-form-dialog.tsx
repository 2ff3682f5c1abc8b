import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '#client/lib/toast';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { createServerSubmit } from '#client/lib/form-errors';
import { useSubmitLock } from '#client/lib/use-submit-lock';
import { ContentFormDialog } from '#client/features/collaborations/contents/content-form-dialog';
import type { useAddReading } from '#client/features/collaborations/readings/api';
import {
  emptyReading,
  readMetricInput,
} from '#client/features/collaborations/readings/reading-view';
import { today } from '#shared/domain/dates';
import { METRICS } from '#shared/domain/performance';
import { performance } from '#shared/i18n/fr-performance';
import { readings as t } from '#shared/i18n/fr-readings';
import { readingSchema, type Reading, type ReadingInput } from '#shared/schemas/performance';

/**
 * 'Ajouter un relevé': the day (today unless told) and the nine statistics, whole numbers, empty
 * when the platform does not give one. The server's refusals show on their fields; the dialog
 * stays open with what was typed.
 */
export function ReadingFormDialog({
  title,
  addReading,
  onClose,
}: {
  /** The publication it is about: « Ajouter un relevé · Réel Instagram ». */
  title: string;
  addReading: ReturnType<typeof useAddReading>;
  onClose: () => void;
}) {
  const { lock, isSubmitting } = useSubmitLock();
  const form = useForm<ReadingInput, unknown, Reading>({
    resolver: zodResolver(readingSchema),
    defaultValues: emptyReading(today()),
  });
  const handleSubmit = createServerSubmit(form, {
    lock,
    save: (values) => addReading.mutateAsync(values),
    onSaved: () => {
      toast.success(t.added);
      onClose();
    },
  });
  const { errors } = form.formState;
  return (
    <ContentFormDialog
      title={t.add}
      description={title}
      submitLabel={t.add}
      isSubmitting={isSubmitting}
      onClose={onClose}
    >
      {(formId) => (
        <form id={formId} onSubmit={handleSubmit} noValidate className="space-y-4">
          <Field label={performance.readOn} error={errors.readOn?.message}>
            <Input type="date" aria-required autoFocus {...form.register('readOn')} />
          </Field>
          <p className="text-sm text-muted">{t.hint}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {METRICS.map((metric) => (
              <Field
                key={metric}
                label={performance.metrics[metric]}
                error={errors[metric]?.message}
              >
                <Input
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  {...form.register(metric, { setValueAs: readMetricInput })}
                />
              </Field>
            ))}
          </div>
        </form>
      )}
    </ContentFormDialog>
  );
}
