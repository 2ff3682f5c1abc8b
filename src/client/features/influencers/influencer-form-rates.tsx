import { useFieldArray } from 'react-hook-form';
import { FieldArraySection } from '#client/components/forms/field-array-section';
import { Field } from '#client/components/ui/field';
import { Input, Select } from '#client/components/ui/input';
import { RemoveButton } from '#client/components/ui/remove-button';
import type { InfluencerForm } from '#client/features/influencers/influencer-form-identity';
import { DELIVERABLE_TYPES } from '#shared/domain/enums';
import { fr } from '#shared/i18n/fr';

const t = fr.influencers;
const s = fr.influencersScreen;

/** A price per deliverable type, typed in euros. */
export function InfluencerFormRates({ form }: { form: InfluencerForm }) {
  const rates = useFieldArray({ control: form.control, name: 'rates' });
  const errors = form.formState.errors.rates;
  return (
    <FieldArraySection
      id="influencer-rates"
      title={t.rates}
      hint={s.priceHint}
      isEmpty={rates.fields.length === 0}
      emptyText={s.noRates}
      error={errors?.message}
      addLabel={s.addRate}
      onAdd={() => rates.append({ type: 'post_instagram', price: '' })}
    >
      {rates.fields.map((field, index) => (
        <fieldset
          key={field.id}
          className="grid items-start gap-3 rounded-lg border border-border p-3 sm:grid-cols-[1fr_10rem_auto]"
        >
          <legend className="sr-only">{s.rateLegend(index + 1)}</legend>
          <Field label={t.rateType} error={errors?.[index]?.type?.message}>
            <Select {...form.register(`rates.${index}.type`)}>
              {DELIVERABLE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {fr.deliverableTypes[type]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={`${t.ratePrice} (€)`} error={errors?.[index]?.price?.message}>
            <Input
              inputMode="decimal"
              autoComplete="off"
              placeholder="12,50"
              {...form.register(`rates.${index}.price`)}
            />
          </Field>
          <RemoveButton
            label={s.removeRate(index + 1)}
            className="sm:mt-7"
            onClick={() => rates.remove(index)}
          />
        </fieldset>
      ))}
    </FieldArraySection>
  );
}
