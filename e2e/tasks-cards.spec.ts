import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAccount, signUp, test } from './fixtures';
import { INFLUENCER_REQUIRED, post } from './journey-data';

// Issue 27, Tâches: the sixth task of an influencer onward is reachable from its card, and a
// task whose assignee is gone says 'Non assigné'. The data is seeded through the API.

const THEMES = ['dark', 'light'] as const;

/** Monday of the week the grid shows, in the browser's calendar (a weekend shows the last one). */
function browserMonday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const monday = new Date(
      now.getFullYear(),
      now.getMonth(),
      now.getDate() - ((now.getDay() + 6) % 7),
    );
    return monday.toLocaleDateString('sv-SE');
  });
}

async function signUpAccount(page: Page) {
  const account = newAccount();
  await signUp(page, account);
  await expect(page).toHaveURL(/\/app\/collaborations$/);
  return account;
}

/** 22 tasks for Adam Moreau: more than a card (5) and more than a page of the full list (20). */
async function seedAdam(page: Page) {
  const adam = await post(page, '/api/influencers', {
    ...INFLUENCER_REQUIRED,
    fullName: 'Adam Moreau',
    username: 'adam',
  });
  // Fixed days: the cards order open tasks by due day, whatever today is.
  for (let n = 1; n <= 22; n += 1) {
    await post(page, '/api/tasks', {
      title: `Story ${n}`,
      description: 'Une story',
      priority: 'medium',
      status: 'pending',
      dueDate: `2030-01-${String(n).padStart(2, '0')}`,
      influencerId: adam.id,
    });
  }
}

test('a card with more than five tasks opens in full: the others are ticked, opened, deleted', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpAccount(page);
  await seedAdam(page);
  await page.goto('/app/todo');
  const card = page.getByTestId('influencer-task-card').filter({ hasText: 'Adam Moreau' });
  const items = card.getByTestId('task-item');
  await expect(items).toHaveCount(5);
  const more = card.getByRole('button', { name: '+ 17 autres tâches' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');

  // Opened: the first page of the server's list, then 'Afficher plus' for the rest.
  await more.click();
  const less = card.getByRole('button', { name: 'Afficher moins' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  await expect(items).toHaveCount(20);
  await card.getByRole('button', { name: 'Afficher plus' }).click();
  await expect(items).toHaveCount(22);
  await expect(items.last()).toContainText('Story 22');

  const full = (n: number) => `Tâche pour Adam Moreau - Story ${n}`;
  await card.getByRole('button', { name: `Marquer « ${full(21)} » comme terminée` }).click();
  await expect(
    card.getByRole('button', { name: `Remettre « ${full(21)} » en attente` }),
  ).toBeEnabled();
  await expect(items.filter({ hasText: 'Story 21' })).toContainText('Terminée');

  await card.getByRole('button', { name: `Modifier « ${full(22)} »` }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier la tâche' });
  await expect(edit.getByLabel('Titre')).toHaveValue('Story 22');
  await edit.getByLabel('Titre').fill('Story 22 relue');
  await edit.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText('Story 22 relue');

  await card.getByRole('button', { name: `Supprimer « ${full(20)} »` }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer la tâche' });
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Tâche supprimée')).toBeVisible();
  await expect(items.filter({ hasText: /^Story 20$/ })).toHaveCount(0);

  // Closed again: five on the card, the count follows the deletion.
  await less.click();
  await expect(items).toHaveCount(5);
  await expect(card.getByRole('button', { name: '+ 16 autres tâches' })).toBeFocused();

  const stored = await page.request.get('/api/tasks/influencers?exclusive=false');
  const [adam] = ((await stored.json()) as { items: { taskCount: number }[] }).items;
  expect(adam!.taskCount).toBe(21);

  for (const theme of THEMES) {
    await page.evaluate((value) => localStorage.setItem('infludesk-theme', value), theme);
    await page.goto('/app/todo');
    await card.getByRole('button', { name: '+ 16 autres tâches' }).click();
    await expect(items).toHaveCount(20);
    await expectNoSeriousA11yViolations(page);
  }
});

test("a task whose assignee deleted their account says 'Non assigné'", async ({
  page,
  browser,
}) => {
  // Two sign-ups and two axe runs.
  test.setTimeout(90_000);
  await signUpAccount(page);
  await page.goto('/app/account');
  const code = (await page.getByTestId('join-code').textContent())!.trim();
  const colleagueContext = await browser.newContext();
  const colleaguePage = await colleagueContext.newPage();
  const colleague = newAccount('colleague');
  await signUp(colleaguePage, colleague, { code });
  await expect(colleaguePage).toHaveURL(/\/app\/collaborations$/);
  const colleagueId = (
    (await (await colleaguePage.request.get('/api/auth/session')).json()) as {
      user: { id: string };
    }
  ).user.id;

  await page.goto('/app/todo');
  const monday = await browserMonday(page);
  await post(page, '/api/tasks', {
    title: 'Préparer le brief',
    description: '',
    dueDate: monday,
    assignedTo: colleagueId,
  });
  await post(page, '/api/tasks', { title: 'Appeler la marque', description: '', dueDate: monday });
  await page.reload();
  const column = page.getByTestId('task-day').first();
  const brief = column.getByTestId('task-item').filter({ hasText: 'Préparer le brief' });
  await expect(brief).toContainText(`Assignée à ${colleague.firstName} ${colleague.lastName}`);

  const deleted = await colleaguePage.request.post('/api/account/delete', {
    data: { password: colleague.password },
  });
  expect(deleted.status()).toBe(200);
  await colleagueContext.close();

  for (const theme of THEMES) {
    await page.evaluate((value) => localStorage.setItem('infludesk-theme', value), theme);
    await page.reload();
    await expect(brief).toContainText('Non assigné');
    await expect(brief).not.toContainText('Assignée à');
    // Mine: nothing to say.
    await expect(
      column.getByTestId('task-item').filter({ hasText: 'Appeler la marque' }),
    ).not.toContainText('Non assigné');
    await expectNoSeriousA11yViolations(page);
  }
  // The form says it too, beside 'Assigné à' ('Moi' is what saving would choose).
  await column.getByRole('button', { name: 'Modifier « Préparer le brief »' }).click();
  const form = page.getByRole('dialog', { name: 'Modifier la tâche' });
  await expect(form.getByLabel('Assigné à')).toHaveAccessibleDescription(
    /^Actuellement : Non assigné\./,
  );
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
});
