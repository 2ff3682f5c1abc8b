import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Send } from 'lucide-react';
import { toast } from '#client/lib/toast';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Select, Textarea } from '#client/components/ui/input';
import { createServerSubmit } from '#client/lib/form-errors';
import { useSubmitLock } from '#client/lib/use-submit-lock';
import { useAddContentComment } from '#client/features/collaborations/contents/api';
import { contents as t } from '#shared/i18n/fr-contents';
import { contentCommentSchema } from '#shared/schemas/contents';

type Values = z.input<typeof contentCommentSchema>;

/**
 * A comment on the deliverable, about its latest version unless told otherwise. Refused, it
 * stays as typed (the server's reason in a toast, beside the field when it names one).
 */
export function ContentCommentForm({
  target,
  versionNumbers,
}: {
  target: { collaborationId: string; deliverableId: string };
  /** Newest first. */
  versionNumbers: number[];
}) {
  const addComment = useAddContentComment(target);
  const { lock, isSubmitting } = useSubmitLock();
  const form = useForm<Values, unknown, z.output<typeof contentCommentSchema>>({
    resolver: zodResolver(contentCommentSchema),
    defaultValues: { body: '', versionNumber: versionNumbers[0] ?? null },
  });
  const handleSubmit = createServerSubmit(form, {
    lock,
    save: (values) => addComment.mutateAsync(values),
    onSaved: () => {
      toast.success(t.screen.commentSent);
      form.reset({ body: '', versionNumber: form.getValues('versionNumber') });
    },
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-3">
      <Field label={t.comment} error={errors.body?.message}>
        <Textarea placeholder={t.commentPlaceholder} rows={3} {...form.register('body')} />
      </Field>
      <div className="flex flex-wrap items-end justify-between gap-3">
        {versionNumbers.length > 0 && (
          <div className="min-w-48">
            <Field label={t.screen.commentVersion} error={errors.versionNumber?.message}>
              <Select
                {...form.register('versionNumber', {
                  setValueAs: (value: unknown) =>
                    value === '' || value === null ? null : Number(value),
                })}
              >
                <option value="">{t.screen.noVersion}</option>
                {versionNumbers.map((number) => (
                  <option key={number} value={number}>
                    {t.versionLabel(number)}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
        )}
        <Button type="submit" variant="secondary" isLoading={isSubmitting}>
          <Send aria-hidden className="h-4 w-4" />
          {t.sendComment}
        </Button>
      </div>
    </form>
  );
}
