import { useId, useState, type ComponentProps } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { TriangleAlert } from 'lucide-react';
import { FieldArraySection } from '#client/components/forms/field-array-section';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { RemoveButton } from '#client/components/ui/remove-button';
import { cn } from '#client/lib/cn';
import type { CollaborationForm } from '#client/features/collaborations/collaboration-form-values';
import { PriceInput } from '#client/features/collaborations/price-input';
import { getCollaborationTotalCents } from '#shared/domain/collaboration-totals';
import { centsToEurosInput, formatEuros, parseEurosToCents } from '#shared/domain/money';
import { formatMarginRate, getDealProfit } from '#shared/domain/profitability';
import type { CollaborationFormValues } from '#shared/schemas/collaborations';
import { profitability } from '#shared/i18n/fr-profitability';
import { fr } from '#shared/i18n/fr';

const t = fr.collaborations;
const p = profitability.deal;

/** The deal's margin from what the form holds, with the functions the server saves with. */
export function getFormProfit(values: Partial<CollaborationFormValues>) {
  const influencers = (values.influencers ?? []).map((line) => ({
    ...line,
    deliverables: line.deliverables ?? [],
  }));
  const totalCents = getCollaborationTotalCents(influencers);
  return {
    totalCents,
    ...getDealProfit({ billedCents: values.billedCents, totalCents, costs: values.costs }),
  };
}

/**
 * 'Facturation client' (issue 20): the amount billed (HT), the invoice date and the
 * 'Frais annexes (HT)' lines; below them the margin and its rate as lines change, in red with
 * a warning when the deal loses money (the save asks before going on, see the form).
 */
export function CollaborationFormBilling({ form }: { form: CollaborationForm }) {
  const headingId = useId();
  const costs = useFieldArray({ control: form.control, name: 'costs' });
  const values = useWatch({ control: form.control }) as Partial<CollaborationFormValues>;
  const profit = getFormProfit(values);
  const { errors } = form.formState;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h3 id={headingId} className="text-base font-semibold">
          {p.section}
        </h3>
        <p className="text-sm text-muted">{p.hint}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="billedCents"
          render={({ field }) => (
            <Field
              label={`${t.billedAmount} (€)`}
              error={
                errors.billedCents &&
                (Number.isNaN(field.value) ? t.invalidPrice : errors.billedCents.message)
              }
            >
              <OptionalPriceInput
                ref={field.ref}
                value={field.value ?? null}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            </Field>
          )}
        />
        <Field label={t.invoiceDate} error={errors.invoiceDate?.message}>
          <Input type="date" {...form.register('invoiceDate')} />
        </Field>
      </div>
      <FieldArraySection
        id={`${headingId}-costs`}
        title={t.costs}
        isEmpty={costs.fields.length === 0}
        emptyText={p.noCosts}
        error={errors.costs?.message ?? errors.costs?.root?.message}
        addLabel={p.addCost}
        onAdd={() => costs.append({ label: '', amountCents: 0 })}
      >
        {costs.fields.map((cost, index) => (
          <fieldset
            key={cost.id}
            className="grid items-start gap-3 rounded-md border border-border bg-surface-muted/40 p-3 sm:grid-cols-[minmax(0,1fr)_9rem_auto]"
          >
            <legend className="sr-only">{p.costLegend(index + 1)}</legend>
            <Field label={t.costLabel} error={errors.costs?.[index]?.label?.message}>
              <Input
                autoComplete="off"
                placeholder={p.costLabelPlaceholder}
                {...form.register(`costs.${index}.label`)}
              />
            </Field>
            <Controller
              control={form.control}
              name={`costs.${index}.amountCents`}
              render={({ field }) => (
                <Field
                  label={`${t.costAmount} (€)`}
                  error={
                    errors.costs?.[index]?.amountCents &&
                    (Number.isNaN(field.value)
                      ? t.invalidPrice
                      : errors.costs[index]?.amountCents?.message)
                  }
                >
                  <PriceInput
                    ref={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                </Field>
              )}
            />
            <RemoveButton
              label={p.removeCost(index + 1)}
              className="sm:mt-7"
              onClick={() => costs.remove(index)}
            />
          </fieldset>
        ))}
      </FieldArraySection>
      <ProfitSummary profit={profit} />
    </section>
  );
}

/** The figures under the lines: creators, costs, margin and rate; a loss in red, said aloud. */
function ProfitSummary({ profit }: { profit: ReturnType<typeof getFormProfit> }) {
  const marginText = profit.marginCents === null ? p.notBilled : formatEuros(profit.marginCents);
  return (
    <div className="space-y-2 rounded-lg bg-surface-muted p-4">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Figure label={p.creators}>{formatEuros(profit.totalCents)}</Figure>
        <Figure label={p.costsTotal}>{formatEuros(profit.costsCents)}</Figure>
        <Figure label={p.margin} isLoss={profit.isLoss} testId="form-margin">
          {marginText}
        </Figure>
        <Figure label={p.rate} isLoss={profit.isLoss} testId="form-margin-rate">
          {formatMarginRate(profit.marginRate)}
        </Figure>
      </dl>
      {profit.isLoss && (
        <p role="status" className="flex items-start gap-1.5 text-sm font-medium text-danger">
          <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          {p.lossWarning}
        </p>
      )}
    </div>
  );
}

function Figure({
  label,
  isLoss = false,
  testId,
  children,
}: {
  label: string;
  isLoss?: boolean;
  testId?: string;
  children: string;
}) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd
        data-testid={testId}
        className={cn('text-base font-semibold tabular-nums', isLoss && 'text-danger')}
      >
        {children}
      </dd>
    </div>
  );
}

type OptionalPriceInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  value: number | null;
  onChange: (cents: number | null) => void;
};

// Empty is 'not known yet' (null: the deal is left out of Rentabilité), unlike a price's 0.
const readOptionalCents = (text: string) =>
  text.trim() === '' ? null : (parseEurosToCents(text) ?? Number.NaN);
const toOptionalText = (cents: number | null) => (cents === null ? '' : centsToEurosInput(cents));

/** The amount billed, typed in euros and held as cents, or null while left empty. */
function OptionalPriceInput({ value, onChange, ...props }: OptionalPriceInputProps) {
  const [text, setText] = useState(() => toOptionalText(value));
  const read = readOptionalCents(text);
  if ((value === null || Number.isFinite(value)) && !Object.is(read, value)) {
    setText(toOptionalText(value));
  }
  return (
    <Input
      inputMode="decimal"
      autoComplete="off"
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(readOptionalCents(event.target.value));
      }}
    />
  );
}
