import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { INFLUENCER_REQUIRED, post, signUpToApp } from './journey-data';

// Issue 18: how the app reaches a browser. Numbers (FCP, LCP, bytes) are `npm run bench:web`'s;
// these journeys hold the mechanisms that give them.

/** The requests a page makes from now on, in order. */
function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return (pattern: RegExp) => requests.filter((request) => pattern.test(request.url()));
}

test('the app arrives compressed: brotli scripts and styles cached for good, a gzipped page', async ({
  page,
}) => {
  const document = await page.goto('/login');
  expect(document?.headers()['content-encoding']).toBe('gzip');
  expect(document?.headers()['cache-control']).toBe('no-cache');

  const scripts = page.locator('script[type="module"][src^="/assets/"]');
  const entry = await scripts.first().getAttribute('src');
  const response = await page.request.get(entry!, {
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['vary']).toBe('Accept-Encoding');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a signed-in page asks for the session and its list once each, without waiting for its code', async ({
  page,
}) => {
  await signUpToApp(page);
  for (let index = 1; index <= 3; index += 1) {
    await post(page, '/api/clients', { brandName: `Maison Livraison ${index}` });
  }
  // The server hears of a change a moment after its commit, and sends a new stream whatever it
  // heard since the page started: changes made just before would be sent (and refetched) too.
  await page.waitForTimeout(1_000);

  const requestsMatching = recordRequests(page);
  // The screen's code is held back a moment (on localhost it could otherwise arrive before
  // anything is measured): the list must not wait for it.
  await page.route(/\/assets\/clients-page-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto('/app/clients');
  await expect(
    page.getByTestId('client-row').filter({ hasText: 'Maison Livraison 3' }),
  ).toBeVisible();

  // The session answer public/boot.js asked for is the one the app uses: no second request.
  expect(requestsMatching(/\/api\/auth\/session$/)).toHaveLength(1);
  // The list was asked for by the route's loader, and the screen found it: one request.
  const lists = requestsMatching(/\/api\/clients\?/);
  expect(lists).toHaveLength(1);
  // It left before the screen's own code had arrived.
  const screenCode = requestsMatching(/\/assets\/clients-page-[\w-]+\.js$/);
  expect(screenCode).toHaveLength(1);
  const listSent = lists[0]!.timing().startTime;
  const codeDone = await screenCode[0]!.response().then(() => screenCode[0]!.timing());
  expect(listSent).toBeLessThan(codeDone.startTime + codeDone.responseEnd);

  // The live stream then opens saying since when the tab has read (decision 0047): the server
  // sends what changed after, so the page does not ask for its session and list a second time.
  await expect.poll(() => requestsMatching(/\/api\/events\?since=\d+$/).length).toBe(1);
  await page.waitForTimeout(1_500);
  expect(requestsMatching(/\/api\/auth\/session$/)).toHaveLength(1);
  expect(requestsMatching(/\/api\/clients\?/)).toHaveLength(1);
});

test("the app's frame shows while its code is still on its way, and stays in place", async ({
  page,
}) => {
  await signUpToApp(page);
  // The entry script arrives late, as on a slow phone.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const navigation = page.goto('/app/collaborations', { waitUntil: 'commit' });
  await navigation;
  const frame = page.locator('#boot-shell');
  await expect(frame).toBeVisible();
  const header = frame.locator('header');
  await expect(header).toHaveText('Infludesk');
  const before = await header.boundingBox();
  // The page's own header is there already (issue 27: the phone's largest paint comes with the
  // HTML), and only this section's: the frame holds the others hidden.
  const heading = page.getByRole('heading', {
    level: 1,
    name: 'Collaborations',
    exact: true,
    includeHidden: true,
  });
  await expect(frame.locator('h1:visible')).toHaveCount(1);
  await expect(frame.locator('h1:visible')).toHaveText('Collaborations');
  // A picture of the page to come: screen readers (and the journeys' roles) get the app's page.
  await expect(frame).toHaveAttribute('aria-hidden', 'true');
  await expect(frame.getByRole('heading')).toHaveCount(0);
  await expect(
    frame.getByText('Vos collaborations, leurs influenceurs et leur avancement'),
  ).toBeVisible();
  const headingBefore = await heading.boundingBox();

  release();
  await expect(page.getByRole('button', { name: 'Nouvelle collaboration' }).first()).toBeVisible();
  await expect(frame).toHaveCount(0);
  const after = await page.locator('header').filter({ hasText: 'Infludesk' }).boundingBox();
  expect(after).toEqual(before);
  expect(await heading.boundingBox()).toEqual(headingBefore);
  // No script delays that frame: the HTML names the app's code without loading it, and
  // public/boot.js asks for it once the page is parsed and its first frame drawn.
  const html = await (await page.request.get('/app/collaborations')).text();
  expect(html).toMatch(/<meta name="infludesk-entry" content="\/assets\/index-[\w-]+\.js/);
  expect(html).not.toContain('type="module"');
  expect(html).not.toContain('modulepreload');
  const { parsed, entry } = await page.evaluate(() => ({
    parsed: performance.getEntriesByType('navigation')[0]?.toJSON().domContentLoadedEventEnd,
    entry: performance
      .getEntriesByType('resource')
      .find((resource) => /\/assets\/index-[\w-]+\.js$/.test(resource.name))?.startTime,
  }));
  expect(parsed).toBeGreaterThan(0);
  expect(entry).toBeGreaterThanOrEqual(parsed);
});

test("the sign-in screen's frame shows while its code is on its way, then gives way to the form", async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  // The card's title, its words and the link under the form come with the HTML (the phone's
  // largest paint), as a picture that screen readers skip and nothing can be typed into.
  const frame = page.locator('#boot-login');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('aria-hidden', 'true');
  await expect(frame.locator('h1:visible')).toHaveText('Connexion');
  await expect(frame.getByText('Accédez à votre espace agence')).toBeVisible();
  await expect(frame.getByText('Pas encore de compte ? Inscrivez-vous')).toBeVisible();
  await expect(frame.getByText('Créer un compte')).toBeHidden();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  const titleBefore = await frame.locator('h1:visible').boundingBox();

  release();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(frame).toHaveCount(0);
  const title = page.getByRole('heading', { level: 1, name: 'Connexion' });
  expect(await title.boundingBox()).toEqual(titleBefore);
  await expect(
    page.getByRole('button', { name: 'Pas encore de compte ? Inscrivez-vous' }),
  ).toBeVisible();

  // Opened in sign-up mode, the frame says so; and on another page it is gone at once.
  await page.goto('/login?mode=signup', { waitUntil: 'commit' });
  await expect(page.locator('#boot-login h1:visible')).toHaveText('Créer un compte');
  await page.unrouteAll();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#boot-login')).toHaveCount(0);
});

test("on a phone, a section's frame holds the screen's largest text, where the screen draws it", async ({
  page,
}) => {
  await signUpToApp(page);
  // An agency with an influencer (with none, the screen shows its empty state instead).
  await post(page, '/api/influencers', {
    ...INFLUENCER_REQUIRED,
    fullName: 'Zoé Laurent',
    username: 'zoelaurent',
    isExclusive: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  // Each section's largest text at once, in index.html's frame (app/boot-frames.tsx).
  const largest = [
    { section: 'todo', text: /^Semaine du \d{1,2} \p{L}+ \d{4} au \d{1,2} \p{L}+ \d{4}$/u },
    {
      section: 'assistant',
      text: "Bonjour, je suis Iris, votre expert en marketing d'influence. Comment puis-je vous aider aujourd'hui ?",
    },
    { section: 'influencers', text: 'Influenceurs en exclusivité' },
  ];
  for (const { section, text } of largest) {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/app/${section}`, { waitUntil: 'commit' });
    const frame = page.locator('#boot-shell');
    const inFrame = frame.locator(':is(h2, p):visible').filter({ hasText: text });
    await expect(inFrame, section).toHaveCount(1);
    await expect(inFrame).toHaveText(text);
    // A picture: nothing in it can be reached by the keyboard or read as a control.
    await expect(frame).toHaveAttribute('inert', '');
    await expect(frame.getByRole('button')).toHaveCount(0);
    const shown = await inFrame.textContent();
    const before = await inFrame.boundingBox();

    release();
    await expect(frame).toHaveCount(0);
    const onScreen = page.locator('main :is(h2, p):visible').filter({ hasText: shown! });
    await expect(onScreen, section).toHaveCount(1);
    expect(await onScreen.boundingBox(), section).toEqual(before);
    await page.unrouteAll();
  }
  // Once the app runs, its skeleton keeps the same picture while the screen's code arrives.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/tasks-page-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/app/todo', { waitUntil: 'commit' });
  await expect(page.locator('#boot-shell')).toHaveCount(0);
  const kept = page.locator('main [inert] h2:visible');
  await expect(kept).toHaveText(/^Semaine du /);
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(0);
  const keptBox = await kept.boundingBox();
  release();
  const week = page.getByRole('heading', { level: 2, name: /^Semaine du / });
  await expect(week).toBeVisible();
  expect(await week.boundingBox()).toEqual(keptBox);
  await page.unrouteAll();
  // With a search in the address (another week), the frame shows the header alone.
  await page.route(/\/assets\/index-[\w-]+\.js$/, () => undefined);
  await page.goto('/app/todo?semaine=2026-03-02', { waitUntil: 'commit' });
  await expect(page.locator('#boot-shell h1:visible')).toHaveText('Tâches');
  await expect(page.locator('#boot-shell h2:visible')).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test("the shell's bell and its counts are asked for once the screen has painted", async ({
  page,
}) => {
  await signUpToApp(page);
  // When the screen's largest text, its empty state, is put on the page.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body?.textContent?.includes('Aucun casting trouvé')) return;
      (window as unknown as { drawnAt: number }).drawnAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/app/casting');
  await expect(page.getByText('Aucun casting trouvé')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications/ }).first()).toBeVisible();
  const { drawnAt, asked, scripts } = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource');
    const startOf = (pattern: RegExp) =>
      resources.find((resource) => pattern.test(resource.name))?.startTime;
    return {
      drawnAt: (window as unknown as { drawnAt: number }).drawnAt,
      asked: {
        bell: startOf(/\/assets\/notification-bell-[\w-]+\.js$/),
        approvals: startOf(/\/api\/collaborations\/to-validate\/count$/),
        unread: startOf(/\/api\/notifications\/unread-count$/),
      },
      scripts: resources.map((resource) => resource.name),
    };
  });
  expect(drawnAt).toBeGreaterThan(0);
  for (const [what, startTime] of Object.entries(asked)) {
    expect(startTime, what).toBeGreaterThan(drawnAt);
  }
  // The screen needs nothing of the tables' chunk ('screens').
  expect(scripts.filter((name) => /\/assets\/screens-/.test(name))).toEqual([]);
});

test('a list screen loads its form only when it opens, and the form works', async ({ page }) => {
  await signUpToApp(page);
  const requestsMatching = recordRequests(page);
  await page.getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  expect(requestsMatching(/\/assets\/client-form-dialog-[\w-]+\.js$/)).toHaveLength(0);

  await page.getByRole('button', { name: 'Nouveau client' }).click();
  const form = page.getByRole('dialog', { name: 'Nouveau client' });
  await expect(form).toBeVisible();
  expect(requestsMatching(/\/assets\/client-form-dialog-[\w-]+\.js$/)).toHaveLength(1);
  await form.getByLabel('Nom de la marque').fill('Maison Différée');
  await form.getByLabel('Secteur', { exact: true }).selectOption({ label: 'Mode' });
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Client créé.')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('client-row').filter({ hasText: 'Maison Différée' })).toBeVisible();
});

// Decision 0044, seventh round: the app opens in short tasks, each screen drawn once with its
// first data (the route's loader waits for it while the app opens). Every section opened by its
// address must then leave the frame for its screen, having asked for that data once: the screen
// reads the URL as its loader did.
test('every section opened by its address draws its screen, its first data asked for once', async ({
  page,
}) => {
  await signUpToApp(page);
  await page.waitForTimeout(1_000);
  const firstData: Record<string, RegExp[]> = {
    todo: [
      /\/api\/tasks\/late\?/,
      /\/api\/tasks\/week\?/,
      /\/api\/tasks\/influencers\?exclusive=true/,
      /\/api\/tasks\/influencers\?exclusive=false/,
    ],
    casting: [/\/api\/castings(\?|$)/],
    accounting: [/\/api\/payments(\?|$)/, /\/api\/payments\/totals(\?|$)/],
    assistant: [/\/api\/assistant$/, /\/api\/assistant\/conversations\?/],
    account: [/\/api\/account$/],
    collaborations: [/\/api\/collaborations\?/],
    clients: [/\/api\/clients\?/],
    resources: [],
  };
  for (const [section, patterns] of Object.entries(firstData)) {
    const requestsMatching = recordRequests(page);
    await page.goto(`/app/${section}?semaine=2026-03-04`);
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await expect(page.getByText('Chargement…', { exact: true })).toHaveCount(0);
    await page.waitForTimeout(500);
    for (const pattern of patterns) {
      expect(requestsMatching(pattern), `${section}: ${pattern}`).toHaveLength(1);
    }
    page.removeAllListeners('request');
  }
});
