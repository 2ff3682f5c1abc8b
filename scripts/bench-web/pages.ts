// What `npm run bench:web` opens, on which network and CPU, and the targets of issue 18.

export type WebPage = {
  key: string;
  path: string;
  isSignedIn: boolean;
  /** Shows once the screen's own content is there (for a list: its first row). */
  readySelector: string;
};

export const PAGES: WebPage[] = [
  { key: 'landing', path: '/', isSignedIn: false, readySelector: 'h1' },
  { key: 'login', path: '/login', isSignedIn: false, readySelector: 'input[type="email"]' },
  {
    key: 'collaborations',
    path: '/app/collaborations',
    isSignedIn: true,
    readySelector: 'main tbody tr',
  },
  { key: 'clients', path: '/app/clients', isSignedIn: true, readySelector: 'main tbody tr' },
  // The other screens of the app (issue 27): Lighthouse audits them all, as a phone.
  ...(
    [
      ['campaigns', 'main tbody tr'],
      ['influencers', 'main tbody tr'],
      ['todo', 'main h1'],
      ['casting', 'main h1'],
      ['accounting', 'main h1'],
      ['resources', 'main h1'],
      ['assistant', 'main h1'],
      ['account', 'main h1'],
    ] as const
  ).map(([key, readySelector]) => ({
    key,
    path: `/app/${key}`,
    isSignedIn: true,
    readySelector,
  })),
];

export type Profile = {
  label: string;
  /** CDP Network.emulateNetworkConditions; null: the machine's own loopback. */
  network: { latency: number; downloadThroughput: number; uploadThroughput: number } | null;
  cpuSlowdown: number;
};

const kbitPerSecond = (kbit: number) => (kbit * 1024) / 8;

export const PROFILES: Profile[] = [
  { label: 'no throttling', network: null, cpuSlowdown: 1 },
  {
    // Lighthouse's mobile profile: slow 4G and a mid-range phone's CPU.
    label: 'slow 4G + 4× CPU',
    network: {
      latency: 150,
      downloadThroughput: kbitPerSecond(1_638.4),
      uploadThroughput: kbitPerSecond(750),
    },
    cpuSlowdown: 4,
  },
];

/** Issue 18's targets, on the throttled profile, and issue 27's for Lighthouse's mobile audit. */
export const TARGETS = {
  lcpMs: 2_500,
  cls: 0.1,
  clientsJsBytes: 200 * 1024,
  lighthouseScore: 90,
  tbtMs: 200,
};
