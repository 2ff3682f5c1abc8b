// Issue 30, "Done when": at the end of a campaign the chef de projet opens 'Rapport', checks
// the figures, adds a conclusion and shares the report. Statistics entered for two
// publications show the right CPM and engagement rate.
import { deflateSync, crc32 } from 'node:zlib';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { INFLUENCER_REQUIRED, post, sendImageVersion, signUpToApp } from './journey-data';

/** A small PNG of one colour: the preview the report shows of the best publication. */
function solidPng(size: number, [red, green, blue]: [number, number, number]) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array(size).fill([red, green, blue]).flat()),
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array(size).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Deal = { id: string; influencers: { deliverables: { id: string }[] }[] };

/** The deal: two creators, billed 2 500 €; the creators' prices sum to 1 500 €. */
async function createReportDeal(page: Page) {
  const client = await post(page, '/api/clients', { brandName: 'Maison Lumière' });
  const creator = async (fullName: string, username: string) =>
    (await post(page, '/api/influencers', { ...INFLUENCER_REQUIRED, fullName, username })).id;
  const created = await post(page, '/api/collaborations', {
    name: 'Lancement printemps',
    type: 'collaboration_entrante',
    clientId: client.id,
    contactDate: '2026-03-02',
    manager: 'Camille Martin',
    billedCents: 250_000,
    influencers: [
      {
        influencerId: await creator('Zoé Laurent', 'zoelaurent'),
        deliverables: [
          { type: 'reel_instagram', description: 'Le reel du lancement', priceCents: 90_000 },
        ],
      },
      {
        influencerId: await creator('Hugo Martin', 'hugomartin'),
        deliverables: [
          { type: 'tiktok', description: 'Le TikTok', priceCents: 60_000 },
          // Offered: published without a reading yet, and one not published.
          { type: 'story_instagram', description: 'La story', priceCents: 0 },
          { type: 'post_instagram', description: 'Le post', priceCents: 0 },
        ],
      },
    ],
  });
  const deal = (await (await page.request.get(`/api/collaborations/${created.id}`)).json()) as Deal;
  const [reel, tiktok, story] = [
    deal.influencers[0]!.deliverables[0]!.id,
    deal.influencers[1]!.deliverables[0]!.id,
    deal.influencers[1]!.deliverables[1]!.id,
  ];
  return { id: deal.id, reel, tiktok, story };
}

async function publish(page: Page, dealId: string, deliverableId: string, day: string) {
  const response = await page.request.post(
    `/api/collaborations/${dealId}/contents/${deliverableId}/actions`,
    {
      data: {
        action: 'publish',
        publishedUrl: `https://example.com/p/${deliverableId}`,
        publishedOn: day,
      },
    },
  );
  expect(response.status(), await response.text()).toBe(200);
}

async function addReading(page: Page, dealId: string, deliverableId: string, reading: object) {
  await post(page, `/api/collaborations/${dealId}/contents/${deliverableId}/readings`, reading);
}

async function openReport(page: Page) {
  await page.goto('/app/collaborations');
  await page.getByRole('button', { name: 'Lancement printemps', exact: true }).press('Enter');
  const detail = page.getByRole('dialog', { name: 'Lancement printemps' });
  await detail.getByRole('tab', { name: 'Rapport' }).click();
  await expect(detail.getByRole('heading', { name: 'Rapport de campagne' })).toBeVisible();
  return detail;
}

/** The whole tab: a tall window, so the dialog shows it without scrolling. */
/** Clicks 'Télécharger le PDF' and reads the file back as text, spaces made plain. */
async function downloadPdfText(page: Page, detail: Locator) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    detail.getByRole('link', { name: 'Télécharger le PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Rapport - Lancement printemps.pdf');
  const bytes = await readFile((await download.path())!);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

async function screenshot(page: Page, name: string) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 3200 });
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
  if (size) await page.setViewportSize(size);
}

const tileLines = (detail: ReturnType<Page['getByRole']>, key: string) =>
  detail.getByTestId(`tile-${key}`).getByTestId('tile-line');

test("the 'Rapport' tab: the figures of two publications, the conclusion, the share link", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpToApp(page);
  const deal = await createReportDeal(page);

  // Nothing published yet: the report says how it fills.
  let detail = await openReport(page);
  await expect(detail.getByTestId('report-empty')).toHaveText(
    "Aucune publication en ligne pour l'instant : le rapport se remplit à mesure des relevés.",
  );

  await sendImageVersion(page, deal.id, deal.reel, {
    image: solidPng(48, [109, 40, 217]),
    fileName: 'reel.png',
  });
  await publish(page, deal.id, deal.reel, '2026-03-10');
  await publish(page, deal.id, deal.tiktok, '2026-03-11');
  await publish(page, deal.id, deal.story, '2026-03-12');
  // The reel's first reading, then a later one that replaces it; the TikTok's one reading.
  await addReading(page, deal.id, deal.reel, {
    readOn: '2026-03-11',
    impressions: 10_000,
    reach: 8_000,
    likes: 400,
    comments: 50,
    shares: 30,
    saves: 20,
  });
  await addReading(page, deal.id, deal.reel, {
    readOn: '2026-03-17',
    impressions: 20_000,
    reach: 16_000,
    views: 18_000,
    likes: 800,
    comments: 100,
    shares: 60,
    saves: 40,
  });
  await addReading(page, deal.id, deal.tiktok, {
    readOn: '2026-03-12',
    impressions: 30_000,
    reach: 24_000,
    views: 28_000,
    likes: 500,
    comments: 60,
    shares: 30,
    saves: 10,
  });

  detail = await openReport(page);
  // Reach 40 000, impressions 50 000, engagements 1 000 + 600 = 1 600: 4 % of the reach.
  await expect(detail.getByTestId('tile-publications').getByTestId('tile-value')).toHaveText(
    '3 / 4',
  );
  await expect(detail.getByTestId('tile-reach').getByTestId('tile-value')).toHaveText(/^40\s000$/);
  await expect(detail.getByTestId('tile-impressions').getByTestId('tile-value')).toHaveText(
    /^50\s000$/,
  );
  await expect(detail.getByTestId('tile-engagements').getByTestId('tile-value')).toHaveText(
    /^1\s600$/,
  );
  const rate = detail.getByTestId('tile-engagementRate');
  await expect(rate.getByTestId('tile-value')).toHaveText(/^4,00\s%$/);
  await expect(rate.getByTestId('tile-note')).toHaveText('sur la portée');
  // CPM: 2 500 € billed / 50 000 impressions × 1 000 = 50 €; 1 500 € of creators' cost: 30 €.
  await expect(tileLines(detail, 'cpm')).toHaveText([
    /^Sur le prix facturé50,00\s€$/,
    /^Sur le coût créateurs30,00\s€$/,
  ]);
  // CPE: 2 500 € / 1 600 = 1,5625 €; 1 500 € / 1 600 = 0,9375 € (to a tenth of a cent).
  await expect(tileLines(detail, 'cpe')).toHaveText([
    /^Sur le prix facturé1,563\s€$/,
    /^Sur le coût créateurs0,938\s€$/,
  ]);
  await expect(tileLines(detail, 'budget')).toHaveText([
    /^Montant facturé2\s500\s€$/,
    /^Coût créateurs1\s500\s€$/,
    /^Marge1\s000\s€$/,
  ]);

  // The tables: each creator, each publication with its reading's day or none.
  const creators = detail.getByRole('table', { name: 'Par créateur' });
  await expect(creators.getByRole('row', { name: /Zoé Laurent/ })).toContainText('1');
  const publications = detail.getByRole('table', { name: 'Par publication' });
  await expect(publications.getByRole('row', { name: /Réel Instagram/ })).toContainText(
    '17 mars 2026',
  );
  await expect(publications.getByRole('row', { name: /Story Instagram/ })).toContainText(
    'Aucun relevé',
  );
  await expect(
    publications.getByRole('link', { name: /Voir la publication « Réel Instagram/ }),
  ).toHaveAttribute('href', `https://example.com/p/${deal.reel}`);

  // The best publication first, with its image.
  const top = detail.getByTestId('report-top');
  await expect(top.getByRole('listitem')).toHaveCount(2);
  const preview = top.getByRole('img', { name: 'Réel Instagram · Le reel du lancement' });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);

  // The chart, and its figures day by day in the table view.
  await expect(detail.locator('.recharts-line')).toHaveCount(4);
  await detail.getByRole('button', { name: 'Voir le tableau' }).click();
  const series = detail.getByRole('table', { name: 'Chiffres du graphique, jour par jour' });
  await expect(series.getByRole('row')).toHaveCount(4);
  await expect(series.getByRole('row', { name: /17 mars 2026/ })).toContainText(/50\s000/);
  await detail.getByRole('button', { name: 'Voir le graphique' }).click();

  // The exports are the brand's documents: without 'Afficher le budget', no money.
  await expect(detail.getByRole('link', { name: 'Télécharger le fichier Excel' })).toHaveAttribute(
    'href',
    `/api/collaborations/${deal.id}/report.xlsx`,
  );
  let text = await downloadPdfText(page, detail);
  expect(text).toContain('Lancement printemps');
  expect(text).toContain('Maison Lumière');
  expect(text).toMatch(/Portée 40 000/);
  expect(text).toMatch(/4,00 % sur la portée/);
  expect(text).not.toContain('€');
  // With it: the billed price and the CPM on it; never the creators' cost nor the margin.
  await detail.getByRole('checkbox', { name: 'Afficher le budget' }).check();
  text = await downloadPdfText(page, detail);
  expect(text).toMatch(/Montant facturé 2 500 €/);
  expect(text).toMatch(/CPM 50,00 €/);
  expect(text).not.toContain('Marge');
  expect(text).not.toContain('Coût créateurs');

  // The conclusion saves, and is there when the tab opens again.
  const conclusion = detail.getByLabel("Conclusion de l'agence");
  await conclusion.fill('Une campagne au-dessus des objectifs : 4 % d’engagement.');
  await detail.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Conclusion enregistrée')).toBeVisible();
  await screenshot(page, 'report-tab-dark');
  await expectNoSeriousA11yViolations(page);

  // In the light theme, opened again: the conclusion was kept.
  await detail.getByRole('button', { name: 'Fermer' }).first().click();
  await page.getByRole('button', { name: 'Passer au thème clair' }).click();
  detail = await openReport(page);
  await expect(detail.getByLabel("Conclusion de l'agence")).toHaveValue(
    'Une campagne au-dessus des objectifs : 4 % d’engagement.',
  );
  await expect(detail.locator('.recharts-line')).toHaveCount(4);
  await screenshot(page, 'report-tab-light');
  await expectNoSeriousA11yViolations(page);

  // 'Partager le rapport': a link with the budget shown, listed as such, then deactivated.
  // From the keyboard: the button, the box, the link's creation.
  await detail.getByRole('button', { name: 'Partager le rapport' }).press('Enter');
  const share = page.getByRole('dialog', { name: 'Partager le rapport' });
  await expect(share.getByText('Aucun lien de rapport pour cette collaboration.')).toBeVisible();
  const showBudget = share.getByLabel('Afficher le budget');
  await expect(showBudget).not.toBeChecked();
  await showBudget.press('Space');
  await expect(showBudget).toBeChecked();
  await share.getByRole('button', { name: 'Créer le lien' }).press('Enter');
  await expect(share.getByTestId('private-link-url')).toContainText('/lien/');
  const link = share.getByTestId('private-link');
  await expect(link).toHaveCount(1);
  await expect(link).toContainText('Actif');
  await expect(link).toContainText('budget affiché');
  await page.screenshot({ path: '/tmp/shots/report-share.png' });
  await expectNoSeriousA11yViolations(page);
  await link.getByRole('button', { name: /Désactiver le lien/ }).click();
  await expect(link).toContainText('Désactivé');
  // Escape closes the share dialog only.
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();
  await expect(detail.getByRole('heading', { name: 'Rapport de campagne' })).toBeVisible();
});
