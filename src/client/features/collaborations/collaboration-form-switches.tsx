import { useId, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { CollaborationStatusBadge } from '#client/components/collaboration-status-badge';
import { Field } from '#client/components/ui/field';
import { Input, Select } from '#client/components/ui/input';
import { Switch } from '#client/components/ui/switch';
import { BillingStatusBadge } from '#client/components/billing-status-badge';
import type { CollaborationForm } from '#client/features/collaborations/collaboration-form-values';
import { deriveBillingStatus } from '#shared/domain/billing-status';
import {
  POST_PROGRESS_VALUES,
  deriveCollaborationStatus,
  isPostPublished,
  postProgressForPostedSwitch,
  type PostProgress,
} from '#shared/domain/collaboration-status';
import { fr } from '#shared/i18n/fr';
import { complianceFields } from '#shared/i18n/fr-compliance-fields';

const t = fr.collaborations;

type FlagName =
  'isQuoteSent' | 'isContractSigned' | 'isCastingValidated' | 'isInvoiceSent' | 'isPaymentReceived';

/**
 * The switches of spec §4. A number input shows only while its switch is on (turning it off
 * clears the number on save), and asks for the number while it is empty; 'Posté' sets the post
 * progress to 100 or 0. The status and billing status they give are shown as they will be
 * derived. With contracts in the product (`hasContracts`), 'Contrat signé' follows their
 * signatures (issue 31): shown, not switched here; the server ignores it then.
 */
export function CollaborationFormSwitches({
  form,
  hasContracts,
}: {
  form: CollaborationForm;
  hasContracts: boolean;
}) {
  const headingId = useId();
  const [isQuoteSent, isInvoiceSent, isPaymentReceived, postProgress, quoteNumber, invoiceNumber] =
    useWatch({
      control: form.control,
      name: [
        'isQuoteSent',
        'isInvoiceSent',
        'isPaymentReceived',
        'postProgress',
        'quoteNumber',
        'invoiceNumber',
      ],
    });
  const { errors } = form.formState;
  // With deliverables, the server derives the progress from their stages (decision 0049).
  const influencers = useWatch({ control: form.control, name: 'influencers' });
  const isDerived = (influencers ?? []).some((line) => (line.deliverables ?? []).length > 0);
  const status = deriveCollaborationStatus({
    paymentReceived: isPaymentReceived ?? false,
    quoteSent: isQuoteSent ?? false,
  });
  // As it will be saved: a number typed under a switch turned off again is dropped.
  const billingStatus = deriveBillingStatus({
    isPaymentReceived: isPaymentReceived ?? false,
    isInvoiceSent: isInvoiceSent ?? false,
    invoiceNumber: isInvoiceSent ? (invoiceNumber ?? '') : '',
  });
  const flag = (name: FlagName, label: string, children?: ReactNode, lockedHint?: string) => (
    <Tile>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Field label={label} hint={lockedHint}>
            <Switch
              disabled={lockedHint !== undefined}
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
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="flex items-center gap-2 text-sm text-muted" aria-live="polite">
            {t.status} <CollaborationStatusBadge status={status} />
          </p>
          <p className="flex items-center gap-2 text-sm text-muted" aria-live="polite">
            {t.billingStatus} <BillingStatusBadge status={billingStatus} />
          </p>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {flag(
          'isQuoteSent',
          t.isQuoteSent,
          isQuoteSent && (
            <Field
              label={t.quoteNumber}
              hint={quoteNumber?.trim() ? undefined : t.quoteNumberHint}
              error={errors.quoteNumber?.message}
            >
              <Input autoComplete="off" {...form.register('quoteNumber')} />
            </Field>
          ),
        )}
        {flag(
          'isContractSigned',
          t.isContractSigned,
          undefined,
          hasContracts ? complianceFields.collaboration.contractSignedByContracts : undefined,
        )}
        {flag('isCastingValidated', t.isCastingValidated)}
        <Tile>
          <Field label={t.isPosted} hint={isDerived ? t.postProgressFromContents : undefined}>
            <Switch
              disabled={isDerived}
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
              disabled={isDerived}
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
            <Field
              label={t.invoiceNumber}
              hint={invoiceNumber?.trim() ? undefined : t.invoiceNumberHint}
              error={errors.invoiceNumber?.message}
            >
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
