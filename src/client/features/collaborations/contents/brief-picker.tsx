import { useQuery } from '@tanstack/react-query';
import { toast } from '#client/lib/toast';
import { Field } from '#client/components/ui/field';
import { Select } from '#client/components/ui/input';
import { errorMessage } from '#client/lib/api';
import { briefChoicesQuery, useSetBrief } from '#client/features/collaborations/contents/api';
import type { ContentsOfDeal } from '#shared/schemas/contents';
import { contents as t } from '#shared/i18n/fr-contents';

/**
 * 'Brief des créateurs' (issue 29): one of the agency's briefs (Ressources), which the deal's
 * creators open from their link page. Saved as soon as it is chosen.
 */
export function BriefPicker({
  collaborationId,
  brief,
}: {
  collaborationId: string;
  brief: ContentsOfDeal['brief'];
}) {
  const choices = useQuery(briefChoicesQuery());
  const setBrief = useSetBrief(collaborationId);
  const options = [...(choices.data ?? [])];
  // The chosen brief stays listed even beyond the first 50, or once its type changed.
  if (brief && !options.some((option) => option.id === brief.id)) options.unshift(brief);
  return (
    <div className="max-w-sm">
      <Field label={t.brief.label} hint={t.brief.hint}>
        <Select
          value={brief?.id ?? ''}
          disabled={setBrief.isPending}
          onChange={(event) =>
            setBrief.mutate(event.target.value || null, {
              onSuccess: () => toast.success(t.brief.saved),
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        >
          <option value="">{t.brief.none}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
