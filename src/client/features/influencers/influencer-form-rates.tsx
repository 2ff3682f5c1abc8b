import { useFieldArray } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Input, Select } from '#client/components/ui/input';
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
    <section aria-labelledby="influencer-rates" className="space-y-3">
      <div>
        <h3 id="influencer-rates" className="text-base font-semibold">
          {t.rates}
        </h3>
        <p className="text-sm text-muted">{s.priceHint}</p>
      </div>
      {rates.fields.length === 0 && <p className="text-sm text-muted">{s.noRates}</p>}
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
          <Button
            variant="ghost"
            size="icon"
            aria-label={s.removeRate(index + 1)}
            title={fr.common.remove}
            className="text-danger sm:mt-7"
            onClick={() => rates.remove(index)}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
          </Button>
        </fieldset>
      ))}
      {errors?.message && <p className="text-sm text-danger">{errors.message}</p>}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => rates.append({ type: 'post_instagram', price: '' })}
      >
        <Plus aria-hidden className="h-4 w-4" />
        {s.addRate}
      </Button>
    </section>
  );
}
