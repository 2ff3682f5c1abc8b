import { type Browser, type Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAccount, signUp, test } from './fixtures';
import { waitForMailWith } from './outbox';

// Issue 33: A assigns a task to B; B's bell shows it and opens the task; B takes that kind in
// the daily digest, A assigns another, B sends the digest now, and the mail holds it once; its unsubscribe link works
// without signing in. axe in both themes on the open panel and the preferences card.

type Theme = 'light' | 'dark';

/** The theme is read from localStorage before the first paint (public/boot.js). */
async function inTheme(page: Page, theme: Theme) {
  await page.evaluate((value) => localStorage.setItem('infludesk-theme', value), theme);
  await page.reload();
}

async function joinedColleague(browser: Browser, code: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = newAccount('colleague');
  await signUp(page, account, { code });
  await expect(page).toHaveURL(/\/app\/collaborations$/);
  return { page, account };
}

test('a task assigned to a colleague reaches their bell, their digest, and unsubscribes', async ({
  page,
  browser,
}) => {
  // Two sign-ups, a task, a mail and four axe passes.
  test.setTimeout(180_000);
  const owner = newAccount('owner');
  await signUp(page, owner);
  await page.goto('/app/account');
  const code = (await page.getByTestId('join-code').textContent())!.trim();
  const b = await joinedColleague(browser, code);
  const colleagueName = `${b.account.firstName} ${b.account.lastName}`;

  // A assigns a task to B.
  const assign = async (title: string) => {
    await page.goto('/app/todo');
    await page.getByRole('button', { name: /^Ajouter une tâche pour lundi / }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle tâche' });
    await form.getByLabel('Titre').fill(title);
    await form.getByLabel('Assigné à').selectOption({ label: colleagueName });
    await form.getByRole('button', { name: 'Créer' }).click();
    await expect(page.getByText(title).first()).toBeVisible();
  };
  const title = `Relire le brief ${b.account.lastName}`;
  await assign(title);

  // B's bell shows it (live, or on the next read of the count).
  const bell = b.page.getByRole('button', { name: 'Notifications, 1 non lue' });
  await expect(async () => {
    await b.page.reload();
    await expect(bell).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await bell.click();
  const panel = b.page.getByRole('dialog', { name: 'Notifications' });
  const item = panel.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('Non lue');
  await expect(item).toContainText(/il y a|maintenant/);
  for (const theme of ['light', 'dark'] as const) {
    await inTheme(b.page, theme);
    await b.page.getByRole('button', { name: /^Notifications, / }).click();
    await expect(panel.getByRole('listitem').filter({ hasText: title })).toBeVisible();
    await expectNoSeriousA11yViolations(b.page);
    await b.page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(b.page.getByRole('button', { name: /^Notifications, / })).toBeFocused();
  }

  // The item opens the task, and is read.
  await b.page.getByRole('button', { name: /^Notifications, / }).click();
  await panel.getByRole('link', { name: new RegExp(title) }).click();
  await expect(b.page).toHaveURL(/\/app\/todo\?tache=/);
  await expect(b.page.getByRole('dialog', { name: 'Modifier la tâche' })).toBeVisible();
  await expect(b.page.getByRole('dialog').getByLabel('Titre')).toHaveValue(title);
  await b.page.keyboard.press('Escape');
  await expect(b.page.getByRole('button', { name: 'Notifications, aucune non lue' })).toBeVisible();

  // B takes assignments in the daily digest, and sends it now: the task, once.
  await b.page.goto('/app/account');
  const card = b.page.getByRole('region', { name: 'Notifications' });
  const assigned = card.getByLabel('Une tâche m’est assignée');
  await assigned.selectOption({ label: 'Résumé quotidien' });
  await card.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(b.page.getByText('Préférences enregistrées.')).toBeVisible();
  await b.page.reload();
  await expect(assigned.locator('option:checked')).toHaveText('Résumé quotidien');
  for (const theme of ['light', 'dark'] as const) {
    await inTheme(b.page, theme);
    await expect(card.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
    await expectNoSeriousA11yViolations(b.page);
  }
  // A second task, now for the digest (the first one was read in the app: it stays out).
  const second = `Envoyer le devis ${b.account.lastName}`;
  await assign(second);
  await card.getByRole('button', { name: 'M’envoyer le résumé maintenant' }).click();
  await expect(b.page.getByText('Résumé envoyé : 1 élément.')).toBeVisible();
  const mail = await waitForMailWith(b.account.email, 'Un élément vous attend');
  // The text part: an HTML part would name the task a second time.
  const text = mail.split(/Content-Type: text\/html/i)[0]!;
  expect(text.split(second)).toHaveLength(2);
  expect(text).not.toContain(title);

  // Its unsubscribe link, signed out.
  const unsubscribe = /Ne plus recevoir ces mails : (\S+)/.exec(mail)![1]!;
  const outsider = await (await browser.newContext()).newPage();
  await outsider.goto(unsubscribe);
  await outsider.getByRole('button', { name: 'Me désabonner' }).click();
  await expect(outsider.getByText(/C’est fait : vous ne recevrez plus par mail/)).toBeVisible();
});
