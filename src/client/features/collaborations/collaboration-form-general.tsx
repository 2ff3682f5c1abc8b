import { useId, useState, type ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { Building2, TriangleAlert } from 'lucide-react';
import { ClientPicker, type ClientPickerItem } from '#client/components/pickers/client-picker';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Input, Select } from '#client/components/ui/input';
import { managersQuery } from '#client/features/collaborations/api';
import type { ScreenVariant } from '#client/features/collaborations/collaboration-dialogs';
import type { CollaborationForm } from '#client/features/collaborations/collaboration-form-values';
import { isSignatureBeforeContact } from '#shared/domain/collaboration-dates';
import { COLLABORATION_TYPES } from '#shared/domain/enums';
import { fr } from '#shared/i18n/fr';

const t = fr.collaborations;

type GeneralProps = {
  form: CollaborationForm;
  variant: ScreenVariant;
  brand: string;
  onClientChange: (client: ClientPickerItem) => void;
};

/**
 * Name, type, client (its brand read-only), dates and project manager. The billing status is
 * no field: it is read from the switches (CollaborationFormSwitches).
 */
export function CollaborationFormGeneral({ form, variant, brand, onClientChange }: GeneralProps) {
  const headingId = useId();
  const managerListId = useId();
  const [isPicking, setPicking] = useState(false);
  const managers = useQuery(managersQuery);
  const [clientId, contactDate, signatureDate] = useWatch({
    control: form.control,
    name: ['clientId', 'contactDate', 'signatureDate'],
  });
  // A warning, not a refusal: the deal still saves (shared/domain/collaboration-dates).
  const isSignatureEarly = isSignatureBeforeContact({ contactDate, signatureDate });
  const { errors } = form.formState;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-base font-semibold">
        {t.generalSection}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.name} error={errors.name?.message}>
          <Input autoFocus autoComplete="off" {...form.register('name')} />
        </Field>
        <Field label={t.type} error={errors.type?.message}>
          <Select {...form.register('type')}>
            {COLLABORATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {fr.collaborationTypes[type]}
              </option>
            ))}
          </Select>
        </Field>
        <div className="sm:col-span-2">
          <Field label={t.brand} hint={t.brandHint} error={errors.clientId?.message}>
            <BrandInput
              brand={brand}
              onPick={() => setPicking(true)}
              pickLabel={clientId ? t.changeClient : t.chooseClient}
            />
          </Field>
        </div>
        <Field
          label={variant === 'campaigns' ? t.firstContactDate : t.contactDate}
          error={errors.contactDate?.message}
        >
          <Input type="date" {...form.register('contactDate')} />
        </Field>
        <Field
          label={t.signatureDate}
          error={errors.signatureDate?.message}
          hint={isSignatureEarly && <DateWarning />}
        >
          <Input type="date" {...form.register('signatureDate')} />
        </Field>
        <Field label={t.manager} hint={t.managerHint} error={errors.manager?.message}>
          <Input list={managerListId} autoComplete="off" {...form.register('manager')} />
        </Field>
        <datalist id={managerListId}>
          {managers.data?.managers.map((manager) => (
            <option key={manager.id} value={manager.name} />
          ))}
        </datalist>
      </div>
      <Dialog isOpen={isPicking} onOpenChange={setPicking} title={fr.pickers.selectClient}>
        <ClientPicker
          autoFocus
          onSelect={(client) => {
            onClientChange(client);
            setPicking(false);
          }}
        />
      </Dialog>
    </section>
  );
}

/** Under the signature date, tied to it by the field's description. */
function DateWarning() {
  return (
    <span role="status" className="flex items-start gap-1.5 text-sm font-medium text-warning">
      <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      {t.signatureBeforeContact}
    </span>
  );
}

/** The brand, read-only (it comes from the client), and the button that opens the picker. */
function BrandInput({
  brand,
  pickLabel,
  onPick,
  ...fieldProps
}: { brand: string; pickLabel: string; onPick: () => void } & ComponentProps<'input'>) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Input
        readOnly
        value={brand}
        placeholder={t.noClient}
        className="sm:flex-1"
        {...fieldProps}
      />
      <Button variant="secondary" onClick={onPick} className="shrink-0">
        <Building2 aria-hidden className="h-4 w-4" />
        {pickLabel}
      </Button>
    </div>
  );
}
