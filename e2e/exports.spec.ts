import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { post, signUpToApp } from './journey-data';

// Exports (issue 19): a list with a search applied leaves as CSV (as Excel reads it in France)
// and as .xlsx, holding exactly the rows the screen found.

/** Opens the list's 'Exporter' menu and downloads one format; the file's path. */
async function downloadExport(
  page: Page,
  list: string,
  item: 'Exporter (CSV)' | 'Exporter (Excel)',
) {
  await page.getByRole('button', { name: `Exporter ${list}` }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: item }).click(),
  ]);
  return { name: download.suggestedFilename(), path: await download.path() };
}

async function readSheet(path: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

test('export the clients found by a search, as CSV and as Excel; axe on the menu', async ({
  page,
}) => {
  await signUpToApp(page);
  for (const brandName of ['Maison Lumière', 'Lumière du Sud', 'Atelier Nord']) {
    await post(page, '/api/clients', {
      brandName,
      contacts: [{ name: `Contact ${brandName}`, email: `contact@${brandName.length}.fr` }],
    });
  }
  await page.getByRole('link', { name: 'Clients' }).click();
  await page.getByLabel('Rechercher un client').fill('lumière');
  await expect(page.getByRole('row')).toHaveCount(3); // the header and two clients

  await page.getByRole('button', { name: 'Exporter les clients' }).click();
  await expect(page.getByRole('link', { name: 'Exporter (CSV)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.keyboard.press('Escape');

  const csv = await downloadExport(page, 'les clients', 'Exporter (CSV)');
  expect(csv.name).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(csv.path, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe(
    'Nom de la marque;Secteur;Sous-secteur;Notes;Nom du contact;E-mail;Téléphone;Rôle;Type de contact',
  );
  expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual([
    'Lumière du Sud',
    'Maison Lumière',
  ]);

  const xlsx = await downloadExport(page, 'les clients', 'Exporter (Excel)');
  expect(xlsx.name).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const rows = await readSheet(xlsx.path);
  expect(rows.slice(1).map((row) => row[0])).toEqual(['Lumière du Sud', 'Maison Lumière']);
});

test('export the collaborations found by a search, with their influencers', async ({ page }) => {
  await signUpToApp(page);
  const lea = await post(page, '/api/influencers', {
    fullName: 'Léa Dupont',
    username: 'lea.dupont',
    address: '1 rue de la Paix, Paris',
    phoneNumber: '06 12 34 56 78',
    birthDate: '1995-04-12',
    siret: '73282932000074',
    internalReferent: 'Camille',
  });
  const client = await post(page, '/api/clients', { brandName: 'Maison Lumière' });
  const deal = (name: string, contactDate: string) =>
    post(page, '/api/collaborations', {
      name,
      type: 'collaboration_entrante',
      clientId: client.id,
      contactDate,
      manager: 'Camille',
      influencers: [
        { influencerId: lea.id, deliverables: [{ type: 'post_instagram', priceCents: 123_450 }] },
      ],
    });
  await deal('Printemps radieux', '2026-03-02');
  await deal('Hiver doux', '2026-11-05');
  await page.reload();
  await page.getByLabel('Rechercher par nom ou marque').fill('printemps');
  await expect(page.getByRole('row')).toHaveCount(2);

  const csv = await downloadExport(page, 'les collaborations', 'Exporter (CSV)');
  const lines = (await readFile(csv.path, 'utf8')).slice(1).trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(
    'Printemps radieux;Collaboration entrante;Maison Lumière;Camille;02/03/2026;',
  );
  expect(lines[1]).toContain(';1234,50;Léa Dupont;1234,50;Post Instagram (1234,50 €);0/1');
});
