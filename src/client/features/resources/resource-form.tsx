import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { DialogFormProps } from '#client/components/forms/form-dialog';
import { Field } from '#client/components/ui/field';
import { Input, Select, Textarea } from '#client/components/ui/input';
import { ApiError } from '#client/lib/api';
import { createServerSubmit } from '#client/lib/form-errors';
import type { ResourceView } from '#client/features/resources/api';
import { ResourceFileField } from '#client/features/resources/resource-file-field';
import {
  resourceFormSchema,
  toFormValues,
  toResourceInput,
  toSaveError,
  type ResourceFormInput,
  type ResourceFormOutput,
} from '#client/features/resources/resource-form-values';
import { isUploadBusy, useResumableUpload } from '#client/lib/use-resumable-upload';
import { RESOURCE_TYPES } from '#shared/domain/enums';
import type { ResourceInput } from '#shared/schemas/resources';
import { nameFromFileName } from '#shared/domain/resources';
import { resourcesScreen } from '#shared/i18n/fr-resources';
import { fr } from '#shared/i18n/fr';

const f = resourcesScreen.fields;

/**
 * Nom, Type, Description, URL and the file (spec §5). Saving sends a newly chosen file first
 * (resumable, use-resumable-upload), then the resource naming it; a save refused after the
 * upload sends the same upload again, not the file.
 */
export function ResourceForm({
  id,
  resource,
  save,
  onSaved,
  lock,
  conflict,
  onDirtyChange,
}: DialogFormProps & {
  resource: ResourceView | undefined;
  save: (input: ResourceInput, version?: number) => Promise<unknown>;
}) {
  const form = useForm<ResourceFormInput, unknown, ResourceFormOutput>({
    resolver: zodResolver(resourceFormSchema),
    defaultValues: toFormValues(resource),
  });
  const stored = resource?.fileUrl
    ? { name: resource.fileName ?? '', size: resource.fileSize }
    : null;
  const [keepFile, setKeepFile] = useState(stored !== null);
  const [chosen, setChosen] = useState<File | null>(null);
  const upload = useResumableUpload();

  // A chosen file, a removed one or a running upload is a change the form would lose.
  const hasChanges =
    form.formState.isDirty ||
    chosen !== null ||
    keepFile !== (stored !== null) ||
    isUploadBusy(upload.state.status);
  useEffect(() => onDirtyChange(hasChanges), [hasChanges, onDirtyChange]);

  const setHasFile = (hasFile: boolean) => {
    form.setValue('hasFile', hasFile);
    if (hasFile) form.clearErrors('url');
  };
  const handleChoose = (file: File) => {
    upload.reset();
    setChosen(file);
    setHasFile(true);
    const name = nameFromFileName(file.name);
    if (form.getValues('name').trim() === '' && name !== '') {
      form.setValue('name', name, { shouldDirty: true, shouldValidate: true });
    }
  };
  const handleRemove = () => {
    if (chosen) {
      upload.reset();
      setChosen(null);
      setHasFile(keepFile);
    } else {
      setKeepFile(false);
      setHasFile(false);
    }
  };

  const onSubmit = createServerSubmit(form, {
    lock,
    conflict,
    onSaved,
    save: async (values, version) => {
      const uploadId = chosen ? await upload.send(chosen) : null;
      try {
        return await save(
          toResourceInput(values, { uploadId, keepFile: !chosen && keepFile }),
          version,
        );
      } catch (error) {
        if (error instanceof ApiError && error.fields.uploadId) upload.forget();
        throw toSaveError(error);
      }
    },
  });
  const { errors } = form.formState;

  return (
    <form id={id} onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label={f.name} error={errors.name?.message}>
        <Input autoFocus autoComplete="off" {...form.register('name')} />
      </Field>
      <Field label={f.type} error={errors.type?.message}>
        <Select {...form.register('type')}>
          {RESOURCE_TYPES.map((type) => (
            <option key={type} value={type}>
              {fr.resourceTypes[type]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={f.description} error={errors.description?.message}>
        <Textarea rows={4} {...form.register('description')} />
      </Field>
      <Field label={f.url} error={errors.url?.message}>
        <Input type="url" inputMode="url" placeholder="https://" {...form.register('url')} />
      </Field>
      <ResourceFileField
        stored={keepFile ? stored : null}
        chosen={chosen}
        upload={upload}
        onChoose={handleChoose}
        onRemove={handleRemove}
      />
    </form>
  );
}
