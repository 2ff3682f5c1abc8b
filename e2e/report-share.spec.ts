// Issue 30, decision 0057: the brand opens the campaign report the agency shared by private link
// (`/lien/rapport#…`, the light outsiders' entry): the live figures, and no money unless the
// agency ticked 'Afficher le budget'. On the real server.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { INFLUENCER_REQUIRED, post, signUpToApp } from './journey-data';
import { expectA11yInBothThemes, outsiderPage, recordRequests } from './link-pages-data';

/** A deal billed 2 500 €, Zoé's reel (1 500 €) published and read: reach 12 500, 571 engagements. */
async function createReadDeal(page: Page) {
  const client = await post(page, '/api/clients', { brandName: 'Maison Lumière' });
  const zoe = await post(page, '/api/influencers', {
    ...INFLUENCER_REQUIRED,
    fullName: 'Zoé Laurent',
    username: 'zoelaurent',
  });
  const deal = (await post(page, '/api/collaborations', {
    name: 'Lancement été',
    type: 'collaboration_entrante',
    clientId: client.id,
    contactDate: '2026-03-02',
    manager: 'Camille Martin',
    billedCents: 250_000,
    influencers: [
      {
        influencerId: zoe.id,
        deliverables: [{ type: 'reel_instagram', description: 'Le reel', priceCents: 150_000 }],
      },
    ],
  })) as unknown as { id: string; influencers: { deliverables: { id: string }[] }[] };
  const reel = deal.influencers[0]!.deliverables[0]!.id;
  const published = await page.request.post(
    `/api/collaborations/${deal.id}/contents/${reel}/actions`,
    {
      data: {
        action: 'publish',
        publishedUrl: 'https://www.instagram.com/p/lancement/',
        publishedOn: '2026-11-02',
      },
    },
  );
  expect(published.status(), await published.text()).toBe(200);
  await post(page, `/api/collaborations/${deal.id}/contents/${reel}/readings`, {
    readOn: '2026-11-09',
    impressions: 20_000,
    reach: 12_500,
    views: 15_000,
    likes: 500,
    comments: 40,
    shares: 20,
    saves: 11,
  });
  return deal;
}

const shareReport = async (page: Page, dealId: string, showBudget: boolean) =>
  (await post(page, `/api/collaborations/${dealId}/links/report`, { showBudget })) as unknown as {
    url: string;
  };

test('the brand opens the shared report: its figures, and money only with the budget', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signUpToApp(page);
  const deal = await createReadDeal(page);

  // 'Partager le rapport' without 'Afficher le budget'.
  const { url } = await shareReport(page, deal.id, false);
  const { pathname, hash } = new URL(url);
  expect(pathname).toBe('/lien/rapport');
  const brand = await outsiderPage(browser);
  const requests = recordRequests(brand);
  await brand.goto(`${pathname}${hash}`);
  await expect(brand.getByRole('heading', { level: 1 })).toHaveText('Rapport de campagne');
  await expect(brand.getByRole('heading', { name: 'Lancement été' })).toBeVisible();
  await expect(brand).toHaveTitle('Lancement été · Rapport de campagne');
  const tile = (label: string) =>
    brand
      .getByRole('list', { name: 'Rapport de campagne' })
      .getByRole('listitem')
      .filter({ has: brand.getByText(label, { exact: true }) });
  await expect(tile('Portée')).toContainText(/12\s500/);
  await expect(tile("Taux d'engagement")).toContainText(/4,57\s%\s*sur la portée/);
  await expect(brand.getByRole('heading', { name: 'Par publication' })).toBeVisible();
  await expect(brand.getByRole('table', { name: 'Par publication' })).toContainText('Zoé Laurent');
  await expect(
    brand.getByRole('heading', { name: 'Les trois meilleures publications' }),
  ).toBeVisible();
  // No money reaches the page: no budget, no price, no cost indicator.
  await expect(brand.getByText(/€/)).toHaveCount(0);
  await expect(brand.getByText('Budget')).toHaveCount(0);
  await expect(brand.getByText('CPM')).toHaveCount(0);
  // The token travels in a header only, never in an address the page asks for.
  const token = hash.slice(1);
  expect(requests.filter((request) => request.url().includes(token))).toEqual([]);
  await expectA11yInBothThemes(brand);

  // Shared again with the budget: a new link (the older one stops), the billed price shown.
  const withBudget = await shareReport(page, deal.id, true);
  const priced = new URL(withBudget.url);
  await brand.goto(`${priced.pathname}${priced.hash}`);
  await brand.reload();
  await expect(tile('Budget')).toContainText(/2\s500\s€/);
  await expect(tile('Budget')).toContainText('Montant facturé');
  await expect(tile('CPM')).toContainText(/125,00\s€/);
  await brand.goto(`${pathname}${hash}`);
  await brand.reload();
  await expect(brand.getByRole('status')).toHaveText('Ce lien a été désactivé par l’agence.');
});
