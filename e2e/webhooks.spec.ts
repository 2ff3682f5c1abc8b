import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, expectNoSeriousA11yViolations, newAccount, signUp, test } from './fixtures';

// Issue 32: an admin registers a webhook to a receiver of the test's own (the e2e server runs
// with WEBHOOKS_ALLOW_PRIVATE=1), creates a deal, and sees the delivery logged on Compte.

test('register a webhook, create a deal, see the signed delivery logged', async ({ page }) => {
  const received: { headers: Record<string, unknown>; body: string }[] = [];
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  try {
    await signUp(page, newAccount('webhooks'));
    await page.goto('/app/account');
    const card = page
      .getByRole('heading', { name: 'Webhooks' })
      .locator('xpath=ancestor::div[contains(@class,"rounded-xl")]');
    await expect(card.getByText('Aucun webhook pour l’instant.')).toBeVisible();
    await card.getByRole('button', { name: 'Ajouter un webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau webhook' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Événements : choisissez au moins un événement.')).toBeVisible();
    await dialog.getByLabel('URL de destination').fill(url);
    await dialog.getByLabel('Collaboration créée').check();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toBeHidden();
    const endpoint = page.getByTestId('webhook-endpoint');
    await expect(endpoint).toContainText(url);
    await expect(endpoint).toContainText('Actif');

    const dealId = await page.evaluate(async () => {
      const post = (path: string, body: unknown) =>
        fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then((response) => response.json() as Promise<{ id: string }>);
      const client = await post('/api/clients', { brandName: 'Maison Webhook' });
      const deal = await post('/api/collaborations', {
        name: 'Lancement printemps',
        type: 'collaboration_entrante',
        clientId: client.id,
        contactDate: '2026-03-02',
        manager: 'Camille Martin',
        influencers: [],
      });
      return deal.id;
    });
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    const payload = JSON.parse(received[0]!.body);
    expect(payload).toMatchObject({
      type: 'collaboration.created',
      data: { id: dealId, label: 'Lancement printemps', path: `/api/v1/collaborations/${dealId}` },
    });
    expect(received[0]!.headers['webhook-signature']).toMatch(/^v1,/);

    await endpoint.getByRole('button', { name: 'Voir le journal' }).click();
    const row = page.getByTestId('webhook-delivery').first();
    await expect(row).toContainText('Collaboration créée');
    await expect(row).toContainText('Réussi');
    await expect(row.getByTestId('webhook-delivery-code')).toHaveText('200');
    await expect(page.getByRole('columnheader', { name: 'Temps de réponse' })).toBeVisible();
    await page.screenshot({ path: 'test-results/webhooks-card.png', fullPage: true });

    await row.getByRole('button', { name: 'Renvoyer' }).click();
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(2);

    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((value) => localStorage.setItem('infludesk-theme', value), theme);
      await page.reload();
      await page.getByRole('button', { name: 'Voir le journal' }).click();
      await expect(page.getByTestId('webhook-delivery').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
