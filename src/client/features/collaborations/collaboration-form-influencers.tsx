import { useId, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { UserPlus } from 'lucide-react';
import { InfluencerPicker } from '#client/components/pickers/influencer-picker';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import {
  lineNameKey,
  newDeliverable,
  type CollaborationForm,
  type LineNames,
} from '#client/features/collaborations/collaboration-form-values';
import { InfluencerCard } from '#client/features/collaborations/influencer-card';
import {
  getCollaborationTotalCents,
  withInfluencerRates,
} from '#shared/domain/collaboration-totals';
import { getDeliverablesFromRates } from '#shared/domain/deliverables-from-rates';
import { formatEuros } from '#shared/domain/money';
import { fr } from '#shared/i18n/fr';

const t = fr.collaborations;

/**
 * The influencers, added with the picker (archived and already-added ones hidden), each with
 * its deliverables: an added influencer starts with its rates (types and prices), editable,
 * or one empty deliverable when it has none. Rates and the total come from the shared
 * functions the server saves with.
 */
export function CollaborationFormInfluencers({
  form,
  names,
  onNameAdded,
}: {
  form: CollaborationForm;
  names: LineNames;
  onNameAdded: (key: string, name: string) => void;
}) {
  const headingId = useId();
  const [isPicking, setPicking] = useState(false);
  // keyName: the lines carry an `id` of their own (the server keeps it on edit).
  const lines = useFieldArray({ control: form.control, name: 'influencers', keyName: 'key' });
  const values = useWatch({ control: form.control, name: 'influencers' }) ?? [];
  const priced = values.map((line) => ({ ...line, deliverables: line.deliverables ?? [] }));
  const rates = withInfluencerRates(priced);
  const totalCents = getCollaborationTotalCents(priced);
  const chosenIds = values.flatMap((line) => (line.influencerId ? [line.influencerId] : []));
  const error = form.formState.errors.influencers;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-base font-semibold">
            {t.influencersSection}
          </h3>
          <p className="text-sm text-muted">{t.influencersHint}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => setPicking(true)}>
          <UserPlus aria-hidden className="h-4 w-4" />
          {t.addInfluencer}
        </Button>
      </div>
      {lines.fields.length === 0 && (
        <p className="rounded-lg border border-dashed border-border p-4 text-center text-sm text-muted">
          {t.noInfluencers}
        </p>
      )}
      {lines.fields.map((line, index) => (
        <InfluencerCard
          key={line.key}
          form={form}
          index={index}
          name={names[lineNameKey(line)] ?? t.influencer}
          rateCents={rates[index]?.rateCents ?? 0}
          onRemove={() => lines.remove(index)}
        />
      ))}
      {(error?.message ?? error?.root?.message) && (
        <p className="text-sm text-danger">{error?.message ?? error?.root?.message}</p>
      )}
      <div className="flex items-center justify-between rounded-lg bg-surface-muted px-4 py-3">
        <span className="font-semibold">{t.collaborationTotal}</span>
        <output
          aria-label={t.collaborationTotal}
          data-testid="collaboration-total"
          className="text-lg font-bold tabular-nums"
        >
          {formatEuros(totalCents)}
        </output>
      </div>
      <Dialog isOpen={isPicking} onOpenChange={setPicking} title={fr.pickers.selectInfluencer}>
        <InfluencerPicker
          autoFocus
          excludeIds={chosenIds}
          onSelect={(influencer) => {
            onNameAdded(influencer.id, influencer.fullName);
            const fromRates = getDeliverablesFromRates(influencer.rates);
            lines.append({
              influencerId: influencer.id,
              isCreatorInvoicePaid: false,
              giftsCents: 0,
              paidPercentage: 0,
              deliverables: fromRates.length > 0 ? fromRates : [newDeliverable()],
            });
            setPicking(false);
          }}
        />
      </Dialog>
    </section>
  );
}
