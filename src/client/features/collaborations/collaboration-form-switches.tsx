import { useId, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { CollaborationStatusBadge } from '#client/components/collaboration-status-badge';
import { Field } from '#client/components/ui/field';
import { Input, Select } from '#client/components/ui/input';
import { Switch } from '#client/components/ui/switch';
import type { CollaborationForm } from '#client/features/collaborations/collaboration-form-values';
import {
  POST_PROGRESS_VALUES,
  deriveCollaborationStatus,
  isPostPublished,
  postProgressForPostedSwitch,
  type PostProgress,
} from '#shared/domain/collaboration-status';
import { fr } from '#shared/i18n/fr';

const t = fr.collaborations;

type FlagName =
  'isQuoteSent' | 'isContractSigned' | 'isCastingValidated' | 'isInvoiceSent' | 'isPaymentReceived';

/**
 * The switches of spec §4. A number input shows only while its switch is on (turning it off
 * clears the number on save); 'Posté' sets the post progress to 100 or 0. The status they
 * give is shown as it will be derived.
 */
export function CollaborationFormSwitches({ form }: { form: CollaborationForm }) {
  const headingId = useId();
  const [isQuoteSent, isInvoiceSent, isPaymentReceived, postProgress] = useWatch({
    control: form.control,
    name: ['isQuoteSent', 'isInvoiceSent', 'isPaymentReceived', 'postProgress'],
  });
  const { errors } = form.formState;
  const status = deriveCollaborationStatus({
    paymentReceived: isPaymentReceived ?? false,
    quoteSent: isQuoteSent ?? false,
  });
  const flag = (name: FlagName, label: string, children?: ReactNode) => (
    <Tile>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Field label={label}>
            <Switch
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
              stateLabel={field.value ? fr.common.yes : fr.common.no}
            />
          </Field>
        )}
      />
      {children}
    </Tile>
  );

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {t.trackingSection}
        </h3>
        <p className="flex items-center gap-2 text-sm text-muted" aria-live="polite">
          {t.status} <CollaborationStatusBadge status={status} />
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {flag(
          'isQuoteSent',
          t.isQuoteSent,
          isQuoteSent && (
            <Field label={t.quoteNumber} error={errors.quoteNumber?.message}>
              <Input autoComplete="off" {...form.register('quoteNumber')} />
            </Field>
          ),
        )}
        {flag('isContractSigned', t.isContractSigned)}
        {flag('isCastingValidated', t.isCastingValidated)}
        <Tile>
          <Field label={t.isPosted}>
            <Switch
              checked={isPostPublished(postProgress ?? 0)}
              onCheckedChange={(isOn) =>
                form.setValue('postProgress', postProgressForPostedSwitch(isOn), {
                  shouldDirty: true,
                })
              }
              stateLabel={isPostPublished(postProgress ?? 0) ? fr.common.yes : fr.common.no}
            />
          </Field>
          <Field label={t.postProgress} error={errors.postProgress?.message}>
            <Select
              value={String(postProgress ?? 0)}
              onChange={(event) =>
                form.setValue('postProgress', Number(event.target.value) as PostProgress, {
                  shouldDirty: true,
                })
              }
            >
              {POST_PROGRESS_VALUES.map((value) => (
                <option key={value} value={value}>
                  {t.percentageOption(value)}
                </option>
              ))}
            </Select>
          </Field>
        </Tile>
        {flag(
          'isInvoiceSent',
          t.isInvoiceSent,
          isInvoiceSent && (
            <Field label={t.invoiceNumber} error={errors.invoiceNumber?.message}>
              <Input autoComplete="off" {...form.register('invoiceNumber')} />
            </Field>
          ),
        )}
        {flag('isPaymentReceived', t.isPaymentReceived)}
      </div>
    </section>
  );
}

function Tile({ children }: { children: ReactNode }) {
  return <div className="space-y-3 rounded-lg border border-border p-3">{children}</div>;
}
