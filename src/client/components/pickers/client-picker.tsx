import { useState } from 'react';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { PickerList } from '#client/components/pickers/picker-list';
import { api, unwrap } from '#client/lib/api';
import { useDebouncedValue } from '#client/lib/use-debounced-value';
import { fr } from '#shared/i18n/fr';

export type ClientPickerItem = InferResponseType<typeof api.clients.$get, 200>['items'][number];

// Under the clients' key prefix: a change on the Clients screen refreshes open pickers.
const clientPickerQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['clients', 'picker', { q }],
    queryFn: ({ pageParam }) => unwrap(api.clients.$get({ query: { q, page: String(pageParam) } })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pageCount ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });

/**
 * Picks a client of the agency, searched on the server (brand, contact, email, phone, notes).
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
  const list = useInfiniteQuery(clientPickerQuery(q));
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
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
          {client.mainContact && (
            <span className="block text-xs text-muted">
              {client.mainContact.name} · {client.mainContact.email}
            </span>
          )}
        </>
      )}
      isLoading={list.isPending}
      error={list.isError && items.length === 0 ? list.error : null}
      onRetry={() => list.refetch()}
      hasMore={list.hasNextPage}
      isLoadingMore={list.isFetchingNextPage}
      onLoadMore={() => list.fetchNextPage()}
      autoFocus={autoFocus}
    />
  );
}
