import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormDialog, type DialogFormProps } from '#client/components/forms/form-dialog';
import { RecordChangedBanner } from '#client/components/forms/record-changed-banner';
import { useReportDirty } from '#client/components/forms/unsaved-changes';
import { createServerSubmit } from '#client/lib/form-errors';
import { useIdempotencyKey } from '#client/lib/idempotency';
import {
  clientQuery,
  useCreateClient,
  useUpdateClient,
  type ClientDetail,
} from '#client/features/clients/api';
import { ClientFormContacts } from '#client/features/clients/client-form-contacts';
import { ClientFormContract } from '#client/features/clients/client-form-contract';
import { ClientFormMain } from '#client/features/clients/client-form-main';
import {
  clientInputSchema,
  type ClientFormValues,
  type ClientInput,
} from '#shared/schemas/clients';
import { fr } from '#shared/i18n/fr';
import { formatPhone } from '#shared/domain/phone';

const t = fr.clientsScreen;

const EMPTY: ClientFormValues = {
  brandName: '',
  sectorMain: '',
  sectorSub: '',
  notes: '',
  legalName: '',
  legalAddress: '',
  legalEmail: '',
  taxCountry: '',
  contacts: [],
};

const toFormValues = (client: ClientDetail): ClientFormValues => ({
  brandName: client.brandName,
  sectorMain: client.sectorMain ?? '',
  sectorSub: client.sectorSub ?? '',
  notes: client.notes,
  legalName: client.legalName,
  legalAddress: client.legalAddress,
  legalEmail: client.legalEmail,
  taxCountry: client.taxCountry,
  contacts: client.contacts.map(({ name, email, phone, role, type }) => ({
    name,
    email,
    // As the screens show it; an old unparseable value stays as typed (decision 0025).
    phone: formatPhone(phone),
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
  const detail = useQuery({ ...clientQuery(clientId ?? ''), enabled: clientId !== null });
  const idempotencyKey = useIdempotencyKey();
  const create = useCreateClient(idempotencyKey);
  const update = useUpdateClient();
  const save = (values: ClientInput, version?: number) =>
    clientId
      ? update.mutateAsync({ id: clientId, ...values, version: version ?? 0 })
      : create.mutateAsync(values);

  return (
    <FormDialog
      title={clientId ? t.editTitle : t.createTitle}
      size="lg"
      isEdit={clientId !== null}
      notice={clientId && <RecordChangedBanner kind="client" id={clientId} />}
      detail={detail}
      record={{ kind: 'client', toValues: toFormValues }}
      isSaving={create.isPending || update.isPending}
      savedMessage={clientId ? t.updated : t.created}
      schema={clientInputSchema}
      onClose={onClose}
    >
      {(formProps) => (
        <ClientForm
          {...formProps}
          initial={detail.data ? toFormValues(detail.data) : EMPTY}
          save={save}
        />
      )}
    </FormDialog>
  );
}

function ClientForm({
  id,
  initial,
  save,
  onSaved,
  lock,
  conflict,
  onDirtyChange,
}: DialogFormProps & {
  initial: ClientFormValues;
  save: (values: ClientInput, version?: number) => Promise<unknown>;
}) {
  const form = useForm<ClientFormValues, unknown, ClientInput>({
    resolver: zodResolver(clientInputSchema),
    defaultValues: initial,
  });
  useReportDirty(form, onDirtyChange);
  const onSubmit = createServerSubmit(form, { save, onSaved, lock, conflict });
  return (
    <form id={id} onSubmit={onSubmit} noValidate className="space-y-6">
      <ClientFormMain form={form} />
      <ClientFormContract form={form} />
      <ClientFormContacts form={form} />
    </form>
  );
}
