import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Field } from '#client/components/ui/field';
import { Input, Select, Textarea } from '#client/components/ui/input';
import { SECTOR_MAINS, getSectorSubcategories, isSectorMain } from '#shared/domain/sectors';
import type { ClientFormValues, ClientInput } from '#shared/schemas/clients';
import { fr } from '#shared/i18n/fr';
import { sectorLabels } from '#shared/i18n/fr-sectors';

const t = fr.clients;

type ClientForm = UseFormReturn<ClientFormValues, unknown, ClientInput>;

/** Brand, sector (the subcategories follow the category) and notes. */
export function ClientFormMain({ form }: { form: ClientForm }) {
  const { errors } = form.formState;
  const main = useWatch({ control: form.control, name: 'sectorMain' });
  const subs = isSectorMain(main) ? getSectorSubcategories(main) : [];
  const subLabels: Record<string, string> = isSectorMain(main)
    ? sectorLabels.sectorSubcategories[main]
    : {};

  return (
    <div className="space-y-4">
      <Field label={t.brandName} error={errors.brandName?.message}>
        <Input autoFocus autoComplete="organization" {...form.register('brandName')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.sectorMain} error={errors.sectorMain?.message}>
          <Select
            {...form.register('sectorMain', {
              onChange: () => form.setValue('sectorSub', ''),
            })}
          >
            <option value="">{fr.clientsScreen.noSector}</option>
            {SECTOR_MAINS.map((value) => (
              <option key={value} value={value}>
                {sectorLabels.sectors[value]}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t.sectorSub}
          error={errors.sectorSub?.message}
          hint={subs.length === 0 ? fr.clientsScreen.chooseMainFirst : undefined}
        >
          <Select disabled={subs.length === 0} {...form.register('sectorSub')}>
            <option value="">{fr.clientsScreen.noSub}</option>
            {subs.map((value) => (
              <option key={value} value={value}>
                {subLabels[value] ?? value}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field label={t.notes} error={errors.notes?.message}>
        <Textarea rows={3} {...form.register('notes')} />
      </Field>
    </div>
  );
}
