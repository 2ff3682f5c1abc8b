// The requests under load: the list URLs the screens call (query params from
// src/shared/schemas), signed in as the seed's demo account, with the targets of the issue.
import { today } from '#shared/domain/dates';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed/demo-account';

export const ENDPOINT_KEYS = [
  'health',
  'clients-first',
  'clients-middle',
  'clients-last',
  'clients-search',
  'influencers',
  'collaborations',
  'tasks-week',
  'tasks-late',
  'tasks-influencers',
  'castings',
  'castings-search',
  'payments',
  'payments-totals',
  'profitability-tiles',
  'profitability-months',
  'profitability-clients',
  'profitability-types',
  'performances-client',
  'performances-type',
  'performances-platform',
  'performances-period',
  'performances-benchmarks',
  'resources',
  'resources-search',
  'approvals',
  'approvals-count',
  'report',
  'compliance',
  'compliance-check',
  'compliance-panel',
  'superadmin-overview',
  'superadmin-agencies',
  'superadmin-search',
] as const;
export type EndpointKey = (typeof ENDPOINT_KEYS)[number];

/** Reported beside the figures, never failed on. */
export type Target = { minRps: number; maxP99Ms?: number };

export type Endpoint = {
  key: EndpointKey;
  label: string;
  path: string;
  headers: Record<string, string>;
  target?: Target;
};

export type Session = { origin: string; cookie: string };

export async function signIn(
  origin: string,
  email = DEMO_EMAIL,
  password = DEMO_PASSWORD,
): Promise<Session> {
  // Mutating requests must name the server's own origin (middleware/security.ts).
  const response = await fetch(`${origin}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) {
    const body = await response.text();
    // A reused folder whose database was dropped or replaced since: --fresh seeds it again.
    throw new Error(`sign-in as ${email} answered ${response.status} (try --fresh): ${body}`);
  }
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('sign-in set no session cookie');
  return { origin, cookie };
}

/** Ends the session, so that reusing the data folder does not pile sessions up. */
export async function signOut({ origin, cookie }: Session) {
  const response = await fetch(`${origin}/api/auth/sign-out`, {
    method: 'POST',
    headers: { cookie, origin },
  });
  await response.arrayBuffer();
}

export async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers });
  const body = await response.text();
  if (response.status !== 200) {
    throw new Error(`GET ${url} answered ${response.status}: ${body.slice(0, 300)}`);
  }
  return JSON.parse(body) as T;
}

/**
 * The endpoints, with the clients' middle and last pages computed from the real total; the
 * super admin's (issue 17) when `superAdmin` is signed in.
 */
export async function findEndpoints(session: Session, search: string, superAdmin: Session | null) {
  const headers = { cookie: session.cookie };
  const firstPage = await getJson<{ total: number; pageCount: number }>(
    `${session.origin}/api/clients?page=1`,
    headers,
  );
  const { pageCount } = firstPage;
  const day = today();
  const middle = Math.ceil(pageCount / 2);
  const searchPath = `/api/clients?q=${encodeURIComponent(search)}&page=1`;
  // Searches show at most 300 matches (clients-list.ts) and say when there are more.
  const found = await getJson<{ total: number }>(session.origin + searchPath, headers);
  const matches = `${found.total} matches`;
  // The campaign report (issue 30) of the first deal of the list.
  const deals = await getJson<{ items: Array<{ id: string }> }>(
    `${session.origin}/api/collaborations`,
    headers,
  );
  const dealId = deals.items[0]?.id;
  if (!dealId) throw new Error('the seed made no collaboration');
  const endpoints: Endpoint[] = [
    // As a load balancer probes it: no cookie, so no session lookup.
    { key: 'health', label: 'health', path: '/api/health', headers: {}, target: { minRps: 4000 } },
    {
      key: 'clients-first',
      label: 'clients, page 1',
      path: '/api/clients?page=1',
      headers,
      target: { minRps: 800, maxP99Ms: 60 },
    },
    {
      key: 'clients-middle',
      label: `clients, page ${middle} (middle)`,
      path: `/api/clients?page=${middle}`,
      headers,
    },
    {
      key: 'clients-last',
      label: `clients, page ${pageCount} (last)`,
      path: `/api/clients?page=${pageCount}`,
      headers,
      target: { minRps: 400 },
    },
    {
      key: 'clients-search',
      label: `clients, search "${search}" (${matches})`,
      path: searchPath,
      headers,
      target: { minRps: 800, maxP99Ms: 60 },
    },
    { key: 'influencers', label: 'influencers, first page', path: '/api/influencers', headers },
    {
      key: 'collaborations',
      label: 'collaborations, first page',
      path: '/api/collaborations',
      headers,
      target: { minRps: 600 },
    },
    {
      key: 'tasks-week',
      label: 'tasks, this week',
      path: `/api/tasks/week?start=${day}`,
      headers,
    },
    {
      key: 'tasks-late',
      label: 'tasks, late strip',
      path: `/api/tasks/late?today=${day}`,
      headers,
    },
    {
      key: 'tasks-influencers',
      label: 'tasks, influencer cards',
      path: '/api/tasks/influencers?exclusive=false',
      headers,
    },
    { key: 'castings', label: 'castings, first page', path: '/api/castings', headers },
    {
      key: 'castings-search',
      label: 'castings, search "lancement"',
      path: '/api/castings?q=lancement',
      headers,
    },
    { key: 'payments', label: 'payments, first page', path: '/api/payments', headers },
    {
      key: 'payments-totals',
      label: 'payments, the two totals',
      path: '/api/payments/totals',
      headers,
    },
    // Comptabilité → Rentabilité (issue 20): the tiles and each chart over every deal.
    ...(['tiles', 'months', 'clients', 'types'] as const).map((part): Endpoint => ({
      key: `profitability-${part}`,
      label: `profitability, ${part === 'tiles' ? 'the five tiles' : `chart by ${part}`}`,
      path: `/api/profitability/${part === 'tiles' ? 'summary' : part}`,
      headers,
    })),
    // 'Performances' across campaigns (issue 30, decision 0058): each grouping, and the
    // agency's benchmarks; over the seed's readings (none unless the folder holds some).
    ...(['client', 'type', 'platform', 'period'] as const).map((groupBy): Endpoint => ({
      key: `performances-${groupBy}`,
      label: `performances, per ${groupBy}`,
      path: `/api/performances?groupBy=${groupBy}`,
      headers,
      target: { minRps: 100, maxP99Ms: 100 },
    })),
    {
      key: 'performances-benchmarks',
      label: 'performances, the benchmarks',
      path: '/api/performances/benchmarks',
      headers,
      target: { minRps: 100, maxP99Ms: 100 },
    },
    // One card of the Ressources screen (it asks one per type), searched as the screen does.
    {
      key: 'resources',
      label: 'resources, card "brief"',
      path: '/api/resources?type=brief',
      headers,
    },
    {
      key: 'resources-search',
      label: 'resources, card "brief", search "lumiere"',
      path: '/api/resources?type=brief&q=lumiere',
      headers,
    },
    // 'À valider' (issue 29): its first page, and the sidebar's count every screen asks for.
    {
      key: 'approvals',
      label: "'À valider', first page",
      path: '/api/collaborations/to-validate',
      headers,
    },
    {
      key: 'approvals-count',
      label: "'À valider', the sidebar's count",
      path: '/api/collaborations/to-validate/count',
      headers,
    },
    {
      key: 'report',
      label: 'campaign report, first deal',
      path: `/api/collaborations/${dealId}/report`,
      headers,
      target: { minRps: 200, maxP99Ms: 60 },
    },
    // Toutes les campagnes › Conformité (issue 31, decision 0063): the first page with its
    // counts, the same filtered by a check, and a deal's panel (its rules evaluated).
    {
      key: 'compliance',
      label: 'Conformité, first page',
      path: '/api/compliance',
      headers,
      target: { minRps: 100, maxP99Ms: 100 },
    },
    {
      key: 'compliance-check',
      label: "Conformité, check 'written_contract'",
      path: '/api/compliance?check=written_contract',
      headers,
      target: { minRps: 100, maxP99Ms: 100 },
    },
    {
      key: 'compliance-panel',
      label: "a deal's 'Conformité' panel",
      path: `/api/collaborations/${dealId}/compliance`,
      headers,
      target: { minRps: 100, maxP99Ms: 100 },
    },
  ];
  if (superAdmin) endpoints.push(...superAdminEndpoints(superAdmin));
  return { endpoints, clientsTotal: firstPage.total };
}

/**
 * The dashboard's tiles, the agency table's first page and a search of it by name. Issue 17
 * sets their p99 one request at a time (npm run bench); here their req/s is reported only.
 */
function superAdminEndpoints({ cookie }: Session): Endpoint[] {
  const headers = { cookie };
  return [
    {
      key: 'superadmin-overview',
      label: 'super admin, the six tiles',
      path: '/api/superadmin/overview',
      headers,
    },
    {
      key: 'superadmin-agencies',
      label: 'super admin, agency table page 1',
      path: '/api/superadmin/agencies',
      headers,
    },
    {
      key: 'superadmin-search',
      label: 'super admin, agencies search "studio"',
      path: '/api/superadmin/agencies?q=studio',
      headers,
    },
  ];
}

/** A benchmark of 401s or 404s is worthless: every endpoint must answer 200 first. */
export async function checkEndpoints(origin: string, endpoints: Endpoint[]) {
  for (const endpoint of endpoints) await getJson(origin + endpoint.path, endpoint.headers);
}
