import { useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { PickerList } from '#client/components/pickers/picker-list';
import { api, unwrap } from '#client/lib/api';
import { useDebouncedValue } from '#client/lib/use-debounced-value';
import { fr } from '#shared/i18n/fr';

export type ClientPickerItem = InferResponseType<
  typeof api.clients.picker.$get,
  200
>['items'][number];

// Under the clients' key prefix: a change on the Clients screen refreshes open pickers.
// The first 50 matches: typing narrows them (the picker is for choosing, not browsing).
const clientPickerQuery = (q: string) =>
  queryOptions({
    queryKey: ['clients', 'picker', { q }],
    queryFn: () => unwrap(api.clients.picker.$get({ query: { q, limit: '50' } })),
    placeholderData: keepPreviousData,
  });

/**
 * Picks a client of the agency, searched on the server (brand, contact, email, phone, notes).
 * Open to the sections that choose a client (PICKER_SECTIONS), not only to Clients.
 *
 * Usage, e.g. the brand field of a collaboration or casting form:
 *   <Dialog isOpen={isPicking} onOpenChange={setPicking} title={fr.pickers.selectClient}>
 *     <ClientPicker autoFocus onSelect={(client) => {
 *       form.setValue('clientId', client.id);
 *       form.setValue('brand', client.brandName);
 *       setPicking(false);
 *     }} />
 *   </Dialog>
 */
export function ClientPicker({
  onSelect,
  autoFocus,
}: {
  onSelect: (client: ClientPickerItem) => void;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  const list = useQuery(clientPickerQuery(q));
  const items = list.data?.items ?? [];
  return (
    <PickerList
      label={fr.pickers.clientSearch}
      placeholder={fr.pickers.clientPlaceholder}
      text={text}
      onTextChange={setText}
      items={items}
      getKey={(client) => client.id}
      onSelect={onSelect}
      renderItem={(client) => (
        <>
          <span className="block font-medium">{client.brandName}</span>
        </>
      )}
      isLoading={list.isPending}
      error={list.isError && items.length === 0 ? list.error : null}
      onRetry={() => list.refetch()}
      hasMore={false}
      isLoadingMore={false}
      onLoadMore={() => {}}
      autoFocus={autoFocus}
    />
  );
}
