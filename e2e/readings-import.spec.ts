import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { createContentDeal, signUpToApp } from './journey-data';

// Issue 30, decision 0060: the statistics of a campaign's publications, as a spreadsheet the
// agency keeps, imported from the deals' list and matched to each publication by its link.

/** axe in the light theme, then the dark one (the class the theme switch sets), then back. */
async function expectAccessibleInBothThemes(page: Page) {
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

async function publish(page: Page, dealId: string, deliverableId: string, publishedUrl: string) {
  const response = await page.request.post(
    `/api/collaborations/${dealId}/contents/${deliverableId}/actions`,
    { data: { action: 'publish', publishedUrl, publishedOn: '2026-11-01' } },
  );
  expect(response.status(), await response.text()).toBe(200);
}

const CSV = [
  'Lien de la publication;Date;Impressions;Portée;Vues;Likes;Commentaires',
  'instagram.com/p/Reel1/?igsh=abc;07/11/2026;12 000;9 000;6 000;480;35',
  'https://www.tiktok.com/@zoe/video/77/;08/11/2026;;;20 000;1 500;90',
  'https://instagram.com/p/Inconnu/;08/11/2026;100;;;;',
].join('\r\n');

test('import the readings of two publications from a CSV, one unknown link reported', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpToApp(page);
  const deal = (await createContentDeal(page, [
    {
      fullName: 'Zoé Laurent',
      username: 'zoelaurent',
      deliverables: [
        { type: 'reel_instagram', description: 'Le reel', priceCents: 90_000 },
        { type: 'tiktok', description: 'La vidéo', priceCents: 60_000 },
      ],
    },
  ])) as unknown as { id: string; influencers: { deliverables: { id: string }[] }[] };
  const [reel, video] = deal.influencers[0]!.deliverables as [{ id: string }, { id: string }];
  await publish(page, deal.id, reel.id, 'https://www.instagram.com/p/Reel1/');
  await publish(page, deal.id, video.id, 'https://www.tiktok.com/@zoe/video/77');

  await page.goto('/app/collaborations');
  await page.getByRole('button', { name: 'Importer des relevés' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer des relevés de statistiques' });
  await dialog.getByLabel('Fichier CSV ou Excel (.xlsx)').setInputFiles({
    name: 'releves.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV, 'utf8'),
  });

  // Columns guessed from the reading form's words and the usual ones.
  await expect(dialog.getByText('releves.csv : 3 lignes lues.')).toBeVisible();
  await expect(dialog.getByLabel('Champ pour la colonne « Lien de la publication »')).toHaveValue(
    'publishedUrl',
  );
  await expect(dialog.getByLabel('Champ pour la colonne « Date »')).toHaveValue('readOn');
  await expect(dialog.getByLabel('Champ pour la colonne « Likes »')).toHaveValue('likes');
  await expectAccessibleInBothThemes(page);
  await dialog.getByRole('button', { name: 'Suivant' }).click();

  // Preview: the link no publication of the agency has, on its cell.
  await expect(
    dialog.getByText('1 ligne en erreur dans cet aperçu', { exact: false }),
  ).toBeVisible();
  await expect(
    dialog.getByText("Erreur : Aucune publication en ligne de l'agence n'a ce lien."),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Suivant' }).click();

  // A reading is never updated by a file: skip or add.
  const summary = dialog.getByTestId('import-summary');
  await expect(summary).toContainText('2 à créer');
  await expect(summary).toContainText('1 en erreur');
  await expect(summary).not.toContainText('à mettre à jour');
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await expect(dialog.getByLabel('Ignorer la ligne')).toBeChecked();
  await expectAccessibleInBothThemes(page);
  await dialog.getByRole('button', { name: "Lancer l'import" }).click();

  await expect(dialog.getByText('Import terminé')).toBeVisible({ timeout: 30_000 });
  const result = dialog.getByTestId('import-result');
  await expect(result).toContainText('2 créés');
  await expect(result).toContainText('1 en erreur');
  await expect(
    dialog.getByRole('link', { name: 'Télécharger le rapport des erreurs (CSV)' }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Terminer' }).click();
  await expect(dialog).toBeHidden();

  // The readings are the deal's, from the import, by the member.
  const readings = await (await page.request.get(`/api/collaborations/${deal.id}/readings`)).json();
  const byDeliverable = new Map(
    (readings.deliverables as { deliverableId: string; readings: object[] }[]).map((item) => [
      item.deliverableId,
      item.readings,
    ]),
  );
  expect(byDeliverable.get(reel.id)).toEqual([
    expect.objectContaining({
      readOn: '2026-11-07',
      impressions: 12_000,
      likes: 480,
      source: 'import',
    }),
  ]);
  expect(byDeliverable.get(video.id)).toEqual([
    expect.objectContaining({
      readOn: '2026-11-08',
      views: 20_000,
      likes: 1_500,
      source: 'import',
    }),
  ]);
});
