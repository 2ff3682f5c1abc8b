import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { toast } from '#client/lib/toast';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { createServerSubmit } from '#client/lib/form-errors';
import { useSubmitLock } from '#client/lib/use-submit-lock';
import type { useContentAction } from '#client/features/collaborations/contents/api';
import { ContentFormDialog } from '#client/features/collaborations/contents/content-form-dialog';
import { today } from '#shared/domain/dates';
import { contents as t } from '#shared/i18n/fr-contents';
import { contentActionSchema } from '#shared/schemas/contents';

// The publish branch of the server's schema: the same rules (an http(s) link, a valid day).
const { publishedUrl, publishedOn } = contentActionSchema.options[3].shape;
const schema = z.object({ publishedUrl, publishedOn });

/** 'Marquer comme publié': the publication's link and its day (today unless told). */
export function PublishDialog({
  action,
  onClose,
}: {
  action: ReturnType<typeof useContentAction>;
  onClose: () => void;
}) {
  const { lock, isSubmitting } = useSubmitLock();
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { publishedUrl: '', publishedOn: today() },
  });
  const handleSubmit = createServerSubmit(form, {
    lock,
    save: (values) => action.mutateAsync({ action: 'publish', ...values }),
    onSaved: () => {
      toast.success(t.screen.done.publish);
      onClose();
    },
  });
  const { errors } = form.formState;
  return (
    <ContentFormDialog
      title={t.actions.publish}
      submitLabel={t.actions.publish}
      isSubmitting={isSubmitting}
      onClose={onClose}
    >
      {(formId) => (
        <form id={formId} onSubmit={handleSubmit} noValidate className="space-y-4">
          <Field label={t.publishedUrl} error={errors.publishedUrl?.message}>
            <Input
              type="url"
              inputMode="url"
              autoFocus
              aria-required
              placeholder="https://"
              {...form.register('publishedUrl')}
            />
          </Field>
          <Field label={t.publishedOn} error={errors.publishedOn?.message}>
            <Input type="date" aria-required {...form.register('publishedOn')} />
          </Field>
        </form>
      )}
    </ContentFormDialog>
  );
}
