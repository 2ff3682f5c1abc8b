import { useFieldArray } from 'react-hook-form';
import { FieldArraySection } from '#client/components/forms/field-array-section';
import { Field } from '#client/components/ui/field';
import { Input, Select } from '#client/components/ui/input';
import { RemoveButton } from '#client/components/ui/remove-button';
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
    <FieldArraySection
      id="influencer-platforms"
      title={t.platforms}
      isEmpty={platforms.fields.length === 0}
      emptyText={s.noPlatforms}
      error={errors?.message}
      addLabel={s.addPlatform}
      onAdd={() => platforms.append({ name: 'instagram', handle: '', audience: null })}
    >
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
          <RemoveButton
            label={s.removePlatform(index + 1)}
            className="sm:mt-7"
            onClick={() => platforms.remove(index)}
          />
        </fieldset>
      ))}
    </FieldArraySection>
  );
}
