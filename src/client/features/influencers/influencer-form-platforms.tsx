import { useFieldArray } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Input, Select } from '#client/components/ui/input';
import type { InfluencerForm } from '#client/features/influencers/influencer-form-identity';
import { FORM_PLATFORMS, type Platform } from '#shared/domain/enums';
import { fr } from '#shared/i18n/fr';

const t = fr.influencers;
const s = fr.influencersScreen;

// The form offers five platforms (spec §3); a saved X or Pinterest account stays selectable.
const platformOptions = (current: Platform | undefined): readonly Platform[] =>
  current && !FORM_PLATFORMS.includes(current) ? [...FORM_PLATFORMS, current] : FORM_PLATFORMS;

export function InfluencerFormPlatforms({ form }: { form: InfluencerForm }) {
  const platforms = useFieldArray({ control: form.control, name: 'platforms' });
  const errors = form.formState.errors.platforms;
  return (
    <section aria-labelledby="influencer-platforms" className="space-y-3">
      <h3 id="influencer-platforms" className="text-base font-semibold">
        {t.platforms}
      </h3>
      {platforms.fields.length === 0 && <p className="text-sm text-muted">{s.noPlatforms}</p>}
      {platforms.fields.map((field, index) => (
        <fieldset
          key={field.id}
          className="grid items-start gap-3 rounded-lg border border-border p-3 sm:grid-cols-[10rem_1fr_9rem_auto]"
        >
          <legend className="sr-only">{s.platformLegend(index + 1)}</legend>
          <Field label={t.platformName} error={errors?.[index]?.name?.message}>
            <Select {...form.register(`platforms.${index}.name`)}>
              {platformOptions(field.name).map((name) => (
                <option key={name} value={name}>
                  {fr.platforms[name]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t.platformHandle} error={errors?.[index]?.handle?.message}>
            <Input autoComplete="off" {...form.register(`platforms.${index}.handle`)} />
          </Field>
          <Field label={t.platformAudience} error={errors?.[index]?.audience?.message}>
            <Input
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              {...form.register(`platforms.${index}.audience`, {
                setValueAs: (value: unknown) =>
                  value === '' || value === null || value === undefined ? null : Number(value),
              })}
            />
          </Field>
          <Button
            variant="ghost"
            size="icon"
            aria-label={s.removePlatform(index + 1)}
            title={fr.common.remove}
            className="text-danger sm:mt-7"
            onClick={() => platforms.remove(index)}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
          </Button>
        </fieldset>
      ))}
      {errors?.message && <p className="text-sm text-danger">{errors.message}</p>}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => platforms.append({ name: 'instagram', handle: '', audience: null })}
      >
        <Plus aria-hidden className="h-4 w-4" />
        {s.addPlatform}
      </Button>
    </section>
  );
}
