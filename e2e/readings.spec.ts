// Issue 30 (decision 0059): a publication's statistics, entered by the agency in the 'Contenus'
// tab, then by the creator through their link with a screenshot; the agency sees the creator's
// reading, its capture and the indicators follow the reading that counts. On the real server.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { createContentDeal, euros, post, signUpToApp } from './journey-data';
import { expectA11yInBothThemes, outsiderPage } from './link-pages-data';

async function openContents(page: Page, dealName: string) {
  await page.goto('/app/collaborations');
  await page.getByRole('button', { name: dealName, exact: true }).press('Enter');
  const detail = page.getByRole('dialog', { name: dealName });
  await detail.getByRole('tab', { name: 'Contenus' }).click();
  return detail;
}

test('the agency and the creator enter a publication’s statistics; the indicators follow', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpToApp(page);
  const deal = (await createContentDeal(page, [
    {
      fullName: 'Zoé Laurent',
      username: 'zoelaurent',
      deliverables: [
        { type: 'reel_instagram', description: 'Le reel du lancement', priceCents: 90_000 },
      ],
    },
  ])) as unknown as { id: string; influencers: { id: string; deliverables: { id: string }[] }[] };
  const [line] = deal.influencers;
  const published = await page.request.post(
    `/api/collaborations/${deal.id}/contents/${line!.deliverables[0]!.id}/actions`,
    {
      data: {
        action: 'publish',
        publishedUrl: 'https://www.instagram.com/reel/abc',
        publishedOn: '2026-03-09',
      },
    },
  );
  expect(published.status()).toBe(200);

  // The agency's reading, typed in 'Contenus'.
  let detail = await openContents(page, 'Lancement printemps');
  let stats = detail.getByTestId('publication-readings');
  await expect(stats.getByText('Aucun relevé pour cette publication')).toBeVisible();
  await stats.getByRole('button', { name: 'Ajouter un relevé' }).click();
  const form = page.getByRole('dialog', { name: 'Ajouter un relevé' });
  await form.getByLabel('Date du relevé').fill('2026-03-10');
  await form.getByLabel('Impressions').fill('10000');
  await form.getByLabel('Portée').fill('8000');
  await form.getByLabel('Vues', { exact: true }).fill('100');
  await form.getByLabel("J'aime").fill('300');
  await form.getByLabel('Commentaires').fill('100');
  // Refused beside its field, everything typed kept.
  await form.getByRole('button', { name: 'Ajouter un relevé' }).click();
  await expect(
    form.getByText("Les « J'aime » ne peuvent pas dépasser les « Vues »."),
  ).toBeVisible();
  await expect(form.getByLabel('Impressions')).toHaveValue('10000');
  await expectNoSeriousA11yViolations(page);
  await form.getByLabel('Vues', { exact: true }).fill('');
  await form.getByRole('button', { name: 'Ajouter un relevé' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Relevé ajouté')).toBeVisible();
  const rate = stats.getByRole('definition').filter({ hasText: '%' });
  // (300 + 100) / 8 000 on the reach; 900 € / 10 000 impressions × 1 000; 900 € / 400.
  await expect(rate).toContainText(/5,00\s%/);
  await expect(rate).toContainText('sur la portée');
  await expect(stats.getByText(euros('90,00 €'))).toBeVisible();
  await expect(stats.getByText(euros('2,25 €'))).toBeVisible();
  await expect(stats.getByTestId('reading')).toHaveCount(1);
  await expect(stats.getByTestId('reading')).toContainText('Agence');
  await expectA11yInBothThemes(page);

  // The creator, through their link: their statistics with a screenshot.
  const link = (await post(
    page,
    `/api/collaborations/${deal.id}/links/creator/${line!.id}`,
    {},
  )) as unknown as { url: string };
  const creator = await outsiderPage(browser);
  await creator.goto(link.url.slice(link.url.indexOf('/lien/')));
  const reel = creator.getByRole('article', { name: 'Réel Instagram' });
  await expect(reel.getByText('Relevé du 10 mars 2026 · Agence')).toBeVisible();
  const mine = reel.locator('form').filter({ hasText: 'Ajouter mes statistiques' });
  await mine.getByLabel('Date du relevé').fill('2026-03-17');
  await mine.getByLabel('Impressions').fill('20000');
  await mine.getByLabel('Portée').fill('16000');
  await mine.getByLabel("J'aime").fill('800');
  await mine.getByLabel('Commentaires').fill('200');
  // No screenshot: refused beside the field, the figures kept.
  await mine.getByRole('button', { name: 'Envoyer mes statistiques' }).click();
  await expect(mine.getByText('Le champ « Capture des statistiques » est requis.')).toBeVisible();
  await expect(mine.getByLabel('Portée')).toHaveValue('16000');
  await expectA11yInBothThemes(creator);
  await mine.getByLabel('Capture des statistiques').setInputFiles({
    name: 'stats.png',
    mimeType: 'image/png',
    buffer: randomBytes(4096),
  });
  await mine.getByRole('button', { name: 'Envoyer mes statistiques' }).click();
  await expect(creator.getByRole('status')).toHaveText('Statistiques envoyées');
  await expect(reel.getByText('Relevé du 17 mars 2026 · Créateur')).toBeVisible();
  await expect(reel.getByText(/Portée : 16\s000/)).toBeVisible();
  // The creator's page shows no price.
  await expect(creator.getByText(/€/)).toHaveCount(0);
  await creator.screenshot({ path: '/tmp/shots/creator-readings-phone.png', fullPage: true });
  await creator.context().close();

  // The agency sees it, from the creator with its capture; it is now the one that counts.
  detail = await openContents(page, 'Lancement printemps');
  stats = detail.getByTestId('publication-readings');
  const readings = stats.getByTestId('reading');
  await expect(readings).toHaveCount(2);
  await expect(readings.first()).toContainText('Relevé du 17 mars 2026');
  await expect(readings.first()).toContainText('Celui qui compte');
  await expect(readings.first()).toContainText('Créateur · Zoé Laurent');
  const capture = readings.first().getByRole('link', { name: /^Voir la capture/ });
  await expect(capture).toBeVisible();
  const proof = await page.request.get((await capture.getAttribute('href'))!);
  expect(proof.status()).toBe(200);
  expect(proof.headers()['content-type']).toBe('image/png');
  // (800 + 200) / 16 000; 900 € / 20 000 × 1 000; 900 € / 1 000.
  await expect(stats.getByRole('definition').filter({ hasText: '%' })).toContainText(/6,25\s%/);
  await expect(stats.getByText(euros('45,00 €'))).toBeVisible();
  await expect(stats.getByText(euros('0,90 €'))).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/contents-readings.png' });
});
