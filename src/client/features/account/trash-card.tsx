import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Card } from '#client/components/ui/card';
import { Field } from '#client/components/ui/field';
import { Select } from '#client/components/ui/input';
import { PagedList } from '#client/components/ui/paged-list';
import { SearchField } from '#client/components/ui/search-field';
import { useDebouncedValue } from '#client/lib/use-debounced-value';
import { trashQuery } from '#client/features/account/trash-api';
import { TrashTable } from '#client/features/account/trash-table';
import { DEFAULT_TRASH_DAYS, isTrashKind, TRASH_KINDS, type TrashKind } from '#shared/domain/trash';
import { trashScreen } from '#shared/i18n/fr-trash';

const t = trashScreen;

/**
 * 'Corbeille' on Compte (issue 28, decision 0046): what was deleted, by whom and when, searched
 * and paged on the server; each member sees the kinds of the sections they may open.
 */
export function TrashCard({ canPurge }: { canPurge: boolean }) {
  const [text, setText] = useState('');
  const [kind, setKind] = useState<TrashKind | ''>('');
  const search = useDebouncedValue(text.trim());
  const list = useInfiniteQuery(trashQuery({ search, kind }));
  const days = list.data?.pages[0]?.trashDays ?? DEFAULT_TRASH_DAYS;
  const isFiltered = search !== '' || kind !== '';

  return (
    <Card>
      <h2 id="trash-title" className="text-lg font-semibold">
        {t.title}
      </h2>
      <p className="mb-4 text-sm text-muted">{t.subtitle(days)}</p>
      <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,28rem)_12rem]">
        <SearchField
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          value={text}
          onChange={setText}
        />
        <Field label={t.kindFilter}>
          <Select
            value={kind}
            onChange={(event) => setKind(isTrashKind(event.target.value) ? event.target.value : '')}
          >
            <option value="">{t.allKinds}</option>
            {TRASH_KINDS.map((value) => (
              <option key={value} value={value}>
                {t.kinds[value]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <PagedList
        list={list}
        loadFailed={t.loadFailed}
        empty={
          <p className="text-sm text-muted" data-testid="trash-empty">
            {isFiltered ? t.emptySearch : t.empty}
          </p>
        }
      >
        {(items, isUpdating) => (
          <TrashTable items={items} canPurge={canPurge} isUpdating={isUpdating} />
        )}
      </PagedList>
    </Card>
  );
}
