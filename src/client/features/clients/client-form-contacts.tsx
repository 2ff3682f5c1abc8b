import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { FieldArraySection } from '#client/components/forms/field-array-section';
import { Field } from '#client/components/ui/field';
import { Input, Select } from '#client/components/ui/input';
import { RemoveButton } from '#client/components/ui/remove-button';
import { CONTACT_TYPES } from '#shared/domain/enums';
import { isPhoneAccepted } from '#shared/domain/phone';
import type { ClientFormValues, ClientInput } from '#shared/schemas/clients';
import { fr } from '#shared/i18n/fr';

const t = fr.clients;
const s = fr.clientsScreen;

type ClientForm = UseFormReturn<ClientFormValues, unknown, ClientInput>;

/**
 * The contacts, added and removed in place; the first one is the brand's main contact. A phone
 * is checked as soon as it is left, as the server will check it: a valid number, or one the
 * client's contacts held when the form opened (typed before phones were checked).
 */
export function ClientFormContacts({ form }: { form: ClientForm }) {
  const contacts = useFieldArray({ control: form.control, name: 'contacts' });
  const errors = form.formState.errors.contacts;
  const keptPhones = (form.formState.defaultValues?.contacts ?? []).map((c) => c?.phone ?? '');
  const checkPhone = (index: number, phone: string) => {
    const name = `contacts.${index}.phone` as const;
    if (isPhoneAccepted(phone, keptPhones)) form.clearErrors(name);
    else form.setError(name, { type: 'phone', message: s.invalidPhone(t.contactPhone) });
  };

  return (
    <FieldArraySection
      id="client-contacts-title"
      title={t.contacts}
      hint={s.contactsHint}
      error={errors?.message}
      addLabel={s.addContact}
      onAdd={() => contacts.append({ name: '', email: '', phone: '', role: '', type: 'brand' })}
    >
      {contacts.fields.map((field, index) => (
        <fieldset key={field.id} className="relative rounded-lg border border-border p-4">
          <legend className="sr-only">{s.contactLegend(index + 1)}</legend>
          <div className="mb-3 flex items-center justify-between gap-2">
            <p aria-hidden className="text-sm font-semibold">
              {s.contactLegend(index + 1)}
            </p>
            <RemoveButton
              label={s.removeContact(index + 1)}
              onClick={() => contacts.remove(index)}
            />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={t.contactName} error={errors?.[index]?.name?.message}>
              <Input autoComplete="off" {...form.register(`contacts.${index}.name`)} />
            </Field>
            <Field label={t.contactEmail} error={errors?.[index]?.email?.message}>
              <Input
                type="email"
                autoComplete="off"
                {...form.register(`contacts.${index}.email`)}
              />
            </Field>
            <Field
              label={t.contactPhone}
              hint={s.phoneHint}
              error={errors?.[index]?.phone?.message}
            >
              <Input
                type="tel"
                autoComplete="off"
                {...form.register(`contacts.${index}.phone`, {
                  onBlur: (event: { target: { value: string } }) =>
                    checkPhone(index, event.target.value),
                })}
              />
            </Field>
            <Field label={t.contactRole} error={errors?.[index]?.role?.message}>
              <Input autoComplete="off" {...form.register(`contacts.${index}.role`)} />
            </Field>
            <Field label={t.contactType} error={errors?.[index]?.type?.message}>
              <Select {...form.register(`contacts.${index}.type`)}>
                {CONTACT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {fr.contactTypes[type]}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
        </fieldset>
      ))}
    </FieldArraySection>
  );
}
