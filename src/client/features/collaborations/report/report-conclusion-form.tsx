import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { toast } from '#client/lib/toast';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Textarea } from '#client/components/ui/input';
import { createServerSubmit } from '#client/lib/form-errors';
import { useSubmitLock } from '#client/lib/use-submit-lock';
import { useSaveConclusion } from '#client/features/collaborations/report/api';
import { report as t } from '#shared/i18n/fr-report';
import { reportTab } from '#shared/i18n/fr-report-tab';
import { fr } from '#shared/i18n/fr';
import { reportConclusionSchema } from '#shared/schemas/report';

type Values = z.input<typeof reportConclusionSchema>;

/**
 * 'Conclusion de l'agence': saved on 'Enregistrer'. Refused, it stays as typed (the server's
 * reason in a toast, beside the field when it names it); a colleague's saved text arrives with
 * the report unless this one is being typed.
 */
export function ReportConclusionForm({
  collaborationId,
  conclusion,
}: {
  collaborationId: string;
  conclusion: string;
}) {
  const save = useSaveConclusion(collaborationId);
  const { lock, isSubmitting } = useSubmitLock();
  const form = useForm<Values, unknown, z.output<typeof reportConclusionSchema>>({
    resolver: zodResolver(reportConclusionSchema),
    values: { conclusion },
    resetOptions: { keepDirtyValues: true },
  });
  const handleSubmit = createServerSubmit(form, {
    lock,
    save: (values) => save.mutateAsync(values),
    onSaved: () => {
      toast.success(reportTab.conclusion.saved);
      form.reset({ conclusion: form.getValues('conclusion') });
    },
  });
  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-3" data-testid="report-conclusion">
      <Field
        label={t.conclusion}
        hint={reportTab.conclusion.hint}
        error={form.formState.errors.conclusion?.message}
      >
        <Textarea rows={5} {...form.register('conclusion')} />
      </Field>
      <Button type="submit" variant="secondary" isLoading={isSubmitting}>
        {fr.common.save}
      </Button>
    </form>
  );
}
