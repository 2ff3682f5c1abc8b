import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Input, Select, Textarea } from '#client/components/ui/input';
import type { CollaborationForm } from '#client/features/collaborations/collaboration-form-values';
import {
  BANNED_CATEGORIES,
  REGULATED_CATEGORIES,
  type Category,
} from '#shared/domain/compliance/compliance-types';
import { getCategoryRule } from '#shared/domain/compliance/compliance-rules';
import { MAX_PAYMENT_DAYS, MAX_RIGHTS_MONTHS } from '#shared/schemas/collaborations';
import { compliance } from '#shared/i18n/fr-compliance';
import { complianceFields } from '#shared/i18n/fr-compliance-fields';

const t = complianceFields.collaboration;

// An emptied number input is no value (null), not 0.
const toWholeNumber = (value: unknown) => (value === '' || value === null ? null : Number(value));

/**
 * Issue 31: the deal's regulated category, which the user confirms (the client's sector only
 * suggests one: `suggestion`, never set without 'Appliquer'), whether a regulated category's
 * conditions are met, and the contract's terms (rights, exclusivity, payment term).
 */
export function CollaborationFormCompliance({
  form,
  suggestion,
}: {
  form: CollaborationForm;
  suggestion: Category | null;
}) {
  const headingId = useId();
  const { errors } = form.formState;
  const category = useWatch({ control: form.control, name: 'category' }) || null;
  const rule = category ? getCategoryRule(category as Category) : null;
  const isUnconfirmed = category === null;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-base font-semibold">
        {t.section}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Field label={t.category} error={errors.category?.message}>
            <Select {...form.register('category')}>
              <option value="">{t.categoryUnconfirmed}</option>
              <option value="none">{compliance.categories.none}</option>
              <optgroup label={complianceFields.categoryGroups.regulated}>
                {REGULATED_CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {compliance.categories[value]}
                  </option>
                ))}
              </optgroup>
              <optgroup label={complianceFields.categoryGroups.banned}>
                {BANNED_CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {compliance.categories[value]}
                  </option>
                ))}
              </optgroup>
            </Select>
          </Field>
          {isUnconfirmed && suggestion && (
            <p role="status" className="flex flex-wrap items-center gap-2 text-sm">
              {t.suggestion(compliance.categories[suggestion])}
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  form.setValue('category', suggestion, { shouldDirty: true, shouldValidate: true })
                }
              >
                {t.applySuggestion}
              </Button>
            </p>
          )}
        </div>
        {rule?.kind === 'regulated' && (
          <div className="space-y-1 sm:pt-7">
            <label className="flex items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                className="h-4 w-4 accent-primary"
                aria-describedby={`${headingId}-condition`}
                {...form.register('areCategoryConditionsMet')}
              />
              {t.areCategoryConditionsMet}
            </label>
            <p id={`${headingId}-condition`} className="text-xs text-muted">
              {rule.condition}
            </p>
          </div>
        )}
        <div className="sm:col-span-2">
          <Field label={t.rightsUsage} error={errors.rightsUsage?.message}>
            <Textarea rows={2} className="min-h-16" {...form.register('rightsUsage')} />
          </Field>
        </div>
        <Field label={t.rightsMonths} error={errors.rightsMonths?.message}>
          <Input
            type="number"
            min={0}
            max={MAX_RIGHTS_MONTHS}
            step={1}
            className="sm:max-w-32"
            {...form.register('rightsMonths', { setValueAs: toWholeNumber })}
          />
        </Field>
        <Field label={t.paymentDays} error={errors.paymentDays?.message}>
          <Input
            type="number"
            min={0}
            max={MAX_PAYMENT_DAYS}
            step={1}
            className="sm:max-w-32"
            {...form.register('paymentDays', { setValueAs: toWholeNumber })}
          />
        </Field>
        <div className="sm:col-span-2">
          <Field label={t.exclusivity} error={errors.exclusivity?.message}>
            <Input autoComplete="off" {...form.register('exclusivity')} />
          </Field>
        </div>
      </div>
    </section>
  );
}
