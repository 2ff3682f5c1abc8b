import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormDialog, type DialogFormProps } from '#client/components/forms/form-dialog';
import { RecordChangedBanner } from '#client/components/forms/record-changed-banner';
import { useReportDirty } from '#client/components/forms/unsaved-changes';
import { createServerSubmit } from '#client/lib/form-errors';
import { useIdempotencyKey } from '#client/lib/idempotency';
import { castingQuery, useSaveCasting, type CastingView } from '#client/features/castings/api';
import { CastingFormCriteria } from '#client/features/castings/casting-form-criteria';
import { CastingFormMain } from '#client/features/castings/casting-form-main';
import { CastingFormProposals } from '#client/features/castings/casting-form-proposals';
import {
  EMPTY_CASTING,
  applyCastingServerErrors,
  castingFormSchema,
  toFormValues,
  toProposedInfluencers,
  type CastingFormInput,
  type CastingFormOutput,
} from '#client/features/castings/casting-form-values';
import { castingsScreen } from '#shared/i18n/fr-castings';

const t = castingsScreen;

/** 'Nouveau casting' (castingId null) or 'Modifier le casting', which waits for the record. */
export function CastingFormDialog({
  castingId,
  onClose,
}: {
  castingId: string | null;
  onClose: () => void;
}) {
  const detail = useQuery({ ...castingQuery(castingId ?? ''), enabled: castingId !== null });
  const idempotencyKey = useIdempotencyKey();
  const save = useSaveCasting(castingId, idempotencyKey);

  return (
    <FormDialog
      title={castingId ? t.editCasting : t.newCasting}
      size="lg"
      isEdit={castingId !== null}
      notice={castingId && <RecordChangedBanner kind="casting" id={castingId} />}
      detail={detail}
      record={{ kind: 'casting', toValues: toFormValues }}
      historyOf={castingId}
      isSaving={save.isPending}
      savedMessage={t.saved}
      schema={castingFormSchema}
      onClose={onClose}
    >
      {(formProps) => (
        <CastingForm
          {...formProps}
          casting={detail.data}
          save={(values, version) => save.mutateAsync({ ...values, version })}
        />
      )}
    </FormDialog>
  );
}

function CastingForm({
  id,
  casting,
  save,
  onSaved,
  lock,
  conflict,
  onDirtyChange,
}: DialogFormProps & {
  casting: CastingView | undefined;
  save: (values: CastingFormOutput, version?: number) => Promise<unknown>;
}) {
  const form = useForm<CastingFormInput, unknown, CastingFormOutput>({
    resolver: zodResolver(castingFormSchema),
    defaultValues: casting ? toFormValues(casting) : EMPTY_CASTING,
  });
  // Shown beside the values: the chosen client's brand, each proposed influencer's name.
  const [brand, setBrand] = useState(casting?.brand ?? '');
  const [proposed, setProposed] = useState(() => toProposedInfluencers(casting));

  useReportDirty(form, onDirtyChange);
  const onSubmit = createServerSubmit(form, {
    save,
    onSaved,
    lock,
    conflict,
    applyErrors: applyCastingServerErrors,
  });

  return (
    <form id={id} onSubmit={onSubmit} noValidate className="space-y-8">
      <CastingFormMain
        form={form}
        brand={brand}
        onClientChange={(client) => {
          form.setValue('clientId', client.id, { shouldDirty: true });
          form.clearErrors('clientId');
          setBrand(client.brandName);
        }}
      />
      <CastingFormCriteria form={form} />
      <CastingFormProposals
        form={form}
        proposed={proposed}
        onInfluencerAdded={(influencer) =>
          setProposed((previous) => ({
            ...previous,
            [influencer.id]: { fullName: influencer.fullName, status: null },
          }))
        }
      />
    </form>
  );
}
