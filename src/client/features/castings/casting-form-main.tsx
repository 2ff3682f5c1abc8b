import { useState } from 'react';
import { Building2 } from 'lucide-react';
import { ClientPicker, type ClientPickerItem } from '#client/components/pickers/client-picker';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Input, Textarea } from '#client/components/ui/input';
import type { CastingForm } from '#client/features/castings/casting-form-values';
import { castingsScreen } from '#shared/i18n/fr-castings';
import { fr } from '#shared/i18n/fr';

const t = castingsScreen;
const f = t.fields;

/**
 * Nom du casting, Marque and Description. The brand is never typed: it is the client's, chosen
 * in 'Sélectionner un client' (spec §5), and shown read-only.
 */
export function CastingFormMain({
  form,
  brand,
  onClientChange,
}: {
  form: CastingForm;
  brand: string;
  onClientChange: (client: ClientPickerItem) => void;
}) {
  const [isPicking, setPicking] = useState(false);
  const { errors } = form.formState;
  return (
    <div className="space-y-4">
      <Field label={f.name} error={errors.name?.message}>
        <Input autoFocus autoComplete="off" {...form.register('name')} />
      </Field>
      <Field label={f.brand} hint={t.brandHint} error={errors.clientId?.message}>
        <BrandInput brand={brand} onPick={() => setPicking(true)} />
      </Field>
      <Field label={f.description} error={errors.description?.message}>
        <Textarea rows={4} {...form.register('description')} />
      </Field>
      <Dialog isOpen={isPicking} onOpenChange={setPicking} title={fr.pickers.selectClient}>
        <ClientPicker
          autoFocus
          onSelect={(client) => {
            onClientChange(client);
            setPicking(false);
          }}
        />
      </Dialog>
    </div>
  );
}

/** The brand, read-only, and the button that opens the client picker. */
function BrandInput({
  brand,
  onPick,
  ...fieldProps
}: { brand: string; onPick: () => void } & Record<string, unknown>) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Input
        readOnly
        value={brand}
        placeholder={t.brandPlaceholder}
        className="sm:flex-1"
        {...fieldProps}
      />
      <Button variant="secondary" onClick={onPick} className="shrink-0">
        <Building2 aria-hidden className="h-4 w-4" />
        {fr.pickers.selectClient}
      </Button>
    </div>
  );
}
