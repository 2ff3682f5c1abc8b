// Issue 29: the agency takes a deliverable from its first draft to its publication in the
// 'Contenus' tab of the deal's detail; the deal's post indicator follows.
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { INFLUENCER_REQUIRED, post, signUpToApp } from './journey-data';

// The smallest PNG there is: one transparent pixel.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('a draft, sent to the client, validated, then published', async ({ page }) => {
  await signUpToApp(page);
  const client = await post(page, '/api/clients', { brandName: 'Maison Lumière' });
  const influencer = await post(page, '/api/influencers', {
    ...INFLUENCER_REQUIRED,
    fullName: 'Zoé Laurent',
    username: 'zoelaurent',
  });
  await post(page, '/api/collaborations', {
    name: 'Lancement printemps',
    type: 'collaboration_entrante',
    clientId: client.id,
    contactDate: '2026-03-02',
    manager: 'Camille Martin',
    influencers: [
      {
        influencerId: influencer.id,
        deliverables: [
          { type: 'reel_instagram', description: 'Le reel du lancement', priceCents: 90_000 },
        ],
      },
    ],
  });
  await page.goto('/app/collaborations');
  await page.getByRole('button', { name: 'Lancement printemps', exact: true }).press('Enter');
  const detail = page.getByRole('dialog', { name: 'Lancement printemps' });
  await detail.getByRole('tab', { name: 'Contenus' }).click();
  await expect(detail.getByText('À produire')).toBeVisible();
  await expect(detail.getByText('Aucun brouillon pour l’instant')).toBeVisible();

  await detail.getByRole('button', { name: 'Envoyer un brouillon' }).click();
  const draft = page.getByRole('dialog', { name: 'Envoyer un brouillon' });
  await draft.getByLabel('Fichiers').setInputFiles({
    name: 'reel-v1.png',
    mimeType: 'image/png',
    buffer: PIXEL,
  });
  await draft.getByLabel('Légende').fill('Le printemps arrive #collab');
  await draft.getByRole('button', { name: 'Envoyer un brouillon' }).click();
  await expect(draft).toBeHidden();
  await expect(detail.getByText('Brouillon reçu')).toBeVisible();
  await expect(detail.getByText('Le printemps arrive #collab')).toBeVisible();
  await expect(detail.getByRole('img', { name: /reel-v1\.png/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await detail.getByRole('button', { name: 'Envoyer au client' }).click();
  await expect(detail.getByText('V1 envoyée au client')).toBeVisible();
  await detail.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(detail.getByText('Validé', { exact: true })).toBeVisible();

  await detail.getByRole('button', { name: 'Marquer comme publié' }).click();
  const publish = page.getByRole('dialog', { name: 'Marquer comme publié' });
  await publish.getByLabel('Lien de la publication').fill('https://www.instagram.com/reel/abc');
  await publish.getByRole('button', { name: 'Marquer comme publié' }).click();
  await expect(publish).toBeHidden();
  await expect(detail.getByText('Publié', { exact: true })).toBeVisible();

  // The deal's row: its post indicator turned green.
  await detail.getByRole('button', { name: 'Fermer' }).first().click();
  const row = page.getByRole('row').filter({ hasText: 'Lancement printemps' });
  await expect(row.getByRole('img', { name: 'Post publié : oui' })).toBeVisible();
});
