// The journeys of the outsiders' pages (decision 0052): an outsider's browser, and the answers of
// /api/link/* as the contract (shared/schemas/link-pages.ts) says them.
import type { Browser, Page, Request } from '@playwright/test';
import type { LinkCastingPage, LinkDealPage } from '#shared/schemas/link-pages';
import { expectNoSeriousA11yViolations } from './fixtures';

// The smallest PNG there is: one transparent pixel.
export const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** An outsider: a browser of their own, no session, on a phone's width. */
export async function outsiderPage(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  return context.newPage();
}

/** Every request of the page, to check that none names the token. */
export function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

export async function expectA11yInBothThemes(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(page);
  }
}

// The brand's and the casting's answers, and every POST, follow the contract
// (shared/schemas/link-pages.ts) that the server implements beside these pages: until its routes
// are in this branch, these journeys answer for it, as the contract says, from the browser's side.
export const TOKEN = 'q3Zk0v9Xw1Jf-7u_b2LrT8yPqA5cN4mE6hG0sD1aB2c';
export const COMMON = { agencyName: 'Agence Lumière', expiresAt: '2030-12-31T22:59:59.000Z' };

export type Content = LinkDealPage['influencers'][number]['deliverables'][number];

export const content = (over: Partial<Content>): Content => ({
  id: '7f0c8a52-6f0e-4c55-9a53-2f1de8c3a001',
  type: 'reel_instagram',
  description: 'Le reel du lancement',
  publishOn: '2026-03-20',
  stage: 'draft_received',
  isLate: true,
  publishedUrl: '',
  publishedOn: null,
  versions: [
    {
      number: 1,
      caption: 'Le printemps arrive #collab',
      authorKind: 'creator',
      authorName: 'Zoé Laurent',
      createdAt: '2026-03-10T09:30:00.000Z',
      sentToClientAt: '2026-03-10T10:00:00.000Z',
      files: [
        {
          id: 'f1',
          fileName: 'reel-v1.png',
          mimeType: 'image/png',
          sizeBytes: PIXEL.length,
          url: '/api/link/files/f1',
        },
      ],
    },
  ],
  comments: [],
  actions: [],
  ...over,
});

export const dealPage = (kind: 'creator' | 'brand', item: Content): LinkDealPage => ({
  kind,
  ...COMMON,
  collaborationName: 'Lancement printemps',
  brand: 'Maison Lumière',
  brief: null,
  influencers: [{ fullName: 'Zoé Laurent', deliverables: [item] }],
});

export type Posted = { url: string; body: Record<string, unknown>; authorization: string | null };

/** Answers /api/link/* for the page as the contract says; `onPost` answers each POST. */
export async function standInServer(
  page: Page,
  read: () => LinkDealPage | LinkCastingPage,
  onPost: (posted: Posted) => { status: number; body?: unknown },
) {
  const posted: Posted[] = [];
  await page.route('**/api/link/**', async (route) => {
    const request = route.request();
    const authorization = await request.headerValue('authorization');
    if (authorization !== `Link ${TOKEN}`) return route.fulfill({ status: 401, json: {} });
    const url = new URL(request.url()).pathname;
    if (url.startsWith('/api/link/files/')) {
      return route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL });
    }
    if (url === '/api/link/me') return route.fulfill({ status: 200, json: read() });
    if (request.method() === 'POST' && !url.startsWith('/api/link/uploads')) {
      const entry = { url, body: request.postDataJSON(), authorization };
      posted.push(entry);
      const answer = onPost(entry);
      return route.fulfill({ status: answer.status, json: answer.body ?? {} });
    }
    return route.fallback();
  });
  return posted;
}

export const EMAIL_ERROR = 'Le champ « Votre email » doit être une adresse email valide.';
