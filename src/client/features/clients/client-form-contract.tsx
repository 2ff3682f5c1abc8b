import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { CountrySelect } from '#client/components/forms/country-select';
import { Field } from '#client/components/ui/field';
import { Input, Textarea } from '#client/components/ui/input';
import type { ClientFormValues, ClientInput } from '#shared/schemas/clients';
import { complianceFields } from '#shared/i18n/fr-compliance-fields';

const t = complianceFields.client;

type ClientForm = UseFormReturn<ClientFormValues, unknown, ClientInput>;

/** Issue 31: the advertiser as a party to the creators' contracts (loi n° 2023-451, art. 8). */
export function ClientFormContract({ form }: { form: ClientForm }) {
  const headingId = useId();
  const { errors } = form.formState;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h3 id={headingId} className="text-base font-semibold">
          {t.section}
        </h3>
        <p className="text-sm text-muted">{t.sectionHint}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.legalName} error={errors.legalName?.message}>
          <Input autoComplete="off" {...form.register('legalName')} />
        </Field>
        <Field label={t.legalEmail} error={errors.legalEmail?.message}>
          <Input type="email" autoComplete="off" {...form.register('legalEmail')} />
        </Field>
        <Field label={t.legalAddress} error={errors.legalAddress?.message}>
          <Textarea rows={2} className="min-h-16" {...form.register('legalAddress')} />
        </Field>
        <Field label={t.taxCountry} error={errors.taxCountry?.message}>
          <CountrySelect {...form.register('taxCountry')} />
        </Field>
      </div>
    </section>
  );
}
