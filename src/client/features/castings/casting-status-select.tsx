import { useId } from 'react';
import { toast } from '#client/lib/toast';
import { Select } from '#client/components/ui/input';
import { errorMessage } from '#client/lib/api';
import { useSetCastingStatus, type CastingView } from '#client/features/castings/api';
import { CASTING_STATUSES, type CastingStatus } from '#shared/domain/enums';
import { castingsScreen } from '#shared/i18n/fr-castings';
import { fr } from '#shared/i18n/fr';

const t = castingsScreen;

/**
 * The card's status, changed freely and saved at once (spec §4). The choice shows while the
 * server saves it and the cards are read again: no spring back to the old value meanwhile.
 */
export function CastingStatusSelect({ casting }: { casting: CastingView }) {
  const id = useId();
  const setStatus = useSetCastingStatus(casting.id);
  const shown = setStatus.isPending ? setStatus.variables : casting.status;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t.statusLabel}
      </label>
      <Select
        id={id}
        aria-label={t.changeStatus(casting.name)}
        className="h-9 w-auto min-w-36"
        value={shown}
        onChange={(event) =>
          setStatus.mutate(event.target.value as CastingStatus, {
            onSuccess: () => toast.success(t.statusChanged),
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
      >
        {CASTING_STATUSES.map((status) => (
          <option key={status} value={status}>
            {fr.castingStatus[status]}
          </option>
        ))}
      </Select>
    </div>
  );
}
