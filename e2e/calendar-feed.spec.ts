import { expect, expectNoSeriousA11yViolations, newAccount, signUp, test } from './fixtures';

// Issue 32 §4, decision 0068: a member subscribes their calendar app to their tasks. The app is
// played by a request context of its own: no cookie, only the address.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a member’s calendar link serves their task as .ics, until it is replaced or disabled', async ({
  page,
  playwright,
}) => {
  // A sign-up, a task, three axe passes and three reads of the feed.
  test.setTimeout(120_000);
  await signUp(page, newAccount());
  await expect(page).toHaveURL(/\/app\/collaborations$/);

  // A task of their own ('Moi'), on the Monday of the week shown.
  await page.getByRole('link', { name: 'Tâches' }).click();
  await page.getByRole('button', { name: /^Ajouter une tâche pour lundi / }).click();
  const form = page.getByRole('dialog', { name: 'Nouvelle tâche' });
  await expect(form.getByLabel('Assigné à').locator('option:checked')).toHaveText('Moi');
  const monday = await form.getByLabel("Date d'échéance").inputValue();
  await form.getByLabel('Titre').fill('Relire le brief Lumière');
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Tâche enregistrée')).toBeVisible();

  await page.getByRole('link', { name: 'Compte' }).click();
  const card = page.getByRole('region', { name: 'Calendrier', exact: true });
  await expect(card).toContainText('Vous n’avez pas encore de lien de calendrier.');
  await card.getByRole('button', { name: 'Créer mon lien de calendrier' }).click();
  await expect(page.getByText('Lien de calendrier créé')).toBeVisible();
  const shown = card.getByTestId('calendar-feed-url');
  const url = (await shown.textContent()) ?? '';
  expect(url).toMatch(/\/api\/calendar\/[\w-]{43}\.ics$/);
  await card.getByRole('button', { name: 'Copier l’adresse' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(card).toContainText('« À partir de l’URL »');
  await expect(card.getByText('Lien actif')).toBeVisible();
  // axe with the address and its instructions shown (light theme).
  await expectNoSeriousA11yViolations(page);

  // The calendar app: no cookie, no header but its own address.
  const calendarApp = await playwright.request.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': '198.19.7.7' },
  });
  const feed = await calendarApp.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = (await feed.text()).replace(/\r\n[ \t]/g, '');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain('SUMMARY:Relire le brief Lumière\r\n');
  expect(ics).toContain(`DTSTART;VALUE=DATE:${monday.replaceAll('-', '')}\r\n`);

  // axe on the card, with its address shown, in both themes (read before the first paint).
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('infludesk-theme', value), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await expect(card.getByText('Lien actif')).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/calendar-feed-${theme}.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);
  }
  // After a reload the address is no longer shown: only its state, with when it was read.
  await expect(card.getByTestId('calendar-feed-url')).toHaveCount(0);
  await expect(card.getByTestId('calendar-link-facts')).toContainText('lu par votre agenda le');

  // 'Remplacer le lien', from the keyboard: the old address stops at once.
  await card.getByRole('button', { name: 'Remplacer le lien' }).focus();
  await page.keyboard.press('Enter');
  const replace = page.getByRole('dialog', { name: 'Remplacer le lien de calendrier ?' });
  await expect(replace).toContainText('cessera aussitôt de fonctionner');
  await expectNoSeriousA11yViolations(page);
  await replace.getByRole('button', { name: 'Remplacer le lien' }).click();
  await expect(page.getByText('Nouveau lien créé ; l’ancien ne fonctionne plus')).toBeVisible();
  const newUrl = (await card.getByTestId('calendar-feed-url').textContent()) ?? '';
  expect(newUrl).not.toBe(url);
  expect((await calendarApp.get(url)).status()).toBe(404);
  expect((await calendarApp.get(newUrl)).status()).toBe(200);

  // 'Désactiver': nothing reads it any more.
  await card.getByRole('button', { name: 'Désactiver' }).click();
  const revoke = page.getByRole('dialog', { name: 'Désactiver le lien de calendrier ?' });
  await revoke.getByRole('button', { name: 'Désactiver' }).click();
  await expect(page.getByText('Lien de calendrier désactivé')).toBeVisible();
  await expect(card).toContainText('Vous n’avez pas encore de lien de calendrier.');
  await expect(card.getByTestId('calendar-feed-url')).toHaveCount(0);
  expect((await calendarApp.get(newUrl)).status()).toBe(404);
  await calendarApp.dispose();
});
