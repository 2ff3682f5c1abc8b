import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useSession } from '#client/app/session';
import { ErrorAlert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { Spinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/api';
import { applyServerErrors } from '#client/lib/form-errors';
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
  const formId = useId();
  const detail = useQuery({
    ...collaborationQuery(collaborationId ?? ''),
    enabled: collaborationId !== null,
  });
  const save = useSaveCollaboration(collaborationId);
  const isReady = collaborationId === null || detail.isSuccess;

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={collaborationId ? words.edit : words.create}
      size="xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {fr.common.cancel}
          </Button>
          <Button type="submit" form={formId} isLoading={save.isPending} disabled={!isReady}>
            {collaborationId ? fr.common.update : fr.common.create}
          </Button>
        </>
      }
    >
      {collaborationId !== null && detail.isPending && <Spinner label={fr.common.loading} />}
      {detail.isError && <ErrorAlert>{errorMessage(detail.error)}</ErrorAlert>}
      {isReady && (
        <CollaborationForm
          id={formId}
          variant={variant}
          detail={detail.data}
          save={save.mutateAsync}
          onSaved={() => {
            toast.success(collaborationId ? words.updated : words.created);
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}

function CollaborationForm({
  id,
  variant,
  detail,
  save,
  onSaved,
}: {
  id: string;
  variant: ScreenVariant;
  detail: CollaborationDetail | undefined;
  save: (values: CollaborationInput) => Promise<unknown>;
  onSaved: () => void;
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

  // On a refusal the form stays as typed; the server's messages go next to their fields.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save(values);
      onSaved();
    } catch (error) {
      applyServerErrors(error, form.setError);
      toast.error(errorMessage(error));
    }
  });

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
