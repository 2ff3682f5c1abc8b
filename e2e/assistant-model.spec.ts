import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { INFLUENCER_REQUIRED, post, signUpToApp } from './journey-data';

// Issue 16: the assistant with a model (e2e/model-app.ts: a second server whose AI_BASE_URL is
// a stand-in provider). The stand-in calls the 'collaborations' tool, then writes its answer
// from the tool's result: the reply streams from the server, with the agency's real data.

const MODEL_URL = `http://127.0.0.1:${process.env.E2E_MODEL_PORT ?? 3211}`;
test.use({ baseURL: MODEL_URL });

test('a model answers through its tools, streamed, and never sees the key leave', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpToApp(page);
  const client = await post(page, '/api/clients', { brandName: 'Maison Lumière' });
  const lea = await post(page, '/api/influencers', {
    ...INFLUENCER_REQUIRED,
    fullName: 'Léa Martin',
    username: 'leamartin',
  });
  for (const [name, isQuoteSent] of [
    ['Lancement printemps', false],
    ['Collection été', false],
    ['Soldes hiver', true],
  ] as const) {
    await post(page, '/api/collaborations', {
      name,
      type: 'collaboration_sortante',
      clientId: client.id,
      contactDate: '2026-03-02',
      manager: 'Camille Durand',
      isQuoteSent,
      influencers: [{ influencerId: lea.id, deliverables: [] }],
    });
  }
  const home = await page.request.get('/api/assistant');
  expect((await home.json()).mode).toBe('model');

  await page.goto('/app/assistant');
  const streamed = page.waitForResponse('**/api/assistant/messages');
  const box = page.getByRole('textbox', { name: 'Votre question' });
  await box.fill('Où en sont mes collaborations en attente ?');
  await box.press('Enter');
  const body = await (await streamed).text();
  expect(body).toContain('event: delta');
  expect(body).not.toContain('sk-e2e-cle-secrete');

  const reply = page.locator('[data-testid="chat-message"][data-role="assistant"]').last();
  await expect(reply).toContainText(
    "D'après vos données, 2 collaborations attendent une confirmation",
  );
  await expect(reply.locator('strong')).toHaveText('2');
  const listed = await reply.getByRole('listitem').allTextContents();
  expect(listed.sort()).toEqual(['Collection été', 'Lancement printemps']);
});

test('a second tab asking in a conversation whose reply still streams is told to wait', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpToApp(page);
  await page.goto('/app/assistant');
  const box = page.getByRole('textbox', { name: 'Votre question' });
  await box.fill('Bonjour, prenez votre temps');
  await box.press('Enter');
  const messages = page.getByRole('region', { name: 'Messages de la conversation' });
  await expect(messages.getByRole('status')).toHaveText('Réponse en cours…');

  // The same conversation in a second tab, while the first still streams (issue 27).
  const other = await page.context().newPage();
  await other.goto('/app/assistant');
  await other
    .getByTestId('conversation-item')
    .filter({ hasText: 'Bonjour, prenez votre temps' })
    .getByRole('button')
    .first()
    .click();
  const otherBox = other.getByRole('textbox', { name: 'Votre question' });
  await otherBox.fill('Et mes tâches ?');
  await otherBox.press('Enter');
  const banner = other.getByRole('alert');
  await expect(banner).toContainText(
    'Une réponse est encore en cours dans cette conversation. Attendez-la avant de poser une autre question.',
  );
  await expect(otherBox).toHaveValue('Et mes tâches ?');
  await expectNoSeriousA11yViolations(other);
});
