import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { toast } from '#client/lib/toast';
import { Field } from '#client/components/ui/field';
import { Textarea } from '#client/components/ui/input';
import { UploadProgress } from '#client/components/ui/upload-progress';
import { ApiError } from '#client/lib/api';
import { applyServerErrors, createServerSubmit } from '#client/lib/form-errors';
import { isUploadBusy, useResumableUpload } from '#client/lib/use-resumable-upload';
import { useSubmitLock } from '#client/lib/use-submit-lock';
import type { useSendContentVersion } from '#client/features/collaborations/contents/api';
import { ContentFormDialog } from '#client/features/collaborations/contents/content-form-dialog';
import { DraftFilesField } from '#client/features/collaborations/contents/draft-files-field';
import { checkDraftFiles } from '#client/features/collaborations/contents/content-view';
import { contents as t } from '#shared/i18n/fr-contents';
import { contentVersionSchema } from '#shared/schemas/contents';

// The files are checked here (chosen, accepted types), the caption by the server's rule.
const schema = contentVersionSchema.pick({ caption: true });

/**
 * 'Envoyer un brouillon': the agency sends a draft on the creator's behalf. Each file goes to
 * /api/uploads by tus first (resumable, one after the other), then the version names them.
 * Refused, the form keeps the caption and the files; those already sent are not sent again.
 */
export function SendDraftDialog({
  sendVersion,
  onClose,
}: {
  sendVersion: ReturnType<typeof useSendContentVersion>;
  onClose: () => void;
}) {
  const { lock, isSubmitting } = useSubmitLock();
  const upload = useResumableUpload();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string>();
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { caption: '' },
  });
  const handleSubmit = createServerSubmit(form, {
    lock,
    save: async ({ caption }) => {
      const uploadIds: string[] = [];
      for (const file of files) uploadIds.push(await upload.send(file));
      return sendVersion.mutateAsync({ caption, uploadIds });
    },
    onSaved: () => {
      toast.success(t.screen.draftSent);
      onClose();
    },
    applyErrors: (error, setError) => {
      applyServerErrors(error, setError);
      if (error instanceof ApiError && error.fields.uploadIds) {
        // The server lost an upload: the next try sends the files again.
        upload.forget();
        setFilesError(error.fields.uploadIds);
      }
    },
  });
  const handleSend = (event: React.FormEvent) => {
    const error = checkDraftFiles(files);
    setFilesError(error);
    if (error) {
      event.preventDefault();
      // The caption still gets its own check, so both errors show at once.
      void form.trigger();
      return;
    }
    return handleSubmit(event);
  };
  const chooseFiles = (next: File[]) => {
    setFiles(next);
    setFilesError(undefined);
  };
  return (
    <ContentFormDialog
      title={t.screen.sendDraft}
      description={t.screen.sendDraftHint}
      submitLabel={t.screen.sendDraft}
      isSubmitting={isSubmitting || isUploadBusy(upload.state.status)}
      onClose={onClose}
    >
      {(formId) => (
        <form id={formId} onSubmit={handleSend} noValidate className="space-y-4">
          <DraftFilesField
            files={files}
            error={filesError}
            isLocked={isSubmitting}
            onChange={chooseFiles}
          />
          <UploadProgress
            state={upload.state}
            onPause={upload.pause}
            onResume={upload.resume}
            onCancel={upload.cancel}
          />
          <Field label={t.caption} error={form.formState.errors.caption?.message}>
            <Textarea rows={4} {...form.register('caption')} />
          </Field>
        </form>
      )}
    </ContentFormDialog>
  );
}
