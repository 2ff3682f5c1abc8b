import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { signUpToApp } from './journey-data';

// The importer (issue 19): a client spreadsheet as Excel writes it in France, and an .xlsx of
// influencers, through the four steps, with axe on each step in both themes.

/** axe in the light theme, then the dark one (the class the theme switch sets), then back. */
async function expectAccessibleInBothThemes(page: Page) {
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

/** The bytes of a text in Windows-1252 (accents of French are the same code points). */
const windows1252 = (text: string) =>
  Buffer.from(Array.from(text, (char) => (char === '€' ? 0x80 : char.charCodeAt(0))));

const BAD_LINES = new Set([4, 9, 16]);

function clientsCsv() {
  const lines = ['Nom de la marque;Secteur;E-mail;Nom du contact;Téléphone;Remarque client'];
  for (let index = 1; index <= 200; index += 1) {
    const line = index + 1;
    const email = BAD_LINES.has(line) ? `contact${index}@` : `contact${index}@marque${index}.fr`;
    lines.push(
      `Crème Brûlée ${index};Alimentation;${email};Hélène Noël ${index};06 12 34 56 78;Réunion à l'été`,
    );
  }
  return windows1252(lines.join('\r\n'));
}

test('import 200 clients from a Windows-1252 CSV with semicolons, 3 rows in error, and download the report', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpToApp(page);
  await page.getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await page.getByRole('button', { name: 'Importer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer des clients' });
  // The server's limits (MAX_IMPORT_ROWS, MAX_IMPORT_MB; here their defaults), the French way.
  await expect(
    dialog.getByText(
      /^Glissez le fichier ici ou choisissez-le\. 50\s000 lignes ou 20 Mo au plus\.$/,
    ),
  ).toBeVisible();
  await expectAccessibleInBothThemes(page);

  // 1. File
  await dialog.getByLabel('Fichier CSV ou Excel (.xlsx)').setInputFiles({
    name: 'clients.csv',
    mimeType: 'text/csv',
    buffer: clientsCsv(),
  });

  // 2. Columns: guessed from the French headers; the unknown one is corrected by hand.
  await expect(dialog.getByText('clients.csv : 200 lignes lues.')).toBeVisible();
  await expect(dialog.getByLabel('Champ pour la colonne « Nom de la marque »')).toHaveValue(
    'brandName',
  );
  await expect(dialog.getByLabel('Champ pour la colonne « E-mail »')).toHaveValue(
    'contacts.0.email',
  );
  await expect(dialog.getByLabel('Champ pour la colonne « Téléphone »')).toHaveValue(
    'contacts.0.phone',
  );
  const remark = dialog.getByLabel('Champ pour la colonne « Remarque client »');
  await expect(remark).toHaveValue('');
  await remark.selectOption({ label: 'Notes' });
  await expectAccessibleInBothThemes(page);
  await dialog.getByRole('button', { name: 'Suivant' }).click();

  // 3. Preview: the accents read right, the 3 bad emails marked with their reason.
  await expect(
    dialog.getByText('3 lignes en erreur dans cet aperçu', { exact: false }),
  ).toBeVisible();
  await expect(dialog.getByRole('cell', { name: /Crème Brûlée 1$/ }).first()).toBeVisible();
  await expect(dialog.locator('td[data-invalid]')).toHaveCount(3);
  await expect(
    dialog.getByText('Erreur : Le champ « Email du contact » doit être une adresse email valide.'),
  ).toHaveCount(3);
  await expectAccessibleInBothThemes(page);
  await dialog.getByRole('button', { name: 'Suivant' }).click();

  // 4. Duplicates and summary, before anything is written.
  const summary = dialog.getByTestId('import-summary');
  await expect(summary).toContainText('197 à créer');
  await expect(summary).toContainText('3 en erreur');
  await expect(dialog.getByLabel('Ignorer la ligne')).toBeChecked();
  await expect(dialog.getByText("Rien n'est encore enregistré.")).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await dialog.getByRole('button', { name: "Lancer l'import" }).click();

  // The job: its progress, then its result and its report.
  await expect(dialog.getByText('Import terminé')).toBeVisible({ timeout: 60_000 });
  await expect(
    dialog.getByRole('progressbar', { name: 'Progression de l’import' }),
  ).toHaveAttribute('aria-valuenow', '100');
  const result = dialog.getByTestId('import-result');
  await expect(result).toContainText('197 créés');
  await expect(result).toContainText('3 en erreur');
  await expectAccessibleInBothThemes(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Télécharger le rapport des erreurs (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('clients-erreurs.csv');
  const report = await readFile(await download.path(), 'utf8');
  const rows = report
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
  expect(rows[0]).toBe(
    'Ligne;Erreur;Nom de la marque;Secteur;E-mail;Nom du contact;Téléphone;Remarque client',
  );
  expect(rows.slice(1).map((row) => row.split(';')[0])).toEqual(['4', '9', '16']);
  expect(rows[1]).toContain('Crème Brûlée 3');

  await dialog.getByRole('button', { name: 'Terminer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('197 clients', { exact: false })).toBeVisible();
  await page.getByRole('searchbox').fill('brûlée 150');
  await expect(page.getByRole('cell', { name: 'Crème Brûlée 150', exact: true })).toBeVisible();
});

/** A valid SIRET: 13 digits and the Luhn check digit. */
function siret(seed: number) {
  const body = `7328293${String(seed).padStart(6, '0')}`;
  for (let check = 0; check <= 9; check += 1) {
    const digits = `${body}${check}`;
    let sum = 0;
    for (let index = 0; index < 14; index += 1) {
      let digit = Number(digits[13 - index]);
      if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    if (sum % 10 === 0) return digits;
  }
  throw new Error('no check digit');
}

async function influencersXlsx() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Influenceurs');
  sheet.addRow([
    'Nom complet',
    'Pseudo',
    'Adresse',
    'Téléphone',
    'Date de naissance',
    'SIRET',
    'Référent interne',
    'Instagram',
    'Abonnés Instagram',
    'Tarif Post Instagram',
  ]);
  const names = ['Léa Martin', 'Zoé Lefèvre', 'Inès Moreau'];
  names.forEach((name, index) => {
    sheet.addRow([
      name,
      `pseudo${index}`,
      '12 rue de la Paix, 75002 Paris',
      '06 11 22 33 44',
      new Date(Date.UTC(1995, index, 14)),
      siret(index + 1),
      'Camille',
      `@insta_${index}`,
      12_500 * (index + 1),
      '1 200,50 €',
    ]);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('import influencers from an .xlsx file, with their Instagram account and rate', async ({
  page,
}) => {
  await signUpToApp(page);
  // Whatever limits the server answers with are the ones the hint says (not the defaults).
  await page.route('**/api/imports/influencers/current', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    await route.fulfill({ response, json: { ...json, limits: { maxRows: 1234, maxMb: 2.5 } } });
  });
  await page.getByRole('link', { name: 'Influenceurs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Influenceurs' })).toBeVisible();
  await page.getByRole('button', { name: 'Importer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer des influenceurs' });
  await expect(dialog.getByText(/1\s234 lignes ou 2,5 Mo au plus\.$/)).toBeVisible();
  await dialog.getByLabel('Fichier CSV ou Excel (.xlsx)').setInputFiles({
    name: 'influenceurs.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await influencersXlsx(),
  });
  await expect(dialog.getByText('influenceurs.xlsx : 3 lignes lues.')).toBeVisible();
  await expect(dialog.getByLabel('Champ pour la colonne « Instagram »')).toHaveValue(
    'handle.instagram',
  );
  await expect(dialog.getByLabel('Champ pour la colonne « Tarif Post Instagram »')).toHaveValue(
    'rate.post_instagram',
  );
  await expectAccessibleInBothThemes(page);
  await dialog.getByRole('button', { name: 'Suivant' }).click();
  await expect(dialog.getByText('Aucune erreur dans ces lignes.')).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await dialog.getByRole('button', { name: 'Suivant' }).click();
  await expect(dialog.getByTestId('import-summary')).toContainText('3 à créer');
  await expectAccessibleInBothThemes(page);
  await dialog.getByRole('button', { name: "Lancer l'import" }).click();
  await expect(dialog.getByText('Import terminé')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByTestId('import-result')).toContainText('3 créés');
  await expectAccessibleInBothThemes(page);
  await dialog.getByRole('button', { name: 'Terminer' }).click();
  await expect(page.getByText('Zoé Lefèvre')).toBeVisible();
  await expect(
    page.getByRole('row', { name: /Zoé Lefèvre @pseudo1 Instagram @insta_1 25\s000/ }),
  ).toBeVisible();
});

test('a file holding a NUL byte is refused at once, naming its row and column', async ({
  page,
}) => {
  await signUpToApp(page);
  await page.getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await page.getByRole('button', { name: 'Importer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer des clients' });
  // PostgreSQL keeps no NUL (issue 27): once, some rows were created and the report was empty.
  await dialog.getByLabel('Fichier CSV ou Excel (.xlsx)').setInputFiles({
    name: 'clients.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Nom de la marque;Notes\r\nMaison Lumière;Salon\r\nCafé Olé;Bio\u0000logique\r\n',
    ),
  });
  await expect(dialog.getByRole('alert')).toHaveText(
    'Ligne 3, colonne « Notes » : le fichier contient un caractère non autorisé.',
  );
  await expectNoSeriousA11yViolations(page);
  await expect(dialog.getByRole('button', { name: 'Suivant' })).toHaveCount(0);
});
