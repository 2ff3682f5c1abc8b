import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useSession } from '#client/app/session';
import { FormDialog, type DialogFormProps } from '#client/components/forms/form-dialog';
import { createServerSubmit } from '#client/lib/form-errors';
import { useIdempotencyKey } from '#client/lib/idempotency';
import {
  collaborationQuery,
  useSaveCollaboration,
  type CollaborationDetail,
} from '#client/features/collaborations/api';
import type { ScreenVariant } from '#client/features/collaborations/collaboration-dialogs';
import { CollaborationFormGeneral } from '#client/features/collaborations/collaboration-form-general';
import { CollaborationFormInfluencers } from '#client/features/collaborations/collaboration-form-influencers';
import { CollaborationFormSwitches } from '#client/features/collaborations/collaboration-form-switches';
import {
  collaborationResolver,
  emptyCollaboration,
  toFormValues,
  toLineNames,
} from '#client/features/collaborations/collaboration-form-values';
import type { CollaborationInput } from '#shared/schemas/collaborations';
import { fr } from '#shared/i18n/fr';

/** Create (collaborationId null) or edit: the edit form waits for the full record. */
export function CollaborationFormDialog({
  variant,
  collaborationId,
  onClose,
}: {
  variant: ScreenVariant;
  collaborationId: string | null;
  onClose: () => void;
}) {
  const words = fr.collaborations.screens[variant];
  const detail = useQuery({
    ...collaborationQuery(collaborationId ?? ''),
    enabled: collaborationId !== null,
  });
  const idempotencyKey = useIdempotencyKey();
  const save = useSaveCollaboration(collaborationId, idempotencyKey);

  return (
    <FormDialog
      title={collaborationId ? words.edit : words.create}
      size="xl"
      isEdit={collaborationId !== null}
      detail={detail}
      isSaving={save.isPending}
      savedMessage={collaborationId ? words.updated : words.created}
      onClose={onClose}
    >
      {(formProps) => (
        <CollaborationForm
          {...formProps}
          variant={variant}
          detail={detail.data}
          save={save.mutateAsync}
        />
      )}
    </FormDialog>
  );
}

function CollaborationForm({
  id,
  variant,
  detail,
  save,
  onSaved,
  lock,
}: DialogFormProps & {
  variant: ScreenVariant;
  detail: CollaborationDetail | undefined;
  save: (values: CollaborationInput) => Promise<unknown>;
}) {
  const user = useSession().data?.user;
  const [initial] = useState(() =>
    detail
      ? toFormValues(detail)
      : emptyCollaboration(variant, user ? `${user.firstName} ${user.lastName}`.trim() : ''),
  );
  // A deal whose client was deleted since may keep its brand without one (server rule).
  const requiresClient = !detail || detail.clientId !== null;
  const form = useForm({
    resolver: collaborationResolver(requiresClient),
    defaultValues: initial,
  });
  // Shown beside the values: the chosen client's brand and each influencer's name.
  const [brand, setBrand] = useState(detail?.brand ?? '');
  const [names, setNames] = useState(() => toLineNames(detail));

  const onSubmit = createServerSubmit(form, { save, onSaved, lock });

  return (
    <form id={id} onSubmit={onSubmit} noValidate className="space-y-8">
      <CollaborationFormGeneral
        form={form}
        variant={variant}
        brand={brand}
        onClientChange={(client) => {
          form.setValue('clientId', client.id, { shouldDirty: true });
          form.clearErrors('clientId');
          setBrand(client.brandName);
        }}
      />
      <CollaborationFormSwitches form={form} />
      <CollaborationFormInfluencers
        form={form}
        names={names}
        onNameAdded={(key, name) => setNames((previous) => ({ ...previous, [key]: name }))}
      />
    </form>
  );
}
