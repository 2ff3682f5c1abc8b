import { createHash, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { post, signUpToApp } from './journey-data';

// Issue 15: the Ressources screen. Each journey has its own agency; resources a journey is not
// about are seeded through the API (link-only ones need no upload).

const THEMES = ['light', 'dark'] as const;
const TYPE_LABELS = [
  'Briefs',
  'Contrats',
  'Factures',
  'Devis',
  'Email type',
  'Formation interne',
  'Vidéo',
  'Autre',
];
const EMPTY_TEXTS = [
  'Aucun brief',
  'Aucun contrat',
  'Aucune facture',
  'Aucun devis',
  'Aucun email type',
  'Aucune formation interne',
  'Aucune vidéo',
  'Aucune autre ressource',
];

const card = (page: Page, label: string) =>
  page
    .getByTestId('resource-card')
    .filter({ has: page.getByRole('heading', { level: 2, name: label, exact: true }) });

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function openResources(page: Page) {
  await signUpToApp(page);
  await page.getByRole('link', { name: 'Ressources' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ressources' })).toBeVisible();
}

async function openNewResource(page: Page) {
  await page.getByRole('button', { name: 'Nouvelle ressource' }).click();
  const form = page.getByRole('dialog', { name: 'Nouvelle ressource' });
  await expect(form).toBeVisible();
  return form;
}

async function openDetail(page: Page, name: string) {
  await page.getByRole('button', { name: `Voir la ressource « ${name} »` }).click();
  const detail = page.getByRole('dialog', { name });
  await expect(detail.getByRole('button', { name: 'Modifier', exact: true })).toBeEnabled();
  return detail;
}

async function create(form: Locator, page: Page) {
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Ressource enregistrée')).toBeVisible();
  await expect(form).toBeHidden();
}

const linkResource = (page: Page, resource: { name: string; type: string; description: string }) =>
  post(page, '/api/resources', { ...resource, url: 'https://example.com/doc' });

test('the eight cards, in the spec order, each with its empty state', async ({ page }) => {
  await openResources(page);
  await expect(page.getByRole('button', { name: 'Nouvelle ressource' })).toBeVisible();
  await expect(page.getByLabel('Rechercher une ressource')).toBeVisible();
  const cards = page.getByTestId('resource-card');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(TYPE_LABELS);
  // One sentence per type, in correct French (issue 27): never 'Aucun Factures'.
  for (const [index, label] of TYPE_LABELS.entries()) {
    await expect(card(page, label)).toContainText(EMPTY_TEXTS[index]!);
  }
});

test('a link-only resource shows in its card, and its detail opens the link', async ({ page }) => {
  await openResources(page);
  const form = await openNewResource(page);
  await form.getByLabel('Nom', { exact: true }).fill('Modèle de contrat cadre');
  await form.getByLabel('Type', { exact: true }).selectOption({ label: 'Contrats' });
  await form.getByLabel('Description').fill('Le contrat type, à jour des clauses 2026.');
  await expect(form.getByLabel('URL')).toHaveAttribute('type', 'url');
  await form.getByLabel('URL').fill('https://example.com/contrat-cadre');
  await create(form, page);

  const contracts = card(page, 'Contrats');
  await expect(contracts.getByTestId('resource-item')).toHaveText([/Modèle de contrat cadre/]);
  await expect(card(page, 'Briefs')).toContainText('Aucun brief');

  const detail = await openDetail(page, 'Modèle de contrat cadre');
  await expect(detail).toContainText('Contrats');
  await expect(detail).toContainText('Le contrat type, à jour des clauses 2026.');
  const link = detail.getByRole('link', { name: 'https://example.com/contrat-cadre' });
  await expect(link).toHaveAttribute('href', 'https://example.com/contrat-cadre');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(detail.getByRole('link', { name: 'Télécharger' })).toHaveCount(0);
});

test('a 3 MB file is named from its file name, then downloads byte for byte', async ({ page }) => {
  await openResources(page);
  const bytes = randomBytes(3 * 1024 * 1024);
  const form = await openNewResource(page);
  await form.getByLabel('Type', { exact: true }).selectOption({ label: 'Factures' });
  await form.getByLabel('Description').fill('La facture du trimestre.');
  await form.getByLabel('Fichier', { exact: true }).setInputFiles({
    name: 'facture-mars.2026.bin',
    mimeType: 'application/octet-stream',
    buffer: bytes,
  });
  // The name before the file name's first dot.
  await expect(form.getByLabel('Nom', { exact: true })).toHaveValue('facture-mars');
  await expect(form.getByTestId('resource-file')).toContainText('facture-mars.2026.bin');
  await expect(form.getByTestId('resource-file')).toContainText('3,00 MB');
  await create(form, page);

  const invoices = card(page, 'Factures');
  await expect(invoices.getByTestId('resource-item')).toHaveText([/facture-mars/]);
  await expect(invoices).toContainText('facture-mars.2026.bin · 3,00 MB');

  const detail = await openDetail(page, 'facture-mars');
  await expect(detail).toContainText('facture-mars.2026.bin');
  await expect(detail).toContainText('application/octet-stream');
  await expect(detail).toContainText('3,00 MB');
  await expect(detail).toContainText('Aperçu indisponible pour ce type de fichier.');
  const downloadLink = detail.getByRole('link', { name: 'Télécharger' });
  await expect(downloadLink).toHaveAttribute('download', 'facture-mars.2026.bin');
  const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()]);
  expect(download.suggestedFilename()).toBe('facture-mars.2026.bin');
  const downloaded = await readFile(await download.path());
  expect(downloaded.length).toBe(bytes.length);
  expect(sha256(downloaded)).toBe(sha256(bytes));
});

test('neither a URL nor a file: the spec message, and nothing is sent', async ({ page }) => {
  await openResources(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/(resources|uploads)/.test(request.url())) {
      posts.push(request.url());
    }
  });
  const form = await openNewResource(page);
  await form.getByLabel('Nom', { exact: true }).fill('Brief sans support');
  await form.getByLabel('Description').fill('Ni lien ni fichier.');
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(form.getByText('Veuillez fournir soit une URL, soit un fichier.')).toBeVisible();
  await expect(form.getByLabel('Nom', { exact: true })).toHaveValue('Brief sans support');
  expect(posts).toEqual([]);

  // Closing asks (the form holds what was typed); the card is still empty.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Abandonner', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(card(page, 'Briefs')).toContainText('Aucun brief');
  expect(posts).toEqual([]);
});

test('the search box filters every card on the server, and stays in the URL', async ({ page }) => {
  await signUpToApp(page);
  await linkResource(page, {
    name: 'Brief printemps',
    type: 'brief',
    description: 'Lancement de la gamme',
  });
  await linkResource(page, { name: 'Contrat Lumière', type: 'contract', description: 'Signé' });
  await linkResource(page, {
    name: 'Facture mars',
    type: 'invoice',
    description: 'Campagne de printemps',
  });
  await page.goto('/app/resources');
  await expect(card(page, 'Contrats')).toContainText('Contrat Lumière');

  const searched = page.waitForRequest(
    (request) => request.url().includes('/api/resources?') && request.url().includes('q=printemps'),
  );
  await page.getByLabel('Rechercher une ressource').fill('printemps');
  await searched;
  await expect(page).toHaveURL(/[?&]q=printemps/);
  await expect(card(page, 'Briefs')).toContainText('Brief printemps');
  // Matched by its description.
  await expect(card(page, 'Factures')).toContainText('Facture mars');
  await expect(card(page, 'Contrats')).toContainText('Aucun résultat trouvé');
  await expect(card(page, 'Contrats')).not.toContainText('Contrat Lumière');

  // A reload keeps the search.
  await page.reload();
  await expect(page.getByLabel('Rechercher une ressource')).toHaveValue('printemps');
  await expect(card(page, 'Contrats')).toContainText('Aucun résultat trouvé');

  await page.getByLabel('Rechercher une ressource').fill('');
  await expect(card(page, 'Contrats')).toContainText('Contrat Lumière');
});

test('deleting asks first, empties the card, and the file then answers 404', async ({ page }) => {
  await openResources(page);
  const form = await openNewResource(page);
  await form.getByLabel('Description').fill('Le brief de la campagne.');
  await form.getByLabel('Fichier', { exact: true }).setInputFiles({
    name: 'brief.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Trois créateurs lifestyle.'),
  });
  await create(form, page);
  const briefs = card(page, 'Briefs');
  await expect(briefs.getByTestId('resource-item')).toHaveText([/brief/]);

  const detail = await openDetail(page, 'brief');
  const href = await detail.getByRole('link', { name: 'Télécharger' }).getAttribute('href');
  const fileUrl = href!.replace('?download=1', '');
  expect((await page.request.get(fileUrl)).status()).toBe(200);
  await detail.getByRole('button', { name: 'Fermer', exact: true }).first().click();
  await expect(detail).toBeHidden();

  await briefs.getByRole('button', { name: 'Supprimer la ressource « brief »' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer la ressource' });
  await expect(confirm).toContainText(
    'Êtes-vous sûr de vouloir supprimer la ressource « brief » ? Vous pourrez annuler cette suppression depuis la Corbeille (Compte) pendant 30 jours.',
  );
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Ressource supprimée')).toBeVisible();
  await expect(briefs).toContainText('Aucun brief');
  expect((await page.request.get(fileUrl)).status()).toBe(404);
  expect((await page.request.get(href!)).status()).toBe(404);
});

test('an upload pauses, resumes, and goes on where it stopped after a reload', async ({ page }) => {
  test.setTimeout(90_000);
  await openResources(page);
  // Each chunk (8 MB) is held a moment on its way, so the upload can be seen and paused.
  await page.route('**/api/uploads/*', async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((done) => setTimeout(done, 700));
    await route.continue().catch(() => undefined);
  });
  // A file on disk: the same file chosen again after a reload is recognised (name, size, date).
  const bytes = randomBytes(20 * 1024 * 1024);
  const path = test.info().outputPath('rushes.raw');
  await writeFile(path, bytes);
  const fill = async (form: Locator) => {
    await form.getByLabel('Type', { exact: true }).selectOption({ label: 'Vidéo' });
    await form.getByLabel('Description').fill('Le tournage brut.');
    await form.getByLabel('Fichier', { exact: true }).setInputFiles(path);
  };
  const patched = () =>
    page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.status() === 204,
    );

  let form = await openNewResource(page);
  await fill(form);
  let firstChunk = patched();
  await form.getByRole('button', { name: 'Créer' }).click();
  const progress = form.getByRole('progressbar', { name: 'Progression de l’envoi' });
  await expect(progress).toBeVisible();
  await expect(form.getByText('Envoi en cours')).toBeVisible();
  await firstChunk;
  await form.getByRole('button', { name: 'Pause' }).click();
  await expect(form.getByText('En pause')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', /^[1-9]\d*$/);
  await expect(form.getByText(/^\d+ %$/)).toBeVisible();

  // Closing while a file is on its way asks first.
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Abandonner les modifications ?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Continuer la saisie' }).click();
  await expect(question).toBeHidden();

  firstChunk = patched();
  await form.getByRole('button', { name: 'Reprendre' }).click();
  await expect(form.getByText('Envoi en cours')).toBeVisible();
  await firstChunk;

  // The page is left mid-way (the browser asks first), then the same file is chosen again.
  const unloadQuestions: string[] = [];
  page.on('dialog', (dialog) => {
    unloadQuestions.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(unloadQuestions).toEqual(['beforeunload']);
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/uploads')) {
      requests.push(`${request.method()} ${request.headers()['upload-offset'] ?? ''}`.trim());
    }
  });
  // Where the server says the stored upload stands: two chunks at least, more when the third
  // had begun to arrive before the reload cut it (the server keeps what it received).
  const heardOffset = page
    .waitForResponse(
      (response) =>
        response.url().includes('/api/uploads') && response.request().method() === 'HEAD',
    )
    .then((response) => Number(response.headers()['upload-offset']));
  form = await openNewResource(page);
  await fill(form);
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Ressource enregistrée')).toBeVisible({ timeout: 30_000 });
  // No new upload: the stored one is asked where it stands, and goes on from there.
  expect(requests[0]).toBe('HEAD');
  expect(requests).not.toContain('POST');
  const offset = await heardOffset;
  expect(offset).toBeGreaterThanOrEqual(16 * 1024 * 1024);
  expect(offset).toBeLessThan(20 * 1024 * 1024);
  expect(requests[1]).toBe(`PATCH ${offset}`);
  await expect(card(page, 'Vidéo')).toContainText('rushes.raw · 20,00 MB');
  const detail = await openDetail(page, 'rushes');
  const href = await detail.getByRole('link', { name: 'Télécharger' }).getAttribute('href');
  const downloaded = await (await page.request.get(href!)).body();
  expect(sha256(downloaded)).toBe(sha256(bytes));
});

test('a refused upload or save keeps what was typed; a retry does not send the file again', async ({
  page,
}) => {
  await openResources(page);
  const form = await openNewResource(page);
  await form.getByLabel('Nom', { exact: true }).fill('Devis tournage');
  await form.getByLabel('Type', { exact: true }).selectOption({ label: 'Devis' });
  await form.getByLabel('Description').fill('Le devis signé.');
  await form.getByLabel('Fichier', { exact: true }).setInputFiles({
    name: 'devis.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Devis n° 42'),
  });

  // Too large for the server (its limit is read from tus: MAX_UPLOAD_MB, 1024 by default).
  await page.route('**/api/uploads', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 413, headers: { 'Tus-Resumable': '1.0.0' } })
      : route.fallback(),
  );
  await form.getByRole('button', { name: 'Créer' }).click();
  const tooLarge = 'Le fichier dépasse la taille maximale (1024 MB).';
  await expect(form.getByText(tooLarge)).toBeVisible();
  await expect(form.getByText("Erreur d'envoi")).toBeVisible();
  await expect(form.getByLabel('Nom', { exact: true })).toHaveValue('Devis tournage');
  await page.unroute('**/api/uploads');

  // The file goes through, the save fails: the spec's message, everything still there.
  let uploads = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/uploads')) uploads += 1;
  });
  await page.route('**/api/resources', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Boom' } } })
      : route.fallback(),
  );
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(
    page.getByText('Une erreur est survenue lors de la sauvegarde de la ressource.'),
  ).toBeVisible();
  await expect(form.getByText('Fichier envoyé')).toBeVisible();
  await expect(form.getByLabel('Description')).toHaveValue('Le devis signé.');
  await page.unroute('**/api/resources');

  await create(form, page);
  expect(uploads).toBe(1);
  await expect(card(page, 'Devis')).toContainText('devis.txt');
});

test('editing replaces the file, or removes it for a link', async ({ page }) => {
  await openResources(page);
  let form = await openNewResource(page);
  await form.getByLabel('Description').fill('Le brief, première version.');
  await form.getByLabel('Fichier', { exact: true }).setInputFiles({
    name: 'brief.v1.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Version 1'),
  });
  await create(form, page);

  const briefs = card(page, 'Briefs');
  await briefs.getByRole('button', { name: 'Modifier la ressource « brief »' }).click();
  form = page.getByRole('dialog', { name: 'Modifier la ressource' });
  await expect(form.getByTestId('resource-file')).toHaveText(/Fichier actuel : brief\.v1\.txt/);
  await form.getByRole('button', { name: 'Remplacer le fichier' }).click();
  await form.getByLabel('Remplacer le fichier', { exact: true }).setInputFiles({
    name: 'brief.v2.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Version 2, validée'),
  });
  // The name was given: it stays.
  await expect(form.getByLabel('Nom', { exact: true })).toHaveValue('brief');
  await form.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(form).toBeHidden();
  await expect(briefs).toContainText('brief.v2.txt');

  let detail = await openDetail(page, 'brief');
  const href = await detail.getByRole('link', { name: 'Télécharger' }).getAttribute('href');
  expect(await (await page.request.get(href!)).text()).toBe('Version 2, validée');

  // Without its file, the resource needs a link.
  await detail.getByRole('button', { name: 'Modifier', exact: true }).click();
  form = page.getByRole('dialog', { name: 'Modifier la ressource' });
  await form.getByRole('button', { name: 'Retirer le fichier' }).click();
  await expect(form.getByTestId('resource-file')).toHaveCount(0);
  await form.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(form.getByText('Veuillez fournir soit une URL, soit un fichier.')).toBeVisible();
  await form.getByLabel('URL').fill('https://example.com/brief');
  await form.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(form).toBeHidden();
  await expect(briefs).not.toContainText('brief.v2.txt');
  detail = await openDetail(page, 'brief');
  await expect(detail.getByRole('link', { name: 'https://example.com/brief' })).toBeVisible();
  await expect(detail.getByRole('link', { name: 'Télécharger' })).toHaveCount(0);
  expect((await page.request.get(href!)).status()).toBe(404);
});

test('a cancelled upload is deleted from the server and nothing is created', async ({ page }) => {
  await openResources(page);
  await page.route('**/api/uploads/*', async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((done) => setTimeout(done, 1500));
    await route.continue().catch(() => undefined);
  });
  const deletions: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletions.push(request.url());
  });
  const form = await openNewResource(page);
  await form.getByLabel('Description').fill('Trop lourd, finalement.');
  await form.getByLabel('Fichier', { exact: true }).setInputFiles({
    name: 'archive.zip',
    mimeType: 'application/zip',
    buffer: randomBytes(1024 * 1024),
  });
  // The upload exists on the server once its creation is answered: cancelling then deletes it.
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/uploads') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(form.getByText('Envoi en cours')).toBeVisible();
  await created;
  await form.getByRole('button', { name: 'Annuler l’envoi' }).click();
  await expect(form.getByText('Envoi annulé')).toBeVisible();
  await expect.poll(() => deletions).toEqual([expect.stringMatching(/\/api\/uploads\/[\w-]+$/)]);
  await form.getByRole('button', { name: 'Retirer le fichier' }).click();
  await expect(form.getByLabel('Fichier', { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Annuler', exact: true }).click();
  await page.getByRole('button', { name: 'Abandonner', exact: true }).click();
  await expect(card(page, 'Briefs')).toContainText('Aucun brief');
});

test('the screen, its form and an image detail have no serious violation, in both themes', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openResources(page);
  await linkResource(page, { name: 'Charte graphique', type: 'brief', description: 'Logos' });
  // Any PNG will do: the browser's own picture of the page.
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 } });
  const form = await openNewResource(page);
  await form.getByLabel('Type', { exact: true }).selectOption({ label: 'Autre' });
  await form.getByLabel('Description').fill('Le visuel de la campagne.');
  await form.getByLabel('Fichier', { exact: true }).setInputFiles({
    name: 'visuel.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await create(form, page);

  for (const theme of THEMES) {
    await page.evaluate((value) => localStorage.setItem('infludesk-theme', value), theme);
    await page.goto('/app/resources');
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await expect(card(page, 'Autre')).toContainText('visuel');
    await expectNoSeriousA11yViolations(page);

    const newForm = await openNewResource(page);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(newForm).toBeHidden();

    await page.getByRole('button', { name: 'Modifier la ressource « visuel »' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier la ressource' });
    await expect(edit.getByTestId('resource-file')).toContainText('Fichier actuel');
    await expect(edit.getByRole('button', { name: 'Remplacer le fichier' })).toBeVisible();
    await expect(edit.getByRole('button', { name: 'Retirer le fichier' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();

    const detail = await openDetail(page, 'visuel');
    const image = detail.getByRole('img', { name: 'visuel.png' });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((node: HTMLImageElement) => node.naturalWidth))
      .toBe(320);
    await expectNoSeriousA11yViolations(page);
  }
});
