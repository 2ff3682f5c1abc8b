import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { INFLUENCER_REQUIRED, post, signUpToApp } from './journey-data';

// Issue 30, item 4 (decision 0058): 'Performances' across campaigns and the benchmark line of
// the deal form. Two deals of Léa's reels (50,000 followers on Instagram), published and read
// through the API; the journey reads the figures, the agency's benchmarks and the hint.

type Detail = { id: string; influencers: { deliverables: { id: string }[] }[] };

// Five reels at 1 000 € each: 40 000, 50 000, 50 000, 50 000 and 80 000 impressions, reach
// half of them and likes 2 % of the reach. CPMs 25, 20, 20, 20 and 12,50 €: the median is 20 €,
// so Léa's 50 000 followers cost 1 000 € at the agency's median CPM.
const FIRST = [40_000, 50_000, 50_000];
const SECOND = [50_000, 80_000];

async function createReadDeal(
  page: Page,
  name: string,
  influencerId: string,
  clientId: string,
  impressions: number[],
) {
  const deal = (await post(page, '/api/collaborations', {
    name,
    type: 'collaboration_entrante',
    clientId,
    contactDate: '2026-03-02',
    manager: 'Camille Martin',
    influencers: [
      {
        influencerId,
        deliverables: impressions.map(() => ({ type: 'reel_instagram', priceCents: 100_000 })),
      },
    ],
  })) as unknown as Detail;
  const ids = deal.influencers[0]!.deliverables.map((item) => item.id);
  for (const [index, deliverableId] of ids.entries()) {
    const path = `/api/collaborations/${deal.id}/contents/${deliverableId}`;
    const published = await page.request.post(`${path}/actions`, {
      data: {
        action: 'publish',
        publishedUrl: `https://www.instagram.com/reel/${name.length}${index}/`,
        publishedOn: '2026-03-10',
      },
    });
    expect(published.status(), await published.text()).toBe(200);
    const count = impressions[index]!;
    // Day 1 first: the day-7 reading is the one that counts.
    await post(page, `${path}/readings`, { readOn: '2026-03-11', impressions: 1_000, likes: 5 });
    await post(page, `${path}/readings`, {
      readOn: '2026-03-17',
      impressions: count,
      reach: count / 2,
      likes: count / 100,
    });
  }
  return deal;
}

test("'Performances' sums the latest readings of two deals, and the deal form prices a reel at the median CPM", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpToApp(page);
  await page.goto('/app/campaigns/performances');
  await expect(
    page.getByRole('heading', { name: 'Aucune statistique de publication' }),
  ).toBeVisible();

  const client = await post(page, '/api/clients', { brandName: 'Maison Lumière' });
  const lea = await post(page, '/api/influencers', {
    ...INFLUENCER_REQUIRED,
    fullName: 'Léa Dupont',
    username: 'leadupont',
    platforms: [{ name: 'instagram', handle: '@leadupont', audience: 50_000 }],
  });
  await createReadDeal(page, 'Lancement printemps', lea.id, client.id, FIRST);
  await createReadDeal(page, 'Rentrée', lea.id, client.id, SECOND);

  await page.goto('/app/campaigns');
  await page.getByRole('link', { name: 'Performances' }).click();
  await expect(page).toHaveURL(/\/app\/campaigns\/performances$/);
  const figures = page.getByRole('table', { name: 'Par client' });
  const row = figures.getByRole('row', { name: /Maison Lumière/ });
  // 5 publications, 135 000 reached, 270 000 impressions, 2 700 likes: 2 % on the reach; the
  // creators' 5 000 € over 270 000 impressions: a CPM of 18,519 €, 1,852 € per engagement.
  await expect(row.getByRole('cell')).toHaveText([
    '5',
    /^135\s000$/,
    /^270\s000$/,
    '—',
    /^2\s700$/,
    /^2,00\s%sur la portée$/,
    /^18,519\s€$/,
    /^1,852\s€$/,
    '—',
    '—',
  ]);

  await page.getByLabel('Regroupement').selectOption({ label: 'Par type' });
  await expect(
    page.getByRole('table', { name: 'Par type' }).getByRole('row', { name: /Réel Instagram/ }),
  ).toBeVisible();
  const benchmarks = page.getByRole('table', { name: "Repères de l'agence" });
  await expect(
    benchmarks.getByRole('row', { name: /Réel Instagram/ }).getByRole('cell'),
  ).toHaveText([
    'Instagram',
    'Réel Instagram',
    '10–100k',
    '5',
    /^20,00\s€20,00\s€ – 20,00\s€$/,
    /^2,00\s%2,00\s% – 2,00\s%$/,
  ]);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('infludesk-theme', value), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await expect(benchmarks).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }

  // The deal form: under each of Léa's reels, what her audience costs at the median CPM.
  await page.goto('/app/collaborations');
  await page.getByRole('button', { name: 'Modifier Rentrée' }).click();
  const form = page.getByRole('dialog', { name: 'Modifier la collaboration' });
  const hint = form.getByTestId('benchmark-hint');
  await expect(hint.first()).toHaveText(
    /^Au CPM médian de l'agence pour un Réel Instagram 10–100k : 1\s000\s€$/,
  );
  await expect(hint).toHaveCount(2);
  // A type without an audience of its own (UGC) has no line.
  await form.getByLabel('Type de livrable').first().selectOption({ label: 'UGC' });
  await expect(hint).toHaveCount(1);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate(
      (value) => document.documentElement.classList.toggle('dark', value === 'dark'),
      theme,
    );
    await expectNoSeriousA11yViolations(page);
  }
});
