import { Controller, type UseFormReturn } from 'react-hook-form';
import { Field } from '#client/components/ui/field';
import { Input, Textarea } from '#client/components/ui/input';
import { Switch } from '#client/components/ui/switch';
import { InfluencerFormContract } from '#client/features/influencers/influencer-form-contract';
import type {
  InfluencerFormInput,
  InfluencerFormOutput,
} from '#client/features/influencers/influencer-form-schema';
import { today } from '#shared/domain/dates';
import { fr } from '#shared/i18n/fr';

const t = fr.influencers;
const s = fr.influencersScreen;

export type InfluencerForm = UseFormReturn<InfluencerFormInput, unknown, InfluencerFormOutput>;

/** The required fields of spec §5, then what the agency keeps for itself. */
export function InfluencerFormIdentity({ form }: { form: InfluencerForm }) {
  const { errors } = form.formState;
  return (
    <>
      <section aria-labelledby="influencer-identity" className="space-y-4">
        <h3 id="influencer-identity" className="text-base font-semibold">
          {s.identityTitle}
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t.fullName} error={errors.fullName?.message}>
            <Input autoFocus autoComplete="off" {...form.register('fullName')} />
          </Field>
          <Field label={t.username} error={errors.username?.message}>
            <Input autoComplete="off" {...form.register('username')} />
          </Field>
          <Field label={t.phoneNumber} error={errors.phoneNumber?.message} hint={s.phoneHint}>
            <Input type="tel" autoComplete="off" {...form.register('phoneNumber')} />
          </Field>
          <Field label={t.birthDate} error={errors.birthDate?.message}>
            <Input type="date" min="1900-01-01" max={today()} {...form.register('birthDate')} />
          </Field>
          <div className="sm:col-span-2">
            <Field label={t.address} error={errors.address?.message}>
              <Input autoComplete="off" {...form.register('address')} />
            </Field>
          </div>
          <Field label={t.siret} error={errors.siret?.message} hint={s.siretHint}>
            <Input inputMode="numeric" autoComplete="off" {...form.register('siret')} />
          </Field>
          <Field label={t.internalReferent} error={errors.internalReferent?.message}>
            <Input autoComplete="off" {...form.register('internalReferent')} />
          </Field>
          <InfluencerFormContract form={form} />
        </div>
      </section>
      <section aria-labelledby="influencer-agency" className="space-y-4">
        <h3 id="influencer-agency" className="text-base font-semibold">
          {s.agencyTitle}
        </h3>
        <Controller
          control={form.control}
          name="isExclusive"
          render={({ field }) => (
            <Field label={t.isExclusive} hint={s.exclusiveHint}>
              <Switch
                checked={field.value === true}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                stateLabel={field.value ? s.exclusiveOn : s.exclusiveOff}
              />
            </Field>
          )}
        />
        <Field label={t.proposedTo} error={errors.proposedTo?.message}>
          <Input autoComplete="off" {...form.register('proposedTo')} />
        </Field>
        <Field label={t.internalNotes} error={errors.internalNotes?.message}>
          <Textarea rows={3} {...form.register('internalNotes')} />
        </Field>
      </section>
    </>
  );
}
