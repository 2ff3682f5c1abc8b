// Issue 29: the agency takes a deliverable from its first draft to its publication in the
// 'Contenus' tab of the deal's detail; the deal's post indicator follows.
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { createContentDeal, PIXEL, sendImageVersion, signUpToApp } from './journey-data';

test('a draft, sent to the client, validated, then published', async ({ page }) => {
  await signUpToApp(page);
  await createContentDeal(page, [
    {
      fullName: 'Zoé Laurent',
      username: 'zoelaurent',
      deliverables: [
        { type: 'reel_instagram', description: 'Le reel du lancement', priceCents: 90_000 },
      ],
    },
  ]);
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
  // The sidebar counts what waits for the agency (behind the dialog: closed, then reopened).
  await detail.getByRole('button', { name: 'Fermer' }).first().click();
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: /À valider/ })).toHaveText('À valider1');
  await page.getByRole('button', { name: 'Lancement printemps', exact: true }).press('Enter');
  await detail.getByRole('tab', { name: 'Contenus' }).click();

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
  await expect(nav.getByRole('link', { name: /À valider/ })).toHaveText('À valider');
});

test("'À valider' lists the drafts waiting for the agency and opens their deal", async ({
  page,
}) => {
  await signUpToApp(page);
  const deal = await createContentDeal(
    page,
    [
      {
        fullName: 'Hugo Martin',
        username: 'hugomartin',
        deliverables: [
          { type: 'tiktok', description: 'Le TikTok', priceCents: 50_000, publishOn: '2026-01-15' },
        ],
      },
    ],
    'Rentrée scolaire',
  );
  await page.goto('/app/approvals');
  await expect(page.getByText('Rien à valider : tous les contenus sont à jour.')).toBeVisible();

  // A draft arrives (sent here through the API, as the deal's detail sends it).
  const detail = (await (await page.request.get(`/api/collaborations/${deal.id}`)).json()) as {
    influencers: { deliverables: { id: string }[] }[];
  };
  const deliverableId = detail.influencers[0]!.deliverables[0]!.id;
  await sendImageVersion(page, deal.id, deliverableId);

  await page.reload();
  const item = page.getByRole('listitem').filter({ hasText: 'Rentrée scolaire' });
  await expect(item).toContainText('Hugo Martin · TikTok · Le TikTok');
  await expect(item).toContainText('Brouillon reçu');
  await expect(item).toContainText('en retard');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Passer au thème clair' }).click();
  await expectNoSeriousA11yViolations(page);
  await item.getByRole('link', { name: 'Ouvrir les contenus de « Rentrée scolaire »' }).click();
  await expect(page.getByRole('dialog', { name: 'Rentrée scolaire' })).toBeVisible();
});
