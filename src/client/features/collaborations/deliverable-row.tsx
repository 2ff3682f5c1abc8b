import type { ComponentProps } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Field } from '#client/components/ui/field';
import { Input, Select } from '#client/components/ui/input';
import { RemoveButton } from '#client/components/ui/remove-button';
import { Switch } from '#client/components/ui/switch';
import type { CollaborationForm } from '#client/features/collaborations/collaboration-form-values';
import { PriceInput } from '#client/features/collaborations/price-input';
import { BenchmarkHint } from '#client/features/collaborations/benchmark-hint';
import { DELIVERABLE_TYPES } from '#shared/domain/enums';
import { fr } from '#shared/i18n/fr';
import { complianceFields } from '#shared/i18n/fr-compliance-fields';

const t = fr.collaborations;
const terms = complianceFields.collaboration;
const OTHER = 'other';

const isKnownType = (type: string) => (DELIVERABLE_TYPES as readonly string[]).includes(type);

/**
 * One deliverable: one of the eight types or a free-text one, a description, a price, its planned
 * publication day (issue 29), posted; whether its image is retouched or virtual (issue 31).
 */
export function DeliverableRow({
  form,
  line,
  index,
  onRemove,
}: {
  form: CollaborationForm;
  line: number;
  index: number;
  onRemove: () => void;
}) {
  const path = `influencers.${line}.deliverables.${index}` as const;
  const errors = form.formState.errors.influencers?.[line]?.deliverables?.[index];
  // The select shows 'Autre' for any type outside the eight; its text is typed below it.
  const type = useWatch({ control: form.control, name: `${path}.type` }) ?? '';
  const isOther = !isKnownType(type);
  const [isRetouched, isVirtual] = useWatch({
    control: form.control,
    name: [`${path}.isRetouched`, `${path}.isVirtual`],
  });

  return (
    <fieldset className="grid items-start gap-3 rounded-md border border-border bg-surface-muted/40 p-3 sm:grid-cols-2 lg:grid-cols-[11rem_minmax(0,1fr)_7.5rem_9.5rem_8.5rem_auto]">
      <legend className="sr-only">{t.deliverableLegend(index + 1)}</legend>
      <div className="space-y-2">
        <Field label={t.deliverableType}>
          <Select
            value={isOther ? OTHER : type}
            onChange={(event) =>
              form.setValue(
                `${path}.type`,
                event.target.value === OTHER ? '' : event.target.value,
                {
                  shouldDirty: true,
                },
              )
            }
          >
            {DELIVERABLE_TYPES.map((value) => (
              <option key={value} value={value}>
                {fr.deliverableTypes[value]}
              </option>
            ))}
            <option value={OTHER}>{t.typeOther}</option>
          </Select>
        </Field>
        {isOther && (
          <Field label={t.deliverableOtherType} error={errors?.type?.message}>
            <Input
              autoComplete="off"
              placeholder={t.otherTypePlaceholder}
              {...form.register(`${path}.type`)}
            />
          </Field>
        )}
      </div>
      <Field label={t.deliverableDescription} error={errors?.description?.message}>
        <Input autoComplete="off" {...form.register(`${path}.description`)} />
      </Field>
      <Controller
        control={form.control}
        name={`${path}.priceCents`}
        render={({ field }) => (
          <Field
            label={`${t.deliverablePrice} (€)`}
            error={
              errors?.priceCents &&
              (Number.isNaN(field.value) ? t.invalidPrice : errors.priceCents.message)
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
      <Field label={t.deliverablePublishOn} error={errors?.publishOn?.message}>
        <Input type="date" {...form.register(`${path}.publishOn`)} />
      </Field>
      <Controller
        control={form.control}
        name={`${path}.isPosted`}
        render={({ field }) => (
          <Field label={t.postedState}>
            <PostedSwitch
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
              stateLabel={fr.deliverablePosted[field.value ? 'true' : 'false']}
            />
          </Field>
        )}
      />
      <RemoveButton label={t.removeDeliverable(index + 1)} className="lg:mt-7" onClick={onRemove} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 sm:col-span-2 lg:col-span-6">
        <ImageTick label={terms.isRetouched} {...form.register(`${path}.isRetouched`)} />
        <ImageTick label={terms.isVirtual} {...form.register(`${path}.isVirtual`)} />
        {(isRetouched || isVirtual) && <p className="text-xs text-muted">{terms.imageHint}</p>}
      </div>
      <BenchmarkHint form={form} line={line} index={index} />
    </fieldset>
  );
}

// The caption must then say 'Image retouchée' / 'Image virtuelle' (loi n° 2023-451, art. 5).
function ImageTick({ label, ...props }: { label: string } & ComponentProps<'input'>) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" className="h-4 w-4 accent-primary" {...props} />
      {label}
    </label>
  );
}

// As tall as the inputs beside it, so the switch lines up with them.
function PostedSwitch(props: ComponentProps<typeof Switch>) {
  return (
    <div className="flex h-10 items-center">
      <Switch {...props} />
    </div>
  );
}
