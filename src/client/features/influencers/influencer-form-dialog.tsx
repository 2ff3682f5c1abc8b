import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormDialog, type DialogFormProps } from '#client/components/forms/form-dialog';
import { RecordChangedBanner } from '#client/components/forms/record-changed-banner';
import { useReportDirty } from '#client/components/forms/unsaved-changes';
import { createServerSubmit } from '#client/lib/form-errors';
import { useIdempotencyKey } from '#client/lib/idempotency';
import {
  influencerQuery,
  useCreateInfluencer,
  useUpdateInfluencer,
} from '#client/features/influencers/api';
import { InfluencerFormIdentity } from '#client/features/influencers/influencer-form-identity';
import { InfluencerFormPlatforms } from '#client/features/influencers/influencer-form-platforms';
import { InfluencerFormRates } from '#client/features/influencers/influencer-form-rates';
import {
  EMPTY_INFLUENCER,
  applyInfluencerServerErrors,
  influencerFormSchema,
  toInfluencerFormInput,
  type InfluencerFormInput,
  type InfluencerFormOutput,
} from '#client/features/influencers/influencer-form-schema';
import { fr } from '#shared/i18n/fr';

const t = fr.influencersScreen;

/** Create (influencerId null) or edit: the edit form waits for the full record. */
export function InfluencerFormDialog({
  influencerId,
  onClose,
}: {
  influencerId: string | null;
  onClose: () => void;
}) {
  const detail = useQuery({
    ...influencerQuery(influencerId ?? ''),
    enabled: influencerId !== null,
  });
  const idempotencyKey = useIdempotencyKey();
  const create = useCreateInfluencer(idempotencyKey);
  const update = useUpdateInfluencer();
  const save = (values: InfluencerFormOutput, version?: number) =>
    influencerId
      ? update.mutateAsync({ id: influencerId, ...values, version: version ?? 0 })
      : create.mutateAsync(values);

  return (
    <FormDialog
      title={influencerId ? t.editTitle : t.createTitle}
      size="xl"
      isEdit={influencerId !== null}
      notice={influencerId && <RecordChangedBanner kind="influencer" id={influencerId} />}
      detail={detail}
      record={{ kind: 'influencer', toValues: toInfluencerFormInput }}
      isSaving={create.isPending || update.isPending}
      savedMessage={influencerId ? t.updated : t.created}
      schema={influencerFormSchema}
      onClose={onClose}
    >
      {(formProps) => (
        <InfluencerForm
          {...formProps}
          initial={detail.data ? toInfluencerFormInput(detail.data) : EMPTY_INFLUENCER}
          save={save}
        />
      )}
    </FormDialog>
  );
}

function InfluencerForm({
  id,
  initial,
  save,
  onSaved,
  lock,
  conflict,
  onDirtyChange,
}: DialogFormProps & {
  initial: InfluencerFormInput;
  save: (values: InfluencerFormOutput, version?: number) => Promise<unknown>;
}) {
  const form = useForm<InfluencerFormInput, unknown, InfluencerFormOutput>({
    resolver: zodResolver(influencerFormSchema),
    defaultValues: initial,
  });
  useReportDirty(form, onDirtyChange);
  const onSubmit = createServerSubmit(form, {
    save,
    onSaved,
    lock,
    conflict,
    applyErrors: applyInfluencerServerErrors,
  });
  return (
    <form id={id} onSubmit={onSubmit} noValidate className="space-y-8">
      <InfluencerFormIdentity form={form} />
      <InfluencerFormPlatforms form={form} />
      <InfluencerFormRates form={form} />
    </form>
  );
}
