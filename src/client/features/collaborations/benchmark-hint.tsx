import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { api, unwrap } from '#client/lib/api';
import type { CollaborationForm } from '#client/features/collaborations/collaboration-form-values';
import { getAudiencePlatform, roundToEuro } from '#shared/domain/benchmarks';
import { formatEuros } from '#shared/domain/money';
import { performancesText } from '#shared/i18n/fr-performances';
import { fr } from '#shared/i18n/fr';

const t = performancesText;
const typeLabels: Record<string, string> = fr.deliverableTypes;

// The agency's history changes slowly: one answer per creator and type serves the whole form.
const STALE_MS = 5 * 60_000;

/**
 * Issue 30, decision 0058: under a deliverable of the deal form, what the creator's audience on
 * the type's platform would cost at the agency's median CPM — « Au CPM médian de l'agence pour
 * un Réel Instagram 10–100k : 1 850 € ». Nothing without a creator, for a type without a
 * platform (UGC, a free type), or when the agency's history is too thin (the server's null).
 */
export function BenchmarkHint({
  form,
  line,
  index,
}: {
  form: CollaborationForm;
  line: number;
  index: number;
}) {
  const influencerId = useWatch({
    control: form.control,
    name: `influencers.${line}.influencerId`,
  });
  const type = useWatch({
    control: form.control,
    name: `influencers.${line}.deliverables.${index}.type`,
  });
  const isAsked = Boolean(influencerId && type && getAudiencePlatform(type));
  const hint = useQuery({
    queryKey: ['performances', 'benchmark', influencerId, type],
    queryFn: () =>
      unwrap(
        api.performances.benchmark.$get({
          query: { influencerId: influencerId ?? '', type: type ?? '' },
        }),
      ),
    enabled: isAsked,
    staleTime: STALE_MS,
  }).data?.hint;
  if (!isAsked || !hint) return null;
  return (
    <p className="text-xs text-muted sm:col-span-2 lg:col-span-full" data-testid="benchmark-hint">
      {t.hint.line(
        typeLabels[hint.type] ?? hint.type,
        t.tiers[hint.tier],
        formatEuros(roundToEuro(hint.priceCents)),
      )}
    </p>
  );
}
