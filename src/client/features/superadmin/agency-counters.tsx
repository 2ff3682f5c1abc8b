import type { AgencySummary } from '#client/features/superadmin/api';
import { formatEuros } from '#shared/domain/money';
import { superAdminScreen } from '#shared/i18n/fr-superadmin';

const t = superAdminScreen;

/** The agency's four counters (maintained on the server, not counted per request). */
export function AgencyCounters({ counts }: { counts: AgencySummary['counts'] }) {
  const items = [
    { label: t.tiles.users, value: counts.users.toLocaleString('fr-FR') },
    { label: t.tiles.clients, value: counts.clients.toLocaleString('fr-FR') },
    { label: t.tiles.influencers, value: counts.influencers.toLocaleString('fr-FR') },
    { label: t.tiles.revenue, value: formatEuros(counts.revenueCents) },
  ];
  return (
    <section aria-labelledby="agency-counters" className="mb-8">
      <h2 id="agency-counters" className="sr-only">
        {t.countersLabel}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {items.map((item) => (
          <div
            key={item.label}
            className="rounded-xl border border-border bg-surface p-4 shadow-sm"
            data-testid="agency-counter"
          >
            <dt className="text-sm font-medium text-muted">{item.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums wrap-anywhere">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
