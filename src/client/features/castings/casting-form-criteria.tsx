import { useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import { FieldArraySection } from '#client/components/forms/field-array-section';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { RemoveButton } from '#client/components/ui/remove-button';
import type { CastingForm } from '#client/features/castings/casting-form-values';
import { castingsScreen } from '#shared/i18n/fr-castings';

const t = castingsScreen;

/** Critères: free-text lines added and removed in place; an empty line is not saved. */
export function CastingFormCriteria({ form }: { form: CastingForm }) {
  const id = useId();
  const lines = useFieldArray({ control: form.control, name: 'requirements' });
  const errors = form.formState.errors.requirements;
  return (
    <FieldArraySection
      id={id}
      title={t.criteria}
      isEmpty={lines.fields.length === 0}
      emptyText={t.noCriterion}
      error={errors?.message ?? errors?.root?.message}
      addLabel={t.addCriterion}
      onAdd={() => lines.append({ text: '' })}
    >
      {lines.fields.length > 0 && (
        <ul className="space-y-3">
          {lines.fields.map((line, index) => (
            <li key={line.id} className="grid grid-cols-[1fr_auto] items-start gap-2">
              <Field label={t.criterion(index + 1)} error={errors?.[index]?.text?.message}>
                <Input autoComplete="off" {...form.register(`requirements.${index}.text`)} />
              </Field>
              <RemoveButton
                label={t.removeCriterion(index + 1)}
                className="mt-7"
                onClick={() => lines.remove(index)}
              />
            </li>
          ))}
        </ul>
      )}
    </FieldArraySection>
  );
}
