import { Controller, useFieldArray } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { RemoveButton } from '#client/components/ui/remove-button';
import { Switch } from '#client/components/ui/switch';
import type { CollaborationForm } from '#client/features/collaborations/collaboration-form-values';
import { newDeliverable } from '#client/features/collaborations/collaboration-form-values';
import { DeliverableRow } from '#client/features/collaborations/deliverable-row';
import { PriceInput } from '#client/features/collaborations/price-input';
import { formatEuros } from '#shared/domain/money';
import { fr } from '#shared/i18n/fr';
import { complianceFields } from '#shared/i18n/fr-compliance-fields';

const t = fr.collaborations;
const terms = complianceFields.collaboration;

/**
 * One influencer of the deal: its deliverables, its rate (their sum), its gifts (issue 31:
 * beside the rate, never part of it) and its paid state.
 */
export function InfluencerCard({
  form,
  index,
  name,
  rateCents,
  onRemove,
}: {
  form: CollaborationForm;
  index: number;
  name: string;
  rateCents: number;
  onRemove: () => void;
}) {
  const deliverables = useFieldArray({
    control: form.control,
    name: `influencers.${index}.deliverables`,
  });
  const errors = form.formState.errors.influencers?.[index];
  const [lineId, isPaid, paidPercentage] = form.watch([
    `influencers.${index}.id`,
    `influencers.${index}.isCreatorInvoicePaid`,
    `influencers.${index}.paidPercentage`,
  ]);
  const isSaved = Boolean(lineId);

  return (
    <fieldset
      className="rounded-lg border border-border bg-surface p-4"
      data-testid="influencer-card"
    >
      <legend className="sr-only">{name}</legend>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p aria-hidden className="font-semibold">
          {name}
        </p>
        <div className="flex items-center gap-3">
          <p className="text-sm">
            <span className="text-muted">{t.rate} </span>
            <output
              aria-label={t.rateOf(name)}
              data-testid="influencer-rate"
              className="font-semibold tabular-nums"
            >
              {formatEuros(rateCents)}
            </output>
          </p>
          <RemoveButton label={t.removeInfluencer(name)} onClick={onRemove} />
        </div>
      </div>
      <Controller
        control={form.control}
        name={`influencers.${index}.giftsCents`}
        render={({ field }) => (
          <div className="mb-3 sm:max-w-72">
            <Field
              label={`${terms.giftsCents} (€)`}
              hint={terms.giftsHint}
              error={
                errors?.giftsCents &&
                (Number.isNaN(field.value) ? terms.invalidGifts : errors.giftsCents.message)
              }
            >
              <PriceInput
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            </Field>
          </div>
        )}
      />
      {errors?.influencerId?.message && (
        <p className="mb-2 text-sm text-danger">{errors.influencerId.message}</p>
      )}
      <div className="space-y-2">
        {deliverables.fields.length === 0 && (
          <p className="text-sm text-muted">{t.noDeliverables}</p>
        )}
        {deliverables.fields.map((field, position) => (
          <DeliverableRow
            key={field.id}
            form={form}
            line={index}
            index={position}
            onRemove={() => deliverables.remove(position)}
          />
        ))}
        {errors?.deliverables?.message && (
          <p className="text-sm text-danger">{errors.deliverables.message}</p>
        )}
        <Button variant="ghost" size="sm" onClick={() => deliverables.append(newDeliverable())}>
          <Plus aria-hidden className="h-4 w-4" />
          {t.addDeliverable}
        </Button>
      </div>
      {isSaved ? (
        // A saved line's payment belongs to the ledger (decision 0027): shown, never sent back.
        <p className="mt-3 border-t border-border pt-3 text-sm">
          <span className="text-muted">{t.isCreatorInvoicePaid} : </span>
          {isPaid ? t.paid : t.unpaid}
          <span className="text-muted"> · {t.paidPercentage} : </span>
          {t.percentageOption(paidPercentage ?? 0)}
          <span className="block text-xs text-muted">{t.paymentInLedger}</span>
        </p>
      ) : (
        <div className="mt-3 grid gap-3 border-t border-border pt-3 sm:grid-cols-2">
          <Controller
            control={form.control}
            name={`influencers.${index}.isCreatorInvoicePaid`}
            render={({ field }) => (
              <Field label={t.isCreatorInvoicePaid}>
                <Switch
                  checked={field.value ?? false}
                  onCheckedChange={field.onChange}
                  stateLabel={field.value ? t.paid : t.unpaid}
                />
              </Field>
            )}
          />
          <Field label={`${t.paidPercentage} (%)`} error={errors?.paidPercentage?.message}>
            <Input
              type="number"
              min={0}
              max={100}
              step={1}
              className="sm:max-w-32"
              {...form.register(`influencers.${index}.paidPercentage`, { valueAsNumber: true })}
            />
          </Field>
        </div>
      )}
    </fieldset>
  );
}
