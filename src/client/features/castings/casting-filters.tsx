import { Field } from '#client/components/ui/field';
import { Select } from '#client/components/ui/input';
import { SearchField } from '#client/components/ui/search-field';
import type { CastingFiltersState } from '#client/features/castings/use-casting-filters';
import { CASTING_STATUSES } from '#shared/domain/enums';
import { castingsScreen } from '#shared/i18n/fr-castings';
import { fr } from '#shared/i18n/fr';

const t = castingsScreen;

/** Search (name or brand, on the server) and status: Tous, En attente, En cours, Terminé. */
export function CastingFiltersBar({ state }: { state: CastingFiltersState }) {
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,28rem)_12rem]">
      <SearchField
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={state.text}
        onChange={state.setSearch}
      />
      <Field label={t.statusFilter}>
        <Select
          value={state.filters.status}
          onChange={(event) => state.setStatus(event.target.value)}
        >
          <option value="all">{t.allStatuses}</option>
          {CASTING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {fr.castingStatus[status]}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
