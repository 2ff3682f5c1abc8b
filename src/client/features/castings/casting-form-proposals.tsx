import { useId, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import {
  InfluencerPicker,
  type InfluencerPickerItem,
} from '#client/components/pickers/influencer-picker';
import { FieldArraySection } from '#client/components/forms/field-array-section';
import { Badge } from '#client/components/ui/badge';
import { Dialog } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { RemoveButton } from '#client/components/ui/remove-button';
import type {
  CastingForm,
  ProposedInfluencers,
} from '#client/features/castings/casting-form-values';
import { castingsScreen } from '#shared/i18n/fr-castings';
import { fr } from '#shared/i18n/fr';

const t = castingsScreen;

/**
 * Influenceurs: added only through 'Sélectionner un influenceur', which hides the archived and
 * those already listed; each with its notes, in the order they were added.
 */
export function CastingFormProposals({
  form,
  proposed,
  onInfluencerAdded,
}: {
  form: CastingForm;
  proposed: ProposedInfluencers;
  onInfluencerAdded: (influencer: InfluencerPickerItem) => void;
}) {
  const id = useId();
  const [isPicking, setPicking] = useState(false);
  const lines = useFieldArray({ control: form.control, name: 'proposals', keyName: 'key' });
  const values = useWatch({ control: form.control, name: 'proposals' }) ?? [];
  const chosenIds = values.map((line) => line.influencerId);
  const errors = form.formState.errors.proposals;

  return (
    <>
      <FieldArraySection
        id={id}
        title={t.fields.proposals}
        hint={t.influencersHint}
        isEmpty={lines.fields.length === 0}
        emptyText={t.noProposal}
        error={errors?.message ?? errors?.root?.message}
        addLabel={t.addInfluencer}
        onAdd={() => setPicking(true)}
      >
        {lines.fields.map((line, index) => {
          const influencer = proposed[line.influencerId];
          const name = influencer?.fullName ?? t.fields.influencer;
          return (
            <fieldset
              key={line.key}
              className="grid items-start gap-3 rounded-lg border border-border p-3 sm:grid-cols-[1fr_auto]"
            >
              <legend className="sr-only">{name}</legend>
              <div className="space-y-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span aria-hidden className="font-medium wrap-anywhere">
                    {name}
                  </span>
                  {influencer?.status && <Badge>{t.proposalStatus[influencer.status]}</Badge>}
                </div>
                <Field label={t.fields.notes} error={errors?.[index]?.notes?.message}>
                  <Input autoComplete="off" {...form.register(`proposals.${index}.notes`)} />
                </Field>
              </div>
              <RemoveButton
                label={t.proposalAction(t.remove, name)}
                onClick={() => lines.remove(index)}
              />
            </fieldset>
          );
        })}
      </FieldArraySection>
      <Dialog isOpen={isPicking} onOpenChange={setPicking} title={fr.pickers.selectInfluencer}>
        <InfluencerPicker
          autoFocus
          excludeIds={chosenIds}
          onSelect={(influencer) => {
            onInfluencerAdded(influencer);
            lines.append({ influencerId: influencer.id, notes: '' }, { shouldFocus: false });
            setPicking(false);
          }}
        />
      </Dialog>
    </>
  );
}
