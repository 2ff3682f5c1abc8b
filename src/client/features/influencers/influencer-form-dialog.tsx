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
  const formId = useId();
  const detail = useQuery({
    ...influencerQuery(influencerId ?? ''),
    enabled: influencerId !== null,
  });
  const create = useCreateInfluencer();
  const update = useUpdateInfluencer();
  const save = (values: InfluencerFormOutput) =>
    influencerId ? update.mutateAsync({ id: influencerId, ...values }) : create.mutateAsync(values);
  const isReady = influencerId === null || detail.isSuccess;

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={influencerId ? t.editTitle : t.createTitle}
      size="xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {fr.common.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            isLoading={create.isPending || update.isPending}
            disabled={!isReady}
          >
            {influencerId ? fr.common.update : fr.common.create}
          </Button>
        </>
      }
    >
      {influencerId !== null && detail.isPending && <Spinner label={fr.common.loading} />}
      {detail.isError && <ErrorAlert>{errorMessage(detail.error)}</ErrorAlert>}
      {isReady && (
        <InfluencerForm
          id={formId}
          initial={detail.data ? toInfluencerFormInput(detail.data) : EMPTY_INFLUENCER}
          isEdit={influencerId !== null}
          save={save}
          onSaved={onClose}
        />
      )}
    </Dialog>
  );
}

function InfluencerForm({
  id,
  initial,
  isEdit,
  save,
  onSaved,
}: {
  id: string;
  initial: InfluencerFormInput;
  isEdit: boolean;
  save: (values: InfluencerFormOutput) => Promise<unknown>;
  onSaved: () => void;
}) {
  const form = useForm<InfluencerFormInput, unknown, InfluencerFormOutput>({
    resolver: zodResolver(influencerFormSchema),
    defaultValues: initial,
  });
  // On a refusal the form stays as typed; the server's messages go next to their fields.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save(values);
      toast.success(isEdit ? t.updated : t.created);
      onSaved();
    } catch (error) {
      applyInfluencerServerErrors(error, form.setError);
      toast.error(errorMessage(error));
    }
  });
  return (
    <form id={id} onSubmit={onSubmit} noValidate className="space-y-8">
      <InfluencerFormIdentity form={form} />
      <InfluencerFormPlatforms form={form} />
      <InfluencerFormRates form={form} />
    </form>
  );
}
