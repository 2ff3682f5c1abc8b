import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { INFLUENCER_REQUIRED, post, signUpToApp } from './journey-data';

// Issue 29, decision 0053: 'Envoyer la sélection au client' on a casting card — the link shown
// once and copied, the brand's answer through it marked on the proposal, then 'Désactiver'.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a casting selection sent to the client, answered through its link, then disabled', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpToApp(page);
  const client = await post(page, '/api/clients', { brandName: 'Maison Lumière' });
  const influencer = (fullName: string, username: string) =>
    post(page, '/api/influencers', { ...INFLUENCER_REQUIRED, fullName, username });
  const zoe = await influencer('Zoé Laurent', 'zoelaurent');
  const hugo = await influencer('Hugo Martin', 'hugomartin');
  const casting = (await post(page, '/api/castings', {
    name: 'Lancement printemps',
    clientId: client.id,
    description: 'Deux profils lifestyle',
    requirements: [],
    proposals: [zoe, hugo].map(({ id }) => ({ influencerId: id, notes: '' })),
  })) as { id: string; proposals?: { id: string }[] };

  await page.goto('/app/casting');
  const card = page.getByTestId('casting-card');
  await card.getByRole('button', { name: 'Envoyer la sélection au client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Envoyer la sélection au client' });
  await expect(dialog.getByText('Aucun lien pour ce casting.')).toBeVisible();
  await dialog.getByLabel('Email du client (facultatif)').fill('marie@lumiere.example');
  await dialog.getByRole('button', { name: 'Créer le lien' }).click();
  await expect(
    dialog.getByText('Copiez ce lien maintenant : il ne sera plus affiché.'),
  ).toBeVisible();
  const url = (await dialog.getByTestId('private-link-url').textContent()) ?? '';
  expect(url).toMatch(/\/lien\/casting#[\w-]{43}$/);
  await dialog.getByRole('button', { name: 'Copier' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(dialog.getByTestId('private-link')).toHaveCount(1);
  await expect(dialog.getByTestId('private-link').getByText('Actif')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  // The brand answers through its link (its page is another screen): Zoé is accepted.
  const token = url.split('#')[1]!;
  const proposals = (await (await page.request.get(`/api/castings/${casting.id}`)).json())
    .proposals as { id: string; fullName: string }[];
  const zoeProposal = proposals.find((p) => p.fullName === 'Zoé Laurent')!;
  const answer = await page.request.fetch(`/api/link/casting/proposals/${zoeProposal.id}`, {
    method: 'POST',
    headers: { authorization: `Link ${token}`, cookie: '' },
    data: {
      decision: 'accepted',
      reviewer: { name: 'Jeanne Martin', email: 'jeanne@lumiere.example' },
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await page.reload();
  const zoeItem = card.getByTestId('casting-proposal').filter({ hasText: 'Zoé Laurent' });
  await expect(zoeItem.getByText('Accepté', { exact: true })).toBeVisible();
  await expect(zoeItem.getByTestId('client-decision')).toHaveText(
    'Validé par le client par Jeanne Martin',
  );

  await card.getByRole('button', { name: 'Envoyer la sélection au client' }).click();
  await dialog.getByRole('button', { name: /^Désactiver le lien créé le/ }).click();
  await expect(dialog.getByTestId('private-link').getByText('Désactivé')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Désactiver/ })).toHaveCount(0);
});
