import { Field } from '#client/components/ui/field';
import { Select } from '#client/components/ui/input';
import { SearchField } from '#client/components/ui/search-field';
import type { CollaborationFiltersState } from '#client/features/collaborations/use-collaboration-filters';
import { COLLABORATION_STATUSES } from '#shared/domain/collaboration-status';
import { COLLABORATION_TYPES } from '#shared/domain/enums';
import { fr } from '#shared/i18n/fr';

const t = fr.collaborations;

/** Search (name or brand, on the server), status and type: the filters of both screens. */
export function CollaborationFiltersBar({ state }: { state: CollaborationFiltersState }) {
  return (
    <div className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,28rem)_12rem_14rem]">
      <div className="col-span-2 lg:col-span-1">
        <SearchField
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          value={state.text}
          onChange={state.setSearch}
        />
      </div>
      <Field label={t.statusFilter}>
        <Select
          value={state.filters.status}
          onChange={(event) => state.setStatus(event.target.value)}
        >
          <option value="all">{fr.collaborationStatusFilter.all}</option>
          {COLLABORATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {fr.collaborationStatusFilter[status]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t.typeFilter}>
        <Select value={state.filters.type} onChange={(event) => state.setType(event.target.value)}>
          <option value="all">{fr.common.allTypes}</option>
          {COLLABORATION_TYPES.map((type) => (
            <option key={type} value={type}>
              {fr.collaborationTypes[type]}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
