import { useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { PickerList } from '#client/components/pickers/picker-list';
import { api, unwrap } from '#client/lib/api';
import { useDebouncedValue } from '#client/lib/use-debounced-value';
import {
  INFLUENCER_PICKER_LIMIT,
  INFLUENCER_PICKER_MAX_EXCLUDED,
} from '#shared/domain/list-limits';
import { fr } from '#shared/i18n/fr';

export type InfluencerPickerItem = InferResponseType<
  typeof api.influencers.picker.$get,
  200
>['items'][number];

// Under the influencers' key prefix: a change on the Influenceurs screen refreshes open pickers.
const influencerPickerQuery = (q: string, excludeIds: readonly string[]) =>
  queryOptions({
    queryKey: ['influencers', 'picker', { q, excludeIds }],
    queryFn: () =>
      unwrap(
        api.influencers.picker.$get({
          query: {
            q,
            // The server takes 200 (a collaboration's most); past them a form cannot be saved anyway.
            excludeIds: excludeIds.slice(0, INFLUENCER_PICKER_MAX_EXCLUDED).join(','),
            limit: String(INFLUENCER_PICKER_LIMIT),
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });

const NONE: readonly string[] = [];

/**
 * Picks an active influencer (the server never returns archived ones), searched by full name or
 * username on the server (spec §5); `excludeIds` hides those already chosen. The server answers
 * the first 50 matches, exclusive ones first: typing narrows the list.
 *
 * Usage, e.g. adding an influencer to a collaboration or a casting:
 *   <Dialog isOpen={isPicking} onOpenChange={setPicking} title={fr.pickers.selectInfluencer}>
 *     <InfluencerPicker
 *       autoFocus
 *       excludeIds={fields.map((entry) => entry.influencerId)}
 *       onSelect={(influencer) => {
 *         append({ influencerId: influencer.id, fullName: influencer.fullName });
 *         setPicking(false);
 *       }}
 *     />
 *   </Dialog>
 */
export function InfluencerPicker({
  onSelect,
  excludeIds = NONE,
  autoFocus,
}: {
  onSelect: (influencer: InfluencerPickerItem) => void;
  excludeIds?: readonly string[];
  autoFocus?: boolean;
}) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  const list = useQuery(influencerPickerQuery(q, excludeIds));
  const items = list.data?.items ?? [];
  return (
    <PickerList
      label={fr.pickers.influencerSearch}
      placeholder={fr.pickers.influencerPlaceholder}
      text={text}
      onTextChange={setText}
      items={items}
      getKey={(influencer) => influencer.id}
      onSelect={onSelect}
      renderItem={(influencer) => (
        <>
          <span className="block font-medium">{influencer.fullName}</span>
          <span className="block text-xs text-muted">
            @{influencer.username}
            {influencer.mainPlatform &&
              ` · ${fr.platforms[influencer.mainPlatform.name]} ${influencer.mainPlatform.handle}`}
          </span>
        </>
      )}
      isLoading={list.isPending}
      error={list.isError && items.length === 0 ? list.error : null}
      onRetry={() => list.refetch()}
      autoFocus={autoFocus}
    />
  );
}
