import { z } from 'zod';
import type { FieldValues, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '#client/lib/form-errors';
import type { CastingProposal, CastingView } from '#client/features/castings/api';
import { optionalText } from '#shared/schemas/fields';
import {
  CASTING_REQUIREMENT_MAX,
  MAX_CASTING_REQUIREMENTS,
  castingInputSchema,
} from '#shared/schemas/castings';
import { castingsScreen } from '#shared/i18n/fr-castings';
import { fr } from '#shared/i18n/fr';

const f = castingsScreen.fields;

/**
 * The API's schema, except that each criterion is a row of the form (`{ text }`: the field
 * array needs objects); they are sent as the API's list of lines, empty ones dropped.
 */
export const castingFormSchema = castingInputSchema.extend({
  requirements: z
    .array(z.object({ text: optionalText(f.requirement, CASTING_REQUIREMENT_MAX) }), {
      error: fr.fields.invalid(f.requirements),
    })
    .max(MAX_CASTING_REQUIREMENTS, fr.fields.tooMany(f.requirements, MAX_CASTING_REQUIREMENTS))
    .transform((lines) => lines.map((line) => line.text).filter((line) => line !== '')),
});
export type CastingFormInput = z.input<typeof castingFormSchema>;
export type CastingFormOutput = z.output<typeof castingFormSchema>;
export type CastingForm = UseFormReturn<CastingFormInput, unknown, CastingFormOutput>;

/** What the form shows of each proposed influencer besides its values, by influencer id. */
export type ProposedInfluencers = Record<
  string,
  { fullName: string; status: CastingProposal['status'] | null }
>;

export const EMPTY_CASTING: CastingFormInput = {
  name: '',
  clientId: '',
  description: '',
  requirements: [],
  proposals: [],
};

/**
 * An influencer deleted since keeps its name on the card but has no id to send back: the form
 * leaves it out, so saving the form takes it out of the casting.
 */
const keptProposals = (casting: CastingView) =>
  casting.proposals.flatMap((proposal) =>
    proposal.influencerId ? [{ ...proposal, influencerId: proposal.influencerId }] : [],
  );

export const toFormValues = (casting: CastingView): CastingFormInput => ({
  name: casting.name,
  // A client deleted since: its brand shows, and another client must be chosen.
  clientId: casting.clientId ?? '',
  description: casting.description,
  requirements: casting.requirements.map((text) => ({ text })),
  proposals: keptProposals(casting).map(({ influencerId, notes }) => ({ influencerId, notes })),
});

export const toProposedInfluencers = (casting: CastingView | undefined): ProposedInfluencers =>
  Object.fromEntries(
    (casting ? keptProposals(casting) : []).map(({ influencerId, fullName, status }) => [
      influencerId,
      { fullName, status },
    ]),
  );

/** The server names a criterion 'requirements.2'; the form calls it 'requirements.2.text'. */
export const applyCastingServerErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
) =>
  applyServerErrors(error, setError, (field) => field.replace(/^(requirements\.\d+)$/, '$1.text'));
