import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { ErrorAlert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { Spinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/api';
import { applyServerErrors } from '#client/lib/form-errors';
import {
  clientQuery,
  useCreateClient,
  useUpdateClient,
  type ClientDetail,
} from '#client/features/clients/api';
import { ClientFormContacts } from '#client/features/clients/client-form-contacts';
import { ClientFormMain } from '#client/features/clients/client-form-main';
import {
  clientInputSchema,
  type ClientFormValues,
  type ClientInput,
} from '#shared/schemas/clients';
import { fr } from '#shared/i18n/fr';

const t = fr.clientsScreen;

const EMPTY: ClientFormValues = {
  brandName: '',
  sectorMain: '',
  sectorSub: '',
  notes: '',
  contacts: [],
};

const toFormValues = (client: ClientDetail): ClientFormValues => ({
  brandName: client.brandName,
  sectorMain: client.sectorMain ?? '',
  sectorSub: client.sectorSub ?? '',
  notes: client.notes,
  contacts: client.contacts.map(({ name, email, phone, role, type }) => ({
    name,
    email,
    phone,
    role,
    type,
  })),
});

/** Create (clientId null) or edit: the edit form waits for the client's full record. */
export function ClientFormDialog({
  clientId,
  onClose,
}: {
  clientId: string | null;
  onClose: () => void;
}) {
  const formId = useId();
  const detail = useQuery({ ...clientQuery(clientId ?? ''), enabled: clientId !== null });
  const create = useCreateClient();
  const update = useUpdateClient();
  const isPending = create.isPending || update.isPending;
  const save = (values: ClientInput) =>
    clientId ? update.mutateAsync({ id: clientId, ...values }) : create.mutateAsync(values);
  const isReady = clientId === null || detail.isSuccess;

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={clientId ? t.editTitle : t.createTitle}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {fr.common.cancel}
          </Button>
          <Button type="submit" form={formId} isLoading={isPending} disabled={!isReady}>
            {clientId ? fr.common.update : fr.common.create}
          </Button>
        </>
      }
    >
      {clientId !== null && detail.isPending && <Spinner label={fr.common.loading} />}
      {detail.isError && <ErrorAlert>{errorMessage(detail.error)}</ErrorAlert>}
      {isReady && (
        <ClientForm
          id={formId}
          initial={detail.data ? toFormValues(detail.data) : EMPTY}
          isEdit={clientId !== null}
          save={save}
          onSaved={onClose}
        />
      )}
    </Dialog>
  );
}

function ClientForm({
  id,
  initial,
  isEdit,
  save,
  onSaved,
}: {
  id: string;
  initial: ClientFormValues;
  isEdit: boolean;
  save: (values: ClientInput) => Promise<unknown>;
  onSaved: () => void;
}) {
  const form = useForm<ClientFormValues, unknown, ClientInput>({
    resolver: zodResolver(clientInputSchema),
    defaultValues: initial,
  });
  // On a refusal the form stays as typed; the server's messages go next to their fields.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save(values);
      toast.success(isEdit ? t.updated : t.created);
      onSaved();
    } catch (error) {
      applyServerErrors(error, form.setError);
      toast.error(errorMessage(error));
    }
  });
  return (
    <form id={id} onSubmit={onSubmit} noValidate className="space-y-6">
      <ClientFormMain form={form} />
      <ClientFormContacts form={form} />
    </form>
  );
}
