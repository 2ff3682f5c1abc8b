import { useState, type BaseSyntheticEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useSession } from '#client/app/session';
import { FormDialog, type DialogFormProps } from '#client/components/forms/form-dialog';
import { RecordChangedBanner } from '#client/components/forms/record-changed-banner';
import { useReportDirty } from '#client/components/forms/unsaved-changes';
import { createServerSubmit } from '#client/lib/form-errors';
import { useIdempotencyKey } from '#client/lib/idempotency';
import {
  collaborationQuery,
  useSaveCollaboration,
  type CastingDraft,
  type CollaborationDetail,
} from '#client/features/collaborations/api';
import type { ScreenVariant } from '#client/features/collaborations/collaboration-dialogs';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import {
  CollaborationFormBilling,
  getFormProfit,
} from '#client/features/collaborations/collaboration-form-billing';
import { CollaborationFormCompliance } from '#client/features/collaborations/collaboration-form-compliance';
import { CollaborationFormGeneral } from '#client/features/collaborations/collaboration-form-general';
import { CollaborationFormInfluencers } from '#client/features/collaborations/collaboration-form-influencers';
import { CollaborationFormSwitches } from '#client/features/collaborations/collaboration-form-switches';
import {
  collaborationResolver,
  emptyCollaboration,
  fromCastingDraft,
  toFormValues,
  toLineNames,
} from '#client/features/collaborations/collaboration-form-values';
import { suggestCategory } from '#shared/domain/compliance/compliance-rules';
import type { Category } from '#shared/domain/compliance/compliance-types';
import { formatEuros } from '#shared/domain/money';
import { collaborationInputSchema, type CollaborationInput } from '#shared/schemas/collaborations';
import { profitability } from '#shared/i18n/fr-profitability';
import { fr } from '#shared/i18n/fr';

/**
 * Create (collaborationId null) or edit: the edit form waits for the full record. A create
 * from a casting (`castingDraft`) starts from it and links the new deal to the casting.
 */
export function CollaborationFormDialog({
  variant,
  collaborationId,
  castingDraft,
  onClose,
}: {
  variant: ScreenVariant;
  collaborationId: string | null;
  castingDraft?: CastingDraft;
  onClose: () => void;
}) {
  const words = fr.collaborations.screens[variant];
  const detail = useQuery({
    ...collaborationQuery(collaborationId ?? ''),
    enabled: collaborationId !== null,
  });
  const idempotencyKey = useIdempotencyKey();
  const save = useSaveCollaboration(collaborationId, idempotencyKey);
  const castingId = castingDraft?.castingId;

  return (
    <FormDialog
      title={collaborationId ? words.edit : words.create}
      size="xl"
      isEdit={collaborationId !== null}
      notice={collaborationId && <RecordChangedBanner kind="collaboration" id={collaborationId} />}
      detail={detail}
      record={{ kind: 'collaboration', toValues: toFormValues }}
      isSaving={save.isPending}
      savedMessage={collaborationId ? words.updated : words.created}
      schema={collaborationInputSchema}
      onClose={onClose}
    >
      {(formProps) => (
        <CollaborationForm
          {...formProps}
          variant={variant}
          detail={detail.data}
          castingDraft={castingDraft}
          save={(values, version) =>
            save.mutateAsync(castingId ? { ...values, castingId } : { ...values, version })
          }
        />
      )}
    </FormDialog>
  );
}

function CollaborationForm({
  id,
  variant,
  detail,
  castingDraft,
  save,
  onSaved,
  lock,
  conflict,
  onDirtyChange,
}: DialogFormProps & {
  variant: ScreenVariant;
  detail: CollaborationDetail | undefined;
  castingDraft: CastingDraft | undefined;
  save: (values: CollaborationInput, version?: number) => Promise<unknown>;
}) {
  const user = useSession().data?.user;
  const [initial] = useState(() => {
    if (detail) return toFormValues(detail);
    const empty = emptyCollaboration(
      variant,
      user ? `${user.firstName} ${user.lastName}`.trim() : '',
    );
    return castingDraft ? fromCastingDraft(castingDraft, empty) : empty;
  });
  // A deal whose client was deleted since may keep its brand without one (server rule).
  const requiresClient = !detail || detail.clientId !== null;
  const form = useForm({
    resolver: collaborationResolver(requiresClient),
    defaultValues: initial,
  });
  // Shown beside the values: the chosen client's brand and each influencer's name.
  const [brand, setBrand] = useState(detail?.brand ?? castingDraft?.brand ?? '');
  const [names, setNames] = useState(() => toLineNames(detail ?? castingDraft));
  // Issue 31: the picked client's sector suggests a category; the user applies it or not.
  const [suggestion, setSuggestion] = useState<Category | null>(null);

  useReportDirty(form, onDirtyChange);
  const submit = createServerSubmit(form, { save, onSaved, lock, conflict });
  // A deal that loses money is saved only once confirmed (issue 20); the form keeps everything.
  const [lossToConfirm, setLossToConfirm] = useState<number | null>(null);
  const onSubmit = (event?: BaseSyntheticEvent) => {
    const { marginCents, isLoss } = getFormProfit(form.getValues());
    if (isLoss && marginCents !== null) {
      event?.preventDefault();
      setLossToConfirm(marginCents);
      return;
    }
    return submit(event);
  };
  const lossWords = profitability.deal;

  return (
    <>
      <form id={id} onSubmit={onSubmit} noValidate className="space-y-8">
        <CollaborationFormGeneral
          form={form}
          variant={variant}
          brand={brand}
          onClientChange={(client) => {
            form.setValue('clientId', client.id, { shouldDirty: true });
            form.clearErrors('clientId');
            setBrand(client.brandName);
            setSuggestion(suggestCategory(client.sectorMain, client.sectorSub));
          }}
        />
        <CollaborationFormSwitches form={form} hasContracts={detail?.hasContracts ?? false} />
        <CollaborationFormInfluencers
          form={form}
          names={names}
          onNameAdded={(key, name) => setNames((previous) => ({ ...previous, [key]: name }))}
        />
        <CollaborationFormBilling form={form} />
        <CollaborationFormCompliance form={form} suggestion={suggestion} />
      </form>
      <ConfirmDialog
        isOpen={lossToConfirm !== null}
        onOpenChange={(isOpen) => !isOpen && setLossToConfirm(null)}
        title={lossWords.lossConfirmTitle}
        confirmLabel={lossWords.lossConfirm}
        cancelLabel={lossWords.lossCancel}
        onConfirm={() => {
          setLossToConfirm(null);
          void submit();
        }}
      >
        {lossWords.lossConfirmText(formatEuros(lossToConfirm ?? 0))}
      </ConfirmDialog>
    </>
  );
}
