// Issue 29, "Done when": a creator and a brand contact, neither with an account, take a
// deliverable from brief to publication with the agency through their links, on a phone; the
// deal keeps every version, comment and decision. Three browsers against the real server.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createContentDeal, INFLUENCER_REQUIRED, post, signUpToApp } from './journey-data';
import { expectA11yInBothThemes, outsiderPage, recordRequests } from './link-pages-data';

/** A short "video": the page and the server go by its type, the player by what it can read. */
const video = (name: string) => ({ name, mimeType: 'video/mp4', buffer: randomBytes(64 * 1024) });

async function openContents(page: Page, dealName: string) {
  await page.goto('/app/collaborations');
  await page.getByRole('button', { name: dealName, exact: true }).press('Enter');
  const detail = page.getByRole('dialog', { name: dealName });
  await detail.getByRole('tab', { name: 'Contenus' }).click();
  return detail;
}

/** A link made by the agency's API (its dialog has journeys of its own); its URL, once. */
async function makeLink(page: Page, path: string) {
  const created = (await post(page, path, {})) as unknown as { url: string };
  expect(created.url).toMatch(/#[\w-]{43}$/);
  return created.url.slice(created.url.indexOf('/lien/'));
}

test('creator and brand take a video from brief to publication through their links', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signUpToApp(page);
  const deal = await createContentDeal(page, [
    {
      fullName: 'Zoé Laurent',
      username: 'zoelaurent',
      deliverables: [
        { type: 'reel_instagram', description: 'Le reel du lancement', priceCents: 90_000 },
      ],
    },
  ]);
  await post(page, '/api/resources', {
    name: 'Brief printemps',
    type: 'brief',
    description: 'Le brief de la campagne',
    url: 'https://docs.example.com/brief-printemps',
  });
  // The agency gives the deal its brief, from 'Contenus'.
  const contents = await openContents(page, 'Lancement printemps');
  await contents.getByLabel('Brief des créateurs').selectOption({ label: 'Brief printemps' });
  await expect(page.getByText('Brief enregistré')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/contents-tab-brief.png' });
  const [line] = deal.influencers;
  const creatorUrl = await makeLink(
    page,
    `/api/collaborations/${deal.id}/links/creator/${line!.id}`,
  );
  const brandUrl = await makeLink(page, `/api/collaborations/${deal.id}/links/brand`);

  // The creator, on a 390 px phone, without an account: their page, a video draft (V1).
  const creator = await outsiderPage(browser);
  const creatorRequests = recordRequests(creator);
  await creator.goto(creatorUrl);
  await expect(creator.getByRole('heading', { name: 'Lancement printemps' })).toBeVisible();
  const reel = creator.getByRole('article', { name: 'Réel Instagram' });
  await expect(reel.getByText('À produire')).toBeVisible();
  await expect(
    creator.getByRole('link', { name: 'Consulter le brief « Brief printemps »' }),
  ).toHaveAttribute('href', 'https://docs.example.com/brief-printemps');
  await expect(creator.locator('body')).not.toContainText('900');
  await expectA11yInBothThemes(creator);
  const draftForm = reel.locator('form').filter({ hasText: 'Envoyer un brouillon' });
  await draftForm.getByLabel('Fichiers', { exact: true }).setInputFiles(video('reel-v1.mp4'));
  await draftForm.getByLabel('Légende').fill('Le printemps arrive #collab');
  await draftForm.getByRole('button', { name: 'Envoyer un brouillon' }).click();
  await expect(creator.getByRole('status')).toHaveText('Brouillon envoyé');
  await expect(reel.getByText('Brouillon reçu')).toBeVisible();
  await expect(reel.locator('video')).toHaveCount(1);

  // The agency sends V1 to the client.
  let detail = await openContents(page, 'Lancement printemps');
  await expect(detail.getByText('Le printemps arrive #collab')).toBeVisible();
  await detail.getByRole('button', { name: 'Envoyer au client' }).click();
  await expect(detail.getByText('V1 envoyée au client')).toBeVisible();

  // The brand asks for changes with a comment; its reviewer is asked once.
  const brand = await outsiderPage(browser);
  await brand.goto(brandUrl);
  const brandReel = brand.getByRole('article', { name: 'Réel Instagram' });
  await expect(brandReel.getByText('Le printemps arrive #collab')).toBeVisible();
  await expectA11yInBothThemes(brand);
  const reviewer = brand.getByRole('region', { name: 'Qui valide ?' });
  await reviewer.getByLabel('Votre nom').fill('Léa Martin');
  await reviewer.getByLabel('Votre email').fill('lea@maison-lumiere.fr');
  const decision = brandReel.locator('form').filter({ hasText: 'Votre décision' });
  // Changes need their reason: refused without it, beside the field, the rest kept.
  await decision.getByRole('button', { name: 'Demander des modifications' }).click();
  await expect(decision.getByText('Le champ « Commentaire » est requis.')).toBeVisible();
  await expect(reviewer.getByLabel('Votre nom')).toHaveValue('Léa Martin');
  await decision.getByLabel('Commentaire').fill('Le logo doit apparaître plus tôt.');
  await decision.getByRole('button', { name: 'Demander des modifications' }).click();
  await expect(brandReel.getByText('Modifications demandées', { exact: true })).toBeVisible();

  // The creator reads the comment and sends V2.
  await creator.reload();
  await expect(reel.getByText('Le logo doit apparaître plus tôt.')).toBeVisible();
  await expect(reel.getByText('Modifications demandées', { exact: true })).toBeVisible();
  // A comment half written stays through the page's redraw after the draft is sent.
  await reel.getByLabel('Commentaire').fill('Je vous envoie la V2');
  await draftForm.getByLabel('Fichiers', { exact: true }).setInputFiles(video('reel-v2.mp4'));
  await draftForm.getByLabel('Légende').fill('Le printemps arrive, logo dès le début #collab');
  await draftForm.getByRole('button', { name: 'Envoyer un brouillon' }).click();
  await expect(creator.getByRole('status')).toHaveText('Brouillon envoyé');
  await expect(reel.getByLabel('Commentaire')).toHaveValue('Je vous envoie la V2');
  await expect(draftForm.getByLabel('Légende')).toHaveValue('');

  // The agency sends V2; the brand approves it.
  detail = await openContents(page, 'Lancement printemps');
  await detail.getByRole('button', { name: 'Envoyer au client' }).click();
  await expect(detail.getByText('V2 envoyée au client')).toBeVisible();
  await brand.reload();
  await expect(brandReel.getByText('logo dès le début')).toBeVisible();
  await expect(brand.getByText('Vous intervenez en tant que Léa Martin.')).toBeVisible();
  await decision.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(brandReel.getByText('Validé', { exact: true })).toBeVisible();

  // The creator gives the publication link.
  await creator.reload();
  const publish = reel.locator('form').filter({ hasText: 'Votre publication' });
  await publish.getByLabel('Lien de la publication').fill('https://www.instagram.com/reel/abc');
  await publish.getByRole('button', { name: 'Marquer comme publié' }).click();
  await expect(creator.getByRole('status')).toHaveText('Publication enregistrée');
  await expect(reel.getByText('Publié', { exact: true })).toBeVisible();
  await creator.screenshot({ path: '/tmp/shots/creator-link-phone.png', fullPage: true });
  await brand.screenshot({ path: '/tmp/shots/brand-link-phone.png', fullPage: true });
  // The token never left the fragment: no URL the page asked for carries it.
  const token = creatorUrl.split('#')[1]!;
  for (const request of creatorRequests) expect(request.url()).not.toContain(token);

  // The deal keeps it all: both versions, the brand's decisions by name; 'Publié' and green.
  detail = await openContents(page, 'Lancement printemps');
  await expect(detail.getByText('Publié', { exact: true })).toBeVisible();
  await expect(detail.getByText('Le logo doit apparaître plus tôt.')).toBeVisible();
  await expect(detail.getByText(/Léa Martin/).first()).toBeVisible();
  await detail.getByRole('button', { name: 'Fermer' }).first().click();
  const row = page.getByRole('row').filter({ hasText: 'Lancement printemps' });
  await expect(row.getByRole('img', { name: 'Post publié : oui' })).toBeVisible();
  await creator.context().close();
  await brand.context().close();
});

test('the casting’s client accepts and refuses the proposed creators on its page', async ({
  page,
  browser,
}) => {
  await signUpToApp(page);
  const client = await post(page, '/api/clients', { brandName: 'Maison Lumière' });
  const influencer = (fullName: string, username: string) =>
    post(page, '/api/influencers', { ...INFLUENCER_REQUIRED, fullName, username });
  const ines = await influencer('Inès Dubois', 'inesdubois');
  const hugo = await influencer('Hugo Bernard', 'hugobernard');
  const casting = await post(page, '/api/castings', {
    name: 'Casting printemps',
    clientId: client.id,
    description: 'Deux profils lifestyle pour le lancement.',
    requirements: [],
    proposals: [ines, hugo].map(({ id }) => ({ influencerId: id, notes: '' })),
  });
  const url = await makeLink(page, `/api/castings/${casting.id}/links/client`);

  const brand = await outsiderPage(browser);
  await brand.goto(url);
  await expect(brand.getByRole('heading', { name: 'Casting printemps' })).toBeVisible();
  await expectA11yInBothThemes(brand);
  await brand.getByLabel('Votre nom').fill('Léa Martin');
  await brand.getByLabel('Votre email').fill('lea@maison-lumiere.fr');
  const inesCard = brand.getByRole('article', { name: 'Inès Dubois' });
  await inesCard.getByRole('button', { name: 'Accepter Inès Dubois' }).click();
  await expect(inesCard.getByText('Validé par le client (Léa Martin)')).toBeVisible();
  const hugoCard = brand.getByRole('article', { name: 'Hugo Bernard' });
  await hugoCard.getByRole('button', { name: 'Refuser Hugo Bernard' }).press('Enter');
  await expect(hugoCard.getByText('Refusé')).toBeVisible();

  // The agency's casting shows the brand's decisions with the reviewer's name.
  await page.goto('/app/casting');
  const card = page.getByTestId('casting-card');
  await expect(card).toContainText('Validé par le client');
  await expect(card).toContainText('Léa Martin');
  await brand.context().close();
});
