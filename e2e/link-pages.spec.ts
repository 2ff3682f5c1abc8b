// Issue 29 items 3, 4, 7, 8 (decision 0052): the pages a creator, a brand or a casting's client
// open by private link, without an account: lien.html, its own light script, the token read
// from the address's fragment and sent in a header only. On the real server.
import { expect, test } from './fixtures';
import { createContentDeal, post, signUpToApp } from './journey-data';
import { expectA11yInBothThemes, outsiderPage, recordRequests } from './link-pages-data';

test('a creator opens their link: the page, their deliverables, nothing else', async ({
  page,
  browser,
}) => {
  await signUpToApp(page);
  const deal = await createContentDeal(page, [
    {
      fullName: 'Zoé Laurent',
      username: 'zoelaurent',
      deliverables: [
        {
          type: 'reel_instagram',
          description: 'Le reel du lancement',
          priceCents: 90_000,
          publishOn: '2030-12-03',
        },
        { type: 'story_instagram', description: 'Trois stories', priceCents: 30_000 },
      ],
    },
  ]);
  const link = (await post(
    page,
    `/api/collaborations/${deal.id}/links/creator/${deal.influencers[0]!.id}`,
    {},
  )) as unknown as { url: string };
  const { pathname, hash } = new URL(link.url);
  expect(pathname).toBe('/lien/createur');
  const token = hash.slice(1);

  const creator = await outsiderPage(browser);
  const requests = recordRequests(creator);
  const response = await creator.goto(`${pathname}${hash}`);
  // The shell is in the HTML itself: it paints before any script runs.
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('Votre espace collaboration');
  expect(html).toContain('<meta name="referrer" content="no-referrer"');
  await expect(creator.getByRole('heading', { level: 1 })).toHaveText('Votre espace collaboration');

  await expect(creator.getByRole('heading', { name: 'Lancement printemps' })).toBeVisible();
  await expect(creator).toHaveTitle('Lancement printemps · Votre espace collaboration');
  await expect(creator.getByText('Maison Lumière')).toBeVisible();
  await expect(creator.getByRole('heading', { name: 'Livrables de Zoé Laurent' })).toBeVisible();
  const reel = creator.getByRole('article', { name: 'Réel Instagram' });
  await expect(reel.getByText('Le reel du lancement')).toBeVisible();
  await expect(reel.getByText('Publication prévue le 3 décembre 2030')).toBeVisible();
  await expect(reel.getByText('À produire')).toBeVisible();
  const story = creator.getByRole('article', { name: 'Story Instagram' });
  await expect(story.getByText('Pas de date prévue')).toBeVisible();
  // No price ever reaches the page.
  await expect(creator.getByText(/€/)).toHaveCount(0);
  await expectA11yInBothThemes(creator);

  // The token went in a header, never in an address; the page loaded none of the app's code.
  const me = requests.find((request) => request.url().endsWith('/api/link/me'));
  expect(await me?.headerValue('authorization')).toBe(`Link ${token}`);
  for (const request of requests) expect(request.url()).not.toContain(token);
  expect(requests.filter((request) => /\/assets\/main-/.test(request.url()))).toEqual([]);
  const storage = await creator.evaluate(() =>
    JSON.stringify({ ...localStorage, ...sessionStorage }),
  );
  expect(storage).not.toContain(token);
  await creator.context().close();
});

test('a link opened without its end, or unknown, says so in French', async ({ browser }) => {
  const outsider = await outsiderPage(browser);
  await outsider.goto('/lien/createur');
  await expect(outsider.getByRole('status')).toHaveText(
    'Ce lien est incomplet. Ouvrez-le tel que l’agence vous l’a envoyé.',
  );
  await outsider.goto(`/lien/client#${'A'.repeat(43)}`);
  await outsider.reload();
  await expect(outsider.getByRole('status')).toHaveText('Ce lien n’existe pas.');
  await expect(outsider.getByRole('heading', { level: 1 })).toHaveText(
    'Votre espace collaboration',
  );
  await expectA11yInBothThemes(outsider);
  await outsider.context().close();
});
