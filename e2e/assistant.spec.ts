import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { INFLUENCER_REQUIRED, post, signUpToApp } from './journey-data';

// Issue 16: the Assistant IA screen, offline. The e2e server has no AI_BASE_URL nor AI_API_KEY:
// the built-in answerer replies, from the data each journey creates through the API first.

const GREETING =
  "Bonjour, je suis Iris, votre expert en marketing d'influence. Comment puis-je vous aider aujourd'hui ?";
const PENDING_QUESTION = 'Combien de collaborations sont en attente de confirmation ?';
const GENERIC_SUGGESTIONS = [
  'Quelles sont les coordonnées de mes contacts clients ?',
  "Quelle est l'adresse de mes influenceurs ?",
  PENDING_QUESTION,
  'Quels sont les meilleurs influenceurs pour le secteur Mode ?',
];

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/shots/assistant-${name}.png`, fullPage: true });

const messages = (page: Page) => page.getByRole('region', { name: 'Messages de la conversation' });
const box = (page: Page) => page.getByRole('textbox', { name: 'Votre question' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Envoyer', exact: true });
const replies = (page: Page) =>
  messages(page).locator('[data-testid="chat-message"][data-role="assistant"]');
const suggestion = (page: Page, name: string) =>
  messages(page).getByRole('button', { name, exact: true });

/** The button that opens a past conversation (its title and its date). */
const pastConversation = (page: Page, title: string) =>
  page.getByTestId('conversation-item').filter({ hasText: title }).getByRole('button').first();

/** The `count`th reply is there and complete: the conversation is no longer busy. */
async function expectReplies(page: Page, count: number) {
  await expect(replies(page)).toHaveCount(count);
  await expect(messages(page)).toHaveAttribute('aria-busy', 'false');
  return replies(page).last();
}

/** Asks through the box and waits for the reply to be complete. */
async function ask(page: Page, question: string) {
  const count = await replies(page).count();
  await box(page).fill(question);
  await box(page).press('Enter');
  const reply = await expectReplies(page, count + 1);
  await expect(box(page)).toHaveValue('');
  return reply;
}

/** A client with a contact, an influencer with an address, two pending deals and one going. */
async function createAgencyData(page: Page) {
  const client = await post(page, '/api/clients', {
    brandName: 'Maison Lumière',
    sectorMain: 'lifestyle',
    contacts: [
      { name: 'Marie Durand', email: 'marie.durand@maison-lumiere.fr', phone: '0612345678' },
    ],
  });
  const lea = await post(page, '/api/influencers', {
    ...INFLUENCER_REQUIRED,
    fullName: 'Léa Martin',
    username: 'leamartin',
    address: '8 avenue Foch, 69006 Lyon',
    rates: [{ type: 'post_instagram', priceCents: 90000 }],
  });
  const deal = (name: string, isQuoteSent: boolean, influencers: object[] = []) =>
    post(page, '/api/collaborations', {
      name,
      type: 'collaboration_sortante',
      clientId: client.id,
      contactDate: '2026-03-02',
      manager: 'Camille Durand',
      isQuoteSent,
      influencers,
    });
  await deal('Lancement printemps', false, [
    {
      influencerId: lea.id,
      deliverables: [{ type: 'post_instagram', description: 'Post', priceCents: 90000 }],
    },
  ]);
  await deal('Collection été', false);
  await deal('Soldes hiver', true);
}

test('the greeting, the four suggestions and the rules of the send button', async ({ page }) => {
  await signUpToApp(page);
  await page.goto('/app/assistant');
  await expect(page.getByRole('heading', { level: 1, name: 'Assistant IA' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Iris' })).toBeVisible();
  await expect(page.getByText(GREETING, { exact: true })).toBeVisible();
  // A new agency has no data yet: the suggestions are the generic ones.
  await expect(messages(page).getByRole('listitem')).toHaveText(GENERIC_SUGGESTIONS);
  await expect(box(page)).toHaveAttribute('placeholder', 'Posez votre question...');
  await shot(page, 'empty');

  // Empty or blank: not sent, by the button or by Enter.
  await expect(sendButton(page)).toBeDisabled();
  await box(page).fill('   \n  ');
  await expect(sendButton(page)).toBeDisabled();
  await box(page).press('Enter');
  await expect(replies(page)).toHaveCount(0);
  // Shift+Enter goes to the line.
  await box(page).fill('');
  await box(page).pressSequentially('ligne 1');
  await box(page).press('Shift+Enter');
  await box(page).pressSequentially('ligne 2');
  await expect(box(page)).toHaveValue('ligne 1\nligne 2');
  await expect(replies(page)).toHaveCount(0);

  // Near the limit a counter shows; past it, 'Envoyer' waits.
  await box(page).fill('a'.repeat(3500));
  await expect(page.getByText(/^3\s500\s\/\s4\s000$/)).toBeVisible();
  await expect(sendButton(page)).toBeEnabled();
  await box(page).fill('a'.repeat(4001));
  await expect(page.getByText('Le message ne peut pas dépasser 4000 caractères.')).toBeVisible();
  await expect(sendButton(page)).toBeDisabled();

  // While the reply is awaited: a spinner, and nothing else can be sent.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/assistant/messages', async (route) => {
    await held;
    await route.continue();
  });
  await box(page).fill(PENDING_QUESTION);
  await box(page).press('Enter');
  await expect(box(page)).toHaveValue('');
  await expect(messages(page).getByText(PENDING_QUESTION)).toBeVisible();
  await expect(messages(page).getByRole('status')).toHaveText('Réponse en cours…');
  await expect(messages(page).getByRole('button', { name: PENDING_QUESTION })).toHaveCount(0);
  await box(page).fill('Une autre question');
  await expect(sendButton(page)).toBeDisabled();
  await box(page).press('Enter');
  await shot(page, 'waiting');
  release();
  await expect(replies(page)).toHaveText([
    "Iris : Vous n'avez aucune collaboration en attente de confirmation.",
  ]);
  await expect(messages(page).getByRole('status')).toHaveCount(0);
  // The question typed meanwhile is still there, and may now go.
  await expect(box(page)).toHaveValue('Une autre question');
  await expect(sendButton(page)).toBeEnabled();

  // A long word wraps inside its bubble: the conversation never scrolls sideways.
  await ask(page, `Bonjour ${'x'.repeat(400)}`);
  const region = messages(page);
  expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});

test("answers from the agency's data: a contact's email, an address, the pending deals", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpToApp(page);
  await createAgencyData(page);
  await page.goto('/app/assistant');
  // The suggestions now name the agency's own contact, influencer and sector.
  await expect(messages(page).getByRole('listitem')).toHaveText([
    'Quelles sont les coordonnées de Marie Durand ?',
    "Quelle est l'adresse de Léa Martin ?",
    PENDING_QUESTION,
    'Quels sont les meilleurs influenceurs pour le secteur Lifestyle ?',
  ]);

  // A suggestion is asked by a click, and leaves with the first question.
  await suggestion(page, 'Quelles sont les coordonnées de Marie Durand ?').click();
  await expectReplies(page, 1);
  await expect(box(page)).toBeFocused();
  await expect(replies(page).first()).toContainText('marie.durand@maison-lumiere.fr');
  await expect(replies(page).first()).toContainText('Maison Lumière');
  await expect(replies(page).first().locator('strong').first()).toHaveText('Maison Lumière');
  await expect(messages(page).getByRole('button', { name: PENDING_QUESTION })).toHaveCount(0);

  // Typed without accents nor capitals.
  const address = await ask(page, "Quelle est l'adresse de lea martin ?");
  await expect(address).toContainText('8 avenue Foch, 69006 Lyon');

  const pending = await ask(page, PENDING_QUESTION);
  await expect(pending).toContainText('Vous avez 2 collaborations en attente de confirmation');
  await expect(pending.locator('strong').first()).toHaveText('2');
  await expect(pending).toContainText('Lancement printemps');
  await expect(pending).toContainText('Collection été');
  await expect(pending).not.toContainText('Soldes hiver');

  const top = await ask(page, 'Quels sont les meilleurs influenceurs pour le secteur Lifestyle ?');
  await expect(top.getByRole('listitem').first()).toContainText('Léa Martin');
  // The screen reader hears the finished reply.
  await expect(
    page.locator('[aria-live="polite"]').filter({ hasText: 'Réponse de Iris' }),
  ).toContainText('Léa Martin');
  await shot(page, 'answers');
});

test('the conversations are kept: reload, reopen, go on, start anew, delete', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpToApp(page);
  await createAgencyData(page);
  await page.goto('/app/assistant');
  const history = page.getByRole('complementary', { name: 'Conversations' });
  await expect(history.getByText('Aucune conversation')).toBeVisible();
  await ask(page, PENDING_QUESTION);
  // The new conversation is listed at once, under its first question.
  await expect(history.getByTestId('conversation-item')).toHaveCount(1);
  await expect(pastConversation(page, PENDING_QUESTION)).toHaveAttribute('aria-current', 'true');

  await page.reload();
  await expect(suggestion(page, PENDING_QUESTION)).toBeVisible();
  await pastConversation(page, PENDING_QUESTION).click();
  await expect(messages(page).getByTestId('chat-message')).toHaveCount(2);
  await expect(replies(page).first()).toContainText('Vous avez 2 collaborations');
  await expect(messages(page).getByRole('button', { name: PENDING_QUESTION })).toHaveCount(0);

  // A question more goes to the same conversation.
  const email = await ask(page, "Quel est l'email de marie durand ?");
  await expect(email).toContainText('marie.durand@maison-lumiere.fr');
  await expect(history.getByTestId('conversation-item')).toHaveCount(1);
  await page.reload();
  await pastConversation(page, PENDING_QUESTION).click();
  await expect(messages(page).getByTestId('chat-message')).toHaveCount(4);

  // A new conversation: the suggestions again, and a second line in the history.
  await page.getByRole('button', { name: 'Nouvelle conversation' }).click();
  await expect(messages(page).getByTestId('chat-message')).toHaveCount(0);
  await expect(box(page)).toBeFocused();
  await suggestion(page, "Quelle est l'adresse de Léa Martin ?").click();
  await expect(replies(page).first()).toContainText('8 avenue Foch');
  await expect(history.getByTestId('conversation-item')).toHaveCount(2);
  await expect(history.getByTestId('conversation-item').first()).toContainText(
    "Quelle est l'adresse de Léa Martin ?",
  );
  await shot(page, 'history');

  // Deleting asks first; deleting the open one starts a new one.
  await history
    .getByRole('button', {
      name: "Supprimer la conversation « Quelle est l'adresse de Léa Martin ? »",
    })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer la conversation' });
  await expect(dialog).toContainText(
    "Êtes-vous sûr de vouloir supprimer la conversation « Quelle est l'adresse de Léa Martin ? » ?",
  );
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Conversation supprimée')).toBeVisible();
  await expect(history.getByTestId('conversation-item')).toHaveCount(1);
  await expect(suggestion(page, PENDING_QUESTION)).toBeVisible();
});

test('a refused or failed question shows the banner and comes back to the box', async ({
  page,
}) => {
  await signUpToApp(page);
  await page.goto('/app/assistant');
  await expect(suggestion(page, PENDING_QUESTION)).toBeVisible();

  // Refused before any reply (the per-user limit): the server's reason under the banner.
  await page.route('**/api/assistant/messages', (route) =>
    route.fulfill({
      status: 429,
      json: {
        error: {
          code: 'rate_limited',
          message: 'Trop de questions en peu de temps. Réessayez dans une minute.',
        },
      },
    }),
  );
  await box(page).fill('Quelles sont mes tâches ?');
  await sendButton(page).click();
  const banner = page.getByRole('alert');
  await expect(banner).toContainText('Erreur lors de la génération de la réponse');
  await expect(banner).toContainText(
    'Trop de questions en peu de temps. Réessayez dans une minute.',
  );
  await expect(box(page)).toHaveValue('Quelles sont mes tâches ?');
  await expect(messages(page).getByTestId('chat-message')).toHaveCount(0);

  // The reply breaks off: the fallback reply, the banner, and the question back in the box.
  await page.unroute('**/api/assistant/messages');
  await page.route('**/api/assistant/messages', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/event-stream',
      body:
        'event: conversation\ndata: {"id":"00000000-0000-4000-8000-000000000000","title":"x"}\n\n' +
        'event: delta\ndata: {"text":"Je commence"}\n\n' +
        'event: error\ndata: {"message":"Erreur lors de la génération de la réponse"}\n\n',
    }),
  );
  await sendButton(page).click();
  await expect(replies(page)).toHaveText(["Iris : Désolé, je n'ai pas pu générer une réponse."]);
  await expect(page.getByRole('alert')).toHaveText('Erreur lors de la génération de la réponse');
  await expect(box(page)).toHaveValue('Quelles sont mes tâches ?');
  await shot(page, 'error');
});

test('the assistant screen has no serious accessibility violation, in both themes', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpToApp(page);
  await createAgencyData(page);
  await page.goto('/app/assistant');
  await suggestion(page, 'Quelles sont les coordonnées de Marie Durand ?').click();
  await expectReplies(page, 1);
  await ask(page, PENDING_QUESTION);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('infludesk-theme', value), theme);
    await page.goto('/app/assistant');
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await expect(suggestion(page, PENDING_QUESTION)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await pastConversation(page, 'Quelles sont les coordonnées').click();
    await expect(replies(page)).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await shot(page, `conversation-${theme}`);
  }
  // On a phone the history folds above the chat.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/app/assistant');
  const unfold = page.getByRole('button', { name: 'Conversations', exact: true });
  await expect(unfold).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('conversation-item')).toBeHidden();
  await shot(page, 'phone-folded');
  await unfold.click();
  await expect(unfold).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('conversation-item')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await pastConversation(page, 'Quelles sont les coordonnées').click();
  // Opened: the list folds again, above the conversation.
  await expect(unfold).toHaveAttribute('aria-expanded', 'false');
  await expectReplies(page, 2);
  await shot(page, 'phone');
});

test('a question typed and not sent is asked about before leaving the page', async ({ page }) => {
  await signUpToApp(page);
  await page.goto('/app/assistant');
  await box(page).fill('Quelle est l’adresse de Léa Martin ?');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await nav.getByRole('link', { name: 'Clients' }).click();
  const question = page.getByRole('dialog', { name: 'Abandonner les modifications ?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Continuer la saisie' }).click();
  await expect(page).toHaveURL(/\/app\/assistant$/);
  await expect(box(page)).toHaveValue('Quelle est l’adresse de Léa Martin ?');

  await nav.getByRole('link', { name: 'Clients' }).click();
  await question.getByRole('button', { name: 'Abandonner' }).click();
  await expect(page).toHaveURL(/\/app\/clients$/);
});
