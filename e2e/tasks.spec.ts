import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, newAccount, signUp, test } from './fixtures';
import { INFLUENCER_REQUIRED } from './journey-data';

type Days = {
  today: string;
  weekday: number;
  monday: string;
  nextWednesday: string;
  weekAgo: string;
};

/** The days the screen works with, in the browser's own calendar (its time zone, not ours). */
function browserDays(page: Page): Promise<Days> {
  return page.evaluate(() => {
    const day = (date: Date) => date.toLocaleDateString('sv-SE');
    const shifted = (date: Date, days: number) =>
      new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
    const now = new Date();
    // Monday to Friday; a Saturday or a Sunday belongs to the week just ended.
    const monday = shifted(now, -((now.getDay() + 6) % 7));
    return {
      today: day(now),
      weekday: now.getDay(),
      monday: day(monday),
      nextWednesday: day(shifted(monday, 9)),
      weekAgo: day(shifted(now, -7)),
    };
  });
}

async function signUpToTasks(page: Page) {
  const account = newAccount();
  await signUp(page, account);
  await expect(page).toHaveURL(/\/app\/collaborations$/);
  await page.getByRole('link', { name: 'Tâches' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tâches' })).toBeVisible();
  return account;
}

async function createTask(page: Page, task: Record<string, unknown>) {
  const response = await page.request.post('/api/tasks', {
    data: { description: '', priority: 'medium', status: 'pending', ...task },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}

async function createInfluencer(page: Page, influencer: Record<string, unknown>) {
  const response = await page.request.post('/api/influencers', {
    data: { ...INFLUENCER_REQUIRED, ...influencer },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string };
}

test('plan a week: create, edit, toggle and delete in the grid; the week moves and comes back', async ({
  page,
}) => {
  await signUpToTasks(page);
  await expect(page.getByText('Gérez vos tâches et suivez leur avancement')).toBeVisible();
  const days = await browserDays(page);
  const columns = page.getByTestId('task-day');
  await expect(columns).toHaveCount(5);
  if (days.weekday >= 1 && days.weekday <= 5) {
    await expect(columns.nth(days.weekday - 1)).toHaveAttribute('aria-current', 'date');
    await expect(columns.nth(days.weekday - 1)).toContainText("Aujourd'hui");
  }
  // Monday's column: after Monday its tasks are also in 'En retard', so actions aim at the grid.
  const monday = columns.first();

  // Validation: the title, then a cleared date.
  await page.getByRole('button', { name: /^Ajouter une tâche pour lundi / }).click();
  const form = page.getByRole('dialog', { name: 'Nouvelle tâche' });
  await expect(form.getByLabel("Date d'échéance")).toHaveValue(days.monday);
  await expect(form.getByLabel('Assigné à')).toHaveValue('');
  await expect(form.getByLabel('Assigné à').locator('option:checked')).toHaveText('Moi');
  await form.getByLabel("Date d'échéance").fill('');
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(form.getByText('Le champ « Titre » est requis.')).toBeVisible();
  await expect(form.getByText('La date est requise')).toBeVisible();

  const longTitle = `Appeler Lumière ${'pourlecontrat'.repeat(8)}`;
  await form.getByLabel('Titre').fill(longTitle);
  await form.getByLabel("Date d'échéance").fill(days.monday);
  await form.getByLabel('Priorité').selectOption({ label: 'Haute' });
  await form.getByLabel('Statut').selectOption({ label: 'En cours' });
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText('Tâche enregistrée')).toBeVisible();
  await expect(form).toBeHidden();
  const task = monday.getByTestId('task-item');
  await expect(task).toContainText(longTitle);
  await expect(task).toContainText('Haute');
  // The status chosen at creation is kept.
  await expect(task).toContainText('En cours');

  await monday.getByRole('button', { name: `Modifier « ${longTitle} »` }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier la tâche' });
  await expect(edit.getByLabel('Priorité')).toHaveValue('high');
  await edit.getByLabel('Titre').fill('Appeler Lumière');
  await edit.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(edit).toBeHidden();
  await expect(task).toContainText('Appeler Lumière');
  await expect(task).not.toContainText('pourlecontrat');

  await monday.getByRole('button', { name: 'Marquer « Appeler Lumière » comme terminée' }).click();
  // Shown done at once; enabled again once the server has answered.
  await expect(
    monday.getByRole('button', { name: 'Remettre « Appeler Lumière » en attente' }),
  ).toBeEnabled();
  await page.reload();
  await expect(task).toContainText('Terminée');

  await monday.getByRole('button', { name: 'Supprimer « Appeler Lumière »' }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer la tâche' });
  await expect(confirm).toContainText('la tâche « Appeler Lumière »');
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Tâche supprimée')).toBeVisible();
  await expect(task).toHaveCount(0);
  await expect(monday).toContainText('Aucune tâche');

  // The week moves, the URL keeps it, and it comes back.
  // One long word: it must wrap on a phone.
  await createTask(page, {
    title: `Tourner la vidéo ${'Lumière'.repeat(12)}`,
    dueDate: days.nextWednesday,
  });
  const title = page.getByRole('heading', { level: 2, name: /^Semaine du / });
  const thisWeek = await title.textContent();
  await expect(page.getByText('Tourner la vidéo')).toHaveCount(0);
  await page.getByRole('button', { name: 'Semaine suivante' }).click();
  await expect(page).toHaveURL(/semaine=\d{4}-\d{2}-\d{2}/);
  await expect(title).not.toHaveText(thisWeek!);
  await expect(columns.nth(2)).toContainText('Tourner la vidéo');
  const nextWeek = await title.textContent();
  await page.reload();
  await expect(title).toHaveText(nextWeek!);
  await expect(columns.nth(2)).toContainText('Tourner la vidéo');
  await page.getByRole('button', { name: 'Semaine précédente' }).click();
  await expect(title).toHaveText(thisWeek!);
  await expect(page).not.toHaveURL(/semaine=/);
  await page.getByRole('button', { name: 'Semaine suivante' }).click();
  await page.getByRole('button', { name: 'Cette semaine' }).click();
  await expect(title).toHaveText(thisWeek!);

  // A phone: the days stack, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Semaine suivante' }).click();
  await expect(columns.nth(2)).toContainText('Tourner la vidéo');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a task assigned to a colleague: the toast names them and it is on their screen', async ({
  page,
  browser,
}) => {
  await signUpToTasks(page);
  await page.goto('/app/account');
  const code = (await page.getByTestId('join-code').textContent())!.trim();
  const colleagueContext = await browser.newContext();
  const colleaguePage = await colleagueContext.newPage();
  const colleague = newAccount('colleague');
  await signUp(colleaguePage, colleague, { code });
  await expect(colleaguePage).toHaveURL(/\/app\/collaborations$/);

  // Next week's Tuesday: never late, whatever the day the journey runs (this week's Tuesday is
  // also in 'En retard' from Wednesday on, and then two buttons bear its name).
  await page.goto('/app/todo');
  await page.getByRole('button', { name: 'Semaine suivante' }).click();
  await expect(page).toHaveURL(/semaine=\d{4}-\d{2}-\d{2}/);
  const nextWeekUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  await page.getByRole('button', { name: /^Ajouter une tâche pour mardi / }).click();
  const form = page.getByRole('dialog', { name: 'Nouvelle tâche' });
  await form.getByLabel('Titre').fill('Préparer le brief');
  const colleagueName = `${colleague.firstName} ${colleague.lastName}`;
  await form.getByLabel('Assigné à').selectOption({ label: colleagueName });
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByText(`Tâche assignée à ${colleagueName}`)).toBeVisible();
  const tuesday = page.getByTestId('task-day').nth(1);
  await expect(tuesday).toContainText('Préparer le brief');
  await expect(tuesday).toContainText(`Assignée à ${colleagueName}`);

  await colleaguePage.goto(nextWeekUrl);
  const theirTuesday = colleaguePage.getByTestId('task-day').nth(1);
  await expect(theirTuesday).toContainText('Préparer le brief');
  // Assigned to them: no name to show, and the form says 'Moi'.
  await expect(theirTuesday).not.toContainText('Assignée à');
  await colleaguePage.getByRole('button', { name: 'Modifier « Préparer le brief »' }).click();
  const theirForm = colleaguePage.getByRole('dialog', { name: 'Modifier la tâche' });
  await expect(theirForm.getByLabel('Assigné à')).toHaveValue('');
  await colleagueContext.close();
});

test('a late task in En retard, and an influencer task on an exclusive card', async ({ page }) => {
  await signUpToTasks(page);
  const days = await browserDays(page);
  await createTask(page, { title: 'Relancer la marque', dueDate: days.weekAgo, priority: 'high' });
  await createInfluencer(page, {
    fullName: 'Zoé Laurent',
    username: 'zoelaurent',
    isExclusive: true,
    platforms: [{ name: 'instagram', handle: '@zoe.laurent', audience: 1000 }],
  });
  const adam = await createInfluencer(page, { fullName: 'Adam Moreau', username: 'adam' });
  for (const n of [1, 2, 3, 4, 5, 6]) {
    await createTask(page, {
      title: `Story ${n}`,
      description: 'Une story',
      dueDate: days.today,
      influencerId: adam.id,
    });
  }
  await page.reload();

  const late = page.getByRole('region', { name: 'En retard' });
  await expect(late).toContainText('1 tâche en retard');
  await expect(late.getByTestId('task-item')).toContainText('Relancer la marque');
  await expect(late.getByTestId('task-item')).toContainText('Échéance :');
  await late.getByRole('button', { name: 'Marquer « Relancer la marque » comme terminée' }).click();
  await expect(late).toHaveCount(0);

  const exclusive = page.getByRole('region', { name: 'Influenceurs en exclusivité' });
  const others = page.getByRole('region', { name: 'Autres influenceurs' });
  await expect(exclusive).toContainText('1 influenceur');
  const zoe = exclusive.getByTestId('influencer-task-card');
  await expect(zoe).toContainText('Zoé Laurent');
  await expect(zoe).toContainText('@zoe.laurent');
  await expect(zoe).toContainText('Aucune tâche');
  const adamCard = others.getByTestId('influencer-task-card');
  await expect(adamCard.getByTestId('task-item')).toHaveCount(5);
  await expect(adamCard).toContainText('+ 1 autre tâche');

  await page.getByRole('button', { name: 'Ajouter une tâche pour Zoé Laurent' }).click();
  const form = page.getByRole('dialog', { name: 'Nouvelle tâche' });
  await expect(form.getByText('Tâche pour Zoé Laurent')).toBeVisible();
  await expect(form.getByLabel('Assigné à')).toHaveCount(0);
  await form.getByLabel('Titre').fill('Valider le script');
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(form.getByText('Le champ « Description » est requis.')).toBeVisible();
  await form.getByLabel('Description').fill('Relire le script du réel avant tournage');
  await form.getByRole('button', { name: 'Créer' }).click();
  await expect(form).toBeHidden();
  await expect(zoe.getByTestId('task-item')).toHaveText(/Valider le script/);
  await expect(zoe).not.toContainText('Tâche pour');
  // Not a week task: it lives on the card only.
  await expect(page.getByTestId('task-day').filter({ hasText: 'Valider le script' })).toHaveCount(
    0,
  );
  await zoe
    .getByRole('button', { name: 'Modifier « Tâche pour Zoé Laurent - Valider le script »' })
    .click();
  const edit = page.getByRole('dialog', { name: 'Modifier la tâche' });
  await expect(edit.getByText('Tâche pour Zoé Laurent')).toBeVisible();
  await expect(edit.getByLabel('Description')).toHaveValue(
    'Relire le script du réel avant tournage',
  );
  await page.keyboard.press('Escape');

  await page.getByLabel('Rechercher un influenceur').fill('zoé');
  await expect(others).toContainText('Aucun résultat trouvé');
  await expect(exclusive.getByTestId('influencer-task-card')).toHaveCount(1);
  await expect(page).toHaveURL(/q=zo/);
});

test('the tasks screen and its form have no serious accessibility violation', async ({ page }) => {
  await signUpToTasks(page);
  const days = await browserDays(page);
  await createTask(page, { title: 'Appeler la marque', dueDate: days.monday, priority: 'high' });
  await createTask(page, {
    title: 'Envoyer le devis',
    dueDate: days.weekAgo,
    status: 'in_progress',
  });
  const zoe = await createInfluencer(page, {
    fullName: 'Zoé Laurent',
    username: 'zoelaurent',
    isExclusive: true,
    platforms: [{ name: 'instagram', handle: '@zoe', audience: 1000 }],
  });
  await createTask(page, {
    title: 'Valider le script',
    description: 'Avant le tournage',
    dueDate: days.monday,
    influencerId: zoe.id,
  });
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((value) => localStorage.setItem('infludesk-theme', value), theme);
    await page.goto('/app/todo');
    await expect(page.getByRole('region', { name: 'En retard' })).toBeVisible();
    await expect(page.getByTestId('influencer-task-card')).toContainText('Valider le script');
    await expect(page.getByTestId('task-day').first()).toContainText('Appeler la marque');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: /^Ajouter une tâche pour lundi / }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle tâche' });
    await form.getByRole('button', { name: 'Créer' }).click();
    await expect(form.getByText('Le champ « Titre » est requis.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
  }
});
