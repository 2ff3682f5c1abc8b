import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { toast } from '#client/lib/toast';
import { Field } from '#client/components/ui/field';
import { Textarea } from '#client/components/ui/input';
import { createServerSubmit } from '#client/lib/form-errors';
import { useSubmitLock } from '#client/lib/use-submit-lock';
import type { useContentAction } from '#client/features/collaborations/contents/api';
import { ContentFormDialog } from '#client/features/collaborations/contents/content-form-dialog';
import { contents as t } from '#shared/i18n/fr-contents';
import { contentActionSchema } from '#shared/schemas/contents';

// The request_changes branch of the server's schema: the same rule (a comment is required).
const schema = z.object({ comment: contentActionSchema.options[2].shape.comment });

/** 'Demander des modifications': what the creator must change, required. */
export function RequestChangesDialog({
  action,
  onClose,
}: {
  action: ReturnType<typeof useContentAction>;
  onClose: () => void;
}) {
  const { lock, isSubmitting } = useSubmitLock();
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { comment: '' },
  });
  const handleSubmit = createServerSubmit(form, {
    lock,
    save: ({ comment }) => action.mutateAsync({ action: 'request_changes', comment }),
    onSaved: () => {
      toast.success(t.screen.done.request_changes);
      onClose();
    },
  });
  return (
    <ContentFormDialog
      title={t.actions.request_changes}
      submitLabel={t.actions.request_changes}
      isSubmitting={isSubmitting}
      onClose={onClose}
    >
      {(formId) => (
        <form id={formId} onSubmit={handleSubmit} noValidate>
          <Field label={t.changesComment} error={form.formState.errors.comment?.message}>
            <Textarea rows={5} autoFocus aria-required {...form.register('comment')} />
          </Field>
        </form>
      )}
    </ContentFormDialog>
  );
}
