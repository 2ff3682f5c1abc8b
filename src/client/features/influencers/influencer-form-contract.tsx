import { useWatch } from 'react-hook-form';
import { CountrySelect } from '#client/components/forms/country-select';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import type { InfluencerForm } from '#client/features/influencers/influencer-form-identity';
import { isOutsideEu } from '#shared/domain/countries';
import { complianceFields } from '#shared/i18n/fr-compliance-fields';

const t = complianceFields.influencer;

/**
 * Issue 31: the creator's email and tax residence country for the contract; established outside
 * the EU (EEA and Switzerland count as inside), the representative in the Union and the
 * insurance the law asks for. Hidden again, they keep what was typed.
 */
export function InfluencerFormContract({ form }: { form: InfluencerForm }) {
  const { errors } = form.formState;
  const country = useWatch({ control: form.control, name: 'taxCountry' }) ?? '';
  return (
    <>
      <Field label={t.email} error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </Field>
      <Field label={t.taxCountry} error={errors.taxCountry?.message}>
        <CountrySelect {...form.register('taxCountry')} />
      </Field>
      {isOutsideEu(country) && (
        <div className="space-y-3 rounded-lg border border-border p-3 sm:col-span-2">
          <Field
            label={t.euRepresentative}
            hint={t.outsideEuHint}
            error={errors.euRepresentative?.message}
          >
            <Input autoComplete="off" {...form.register('euRepresentative')} />
          </Field>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="h-4 w-4 accent-primary"
              {...form.register('hasLiabilityInsurance')}
            />
            {t.hasLiabilityInsurance}
          </label>
        </div>
      )}
    </>
  );
}
