import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { toast } from '#client/lib/toast';
import type { z } from 'zod';
import { Button } from '#client/components/ui/button';
import { CopyableValue } from '#client/components/ui/copyable-value';
import { Dialog } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Input, Select } from '#client/components/ui/input';
import { createServerSubmit } from '#client/lib/form-errors';
import { useCreateApiToken } from '#client/features/account/api-tokens-api';
import { API_TOKEN_EXPIRIES } from '#shared/domain/api-tokens';
import type { PermissionKey } from '#shared/domain/permissions';
import { fr } from '#shared/i18n/fr';
import { apiTokensText } from '#shared/i18n/fr-api-tokens';
import { apiTokenCreateSchema, type CreatedApiToken } from '#shared/schemas/api-tokens';

const t = apiTokensText;

/**
 * 'Créer un jeton': a name, an expiry and the sections among mine; once made, the token is
 * shown this once with a copy button, and the dialog says so before it closes.
 */
export function ApiTokenCreateDialog({
  sections,
  onClose,
}: {
  /** The sections open to me now: a token can name no other. */
  sections: PermissionKey[];
  onClose: () => void;
}) {
  const [created, setCreated] = useState<CreatedApiToken>();
  const formId = useId();
  const create = useCreateApiToken();
  const form = useForm<
    z.input<typeof apiTokenCreateSchema>,
    unknown,
    z.output<typeof apiTokenCreateSchema>
  >({
    resolver: zodResolver(apiTokenCreateSchema),
    defaultValues: { name: '', expiry: '90', sections: [] },
  });
  const onSubmit = createServerSubmit(form, {
    save: async (values) => setCreated(await create.mutateAsync(values)),
    onSaved: () => toast.success(t.form.created),
  });
  const errors = form.formState.errors;

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={created ? t.shown.title : t.form.title}
      size="lg"
      footer={
        created ? (
          <Button onClick={onClose}>{t.shown.done}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {fr.common.cancel}
            </Button>
            <Button type="submit" form={formId} isLoading={create.isPending}>
              {t.form.submit}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <CreatedToken token={created.token} />
      ) : (
        <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
          <Field label={t.form.name} hint={t.form.nameHint} error={errors.name?.message}>
            <Input autoFocus autoComplete="off" {...form.register('name')} />
          </Field>
          <Field label={t.form.expiry} error={errors.expiry?.message}>
            <Select {...form.register('expiry')}>
              {API_TOKEN_EXPIRIES.map((choice) => (
                <option key={choice} value={choice}>
                  {t.expiries[choice]}
                </option>
              ))}
            </Select>
          </Field>
          <SectionBoxes
            sections={sections}
            register={form.register}
            error={errors.sections?.message ?? errors.sections?.root?.message}
          />
        </form>
      )}
    </Dialog>
  );
}

function SectionBoxes({
  sections,
  register,
  error,
}: {
  sections: PermissionKey[];
  register: ReturnType<typeof useForm<z.input<typeof apiTokenCreateSchema>>>['register'];
  error?: string;
}) {
  const hintId = useId();
  const errorId = useId();
  return (
    <fieldset aria-describedby={[hintId, error && errorId].filter(Boolean).join(' ')}>
      <legend className="text-sm font-medium">{t.form.sections}</legend>
      <p id={hintId} className="mb-2 text-xs text-muted">
        {t.form.sectionsHint}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {sections.map((key) => (
          <label key={key} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 accent-primary"
              value={key}
              {...register('sections')}
            />
            {fr.sections[key]}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The token, this once: the server keeps only its hash. */
function CreatedToken({ token }: { token: string }) {
  const labelId = useId();
  return (
    <div className="space-y-3">
      <p
        role="alert"
        className="flex items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm"
      >
        <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-warning" />
        {t.shown.warning}
      </p>
      <p id={labelId} className="text-sm font-medium">
        {t.shown.label}
      </p>
      <CopyableValue
        value={token}
        testId="api-token-value"
        labelledBy={labelId}
        copyLabel={t.shown.copy}
        copiedLabel={t.shown.copied}
      />
    </div>
  );
}
