// Issue 29 (decision 0052): what the outsiders' pages send — the brand's decision and its
// reviewer, the creator's draft by tus, comment and publication, the casting client's choices.
// The answers of /api/link/* follow the contract (shared/schemas/link-pages.ts) that the server
// implements beside these pages: until its routes are on this branch, these journeys give them
// from the browser's side (link-pages-data.ts); then they should run against the server.
import type { LinkCastingPage } from '#shared/schemas/link-pages';
import { expect, test } from './fixtures';
import {
  COMMON,
  content,
  dealPage,
  EMAIL_ERROR,
  expectA11yInBothThemes,
  outsiderPage,
  PIXEL,
  standInServer,
  TOKEN,
} from './link-pages-data';

test('the brand validates a draft: its reviewer asked once, errors beside the fields', async ({
  browser,
}) => {
  const brand = await outsiderPage(browser);
  let item = content({ actions: ['approve', 'request_changes'] });
  const posted = await standInServer(
    brand,
    () => dealPage('brand', item),
    ({ body }) => {
      const reviewer = body.reviewer as { name: string; email: string };
      if (!reviewer.email.includes('.')) {
        return {
          status: 422,
          body: {
            error: {
              code: 'validation',
              message: EMAIL_ERROR,
              fields: { 'reviewer.email': EMAIL_ERROR },
            },
          },
        };
      }
      item = content({
        stage: 'approved',
        isLate: false,
        comments: [
          {
            id: 'c1',
            authorKind: 'brand',
            authorName: reviewer.name,
            versionNumber: 1,
            decision: 'approved',
            body: String(body.comment ?? ''),
            createdAt: '2026-03-11T08:00:00.000Z',
          },
        ],
      });
      return { status: 200, body: {} };
    },
  );
  await brand.goto(`/lien/client#${TOKEN}`);
  const reel = brand.getByRole('article', { name: 'Réel Instagram' });
  await expect(reel.getByText('Brouillon reçu')).toBeVisible();
  await expect(reel.getByText('en retard')).toBeVisible();
  await expect(reel.getByText('Le printemps arrive #collab')).toBeVisible();
  await expect(reel.getByRole('img', { name: 'reel-v1.png' })).toBeVisible();
  await expectA11yInBothThemes(brand);

  const decision = reel.locator('form').filter({ hasText: 'Votre décision' });
  const reviewer = brand.getByRole('region', { name: 'Qui valide ?' });
  // Changes need their reason, and the reviewer their name and email, asked above the forms.
  await decision.getByRole('button', { name: 'Demander des modifications' }).click();
  await expect(decision.getByText('Le champ « Commentaire » est requis.')).toBeVisible();
  await expect(decision.getByRole('alert')).toHaveText(
    'Indiquez d’abord votre nom et votre email dans « Qui valide ? », en haut de la page.',
  );
  await expect(reviewer.getByText('Le champ « Votre nom » est requis.')).toBeVisible();
  await expect(reviewer.getByLabel('Votre nom')).toBeFocused();
  expect(posted).toEqual([]);

  await reviewer.getByLabel('Votre nom').fill('Léa Martin');
  await reviewer.getByLabel('Votre email').fill('lea@maison');
  await decision.getByLabel('Commentaire').fill('Parfait, merci !');
  await decision.getByRole('button', { name: 'Valider', exact: true }).click();
  // The server's 422 shows beside its field; what was typed stays.
  await expect(reviewer.getByText(EMAIL_ERROR)).toBeVisible();
  await expect(reviewer.getByLabel('Votre email')).toHaveAttribute('aria-invalid', 'true');
  await expect(reviewer.getByLabel('Votre email')).toBeFocused();
  await expect(reviewer.getByLabel('Votre nom')).toHaveValue('Léa Martin');
  await expect(decision.getByLabel('Commentaire')).toHaveValue('Parfait, merci !');
  await expectA11yInBothThemes(brand);

  await reviewer.getByLabel('Votre email').fill('lea@maison.fr');
  await decision.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(brand.getByRole('status')).toHaveText('Contenu validé');
  await expect(reel.getByText('Validé', { exact: true })).toBeVisible();
  await expect(reel.getByText('V1 validée')).toBeVisible();
  await expect(reel.getByText('Léa Martin (Client)', { exact: false })).toBeVisible();
  expect(posted.at(-1)).toEqual({
    url: '/api/link/contents/7f0c8a52-6f0e-4c55-9a53-2f1de8c3a001/actions',
    body: {
      action: 'approve',
      comment: 'Parfait, merci !',
      reviewer: { name: 'Léa Martin', email: 'lea@maison.fr' },
    },
    authorization: `Link ${TOKEN}`,
  });
  // Asked once: the page now names the reviewer, kept for the tab (not the token).
  await expect(reviewer.getByText('Vous intervenez en tant que Léa Martin.')).toBeVisible();
  await expect(brand.getByLabel('Votre nom')).toHaveCount(0);
  const stored = await brand.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
  expect(stored).toContain('lea@maison.fr');
  expect(stored).not.toContain(TOKEN);
  await brand.context().close();
});

test('the creator sends a draft by tus, comments, then gives the publication', async ({
  browser,
}) => {
  const creator = await outsiderPage(browser);
  let item = content({
    stage: 'changes_requested',
    versions: [],
    comments: [
      {
        id: 'c0',
        authorKind: 'agency',
        authorName: 'Camille Martin',
        versionNumber: null,
        decision: null,
        body: 'Le brief est en ligne.',
        createdAt: '2026-03-09T08:00:00.000Z',
      },
    ],
    actions: ['send_draft'],
  });
  const tusAuthorizations: (string | null)[] = [];
  await creator.route('**/api/link/uploads**', async (route) => {
    const request = route.request();
    tusAuthorizations.push(await request.headerValue('authorization'));
    const headers = { 'Tus-Resumable': '1.0.0', 'Access-Control-Expose-Headers': '*' };
    if (request.method() === 'POST') {
      return route.fulfill({
        status: 201,
        headers: { ...headers, Location: '/api/link/uploads/upload-1' },
      });
    }
    return route.fulfill({
      status: 204,
      headers: { ...headers, 'Upload-Offset': String(PIXEL.length) },
    });
  });
  const posted = await standInServer(
    creator,
    () => dealPage('creator', item),
    ({ url, body }) => {
      if (url.endsWith('/versions')) {
        item = content({ stage: 'draft_received', actions: ['send_draft'] });
        item.versions[0]!.caption = String(body.caption);
      } else if (url.endsWith('/comments')) {
        item = {
          ...item,
          comments: [
            ...item.comments,
            {
              id: 'c2',
              authorKind: 'creator',
              authorName: 'Zoé Laurent',
              versionNumber: 1,
              decision: null,
              body: String(body.body),
              createdAt: '2026-03-10T11:00:00.000Z',
            },
          ],
        };
      } else {
        item = {
          ...item,
          stage: 'published',
          actions: [],
          publishedUrl: String(body.publishedUrl),
        };
      }
      return { status: 201, body: {} };
    },
  );
  await creator.goto(`/lien/createur#${TOKEN}`);
  const reel = creator.getByRole('article', { name: 'Réel Instagram' });
  await expect(reel.getByText('Modifications demandées')).toBeVisible();
  await expect(reel.getByText('Aucun brouillon pour l’instant')).toBeVisible();
  await expect(reel.getByText('Le brief est en ligne.')).toBeVisible();
  await expectA11yInBothThemes(creator);

  const draft = reel.locator('form').filter({ hasText: 'Envoyer un brouillon' });
  await draft.getByRole('button', { name: 'Envoyer un brouillon' }).click();
  await expect(draft.getByText('Ajoutez au moins un fichier dans « Fichiers ».')).toBeVisible();
  await expect(draft.getByLabel('Fichiers', { exact: true })).toHaveAttribute(
    'accept',
    'image/*,video/*,application/pdf',
  );
  await draft.getByLabel('Fichiers', { exact: true }).setInputFiles({
    name: 'notes.zip',
    mimeType: 'application/zip',
    buffer: PIXEL,
  });
  await draft.getByRole('button', { name: 'Envoyer un brouillon' }).click();
  await expect(
    draft.getByText(
      'Le fichier « notes.zip » n’est pas accepté : envoyez une image, une vidéo ou un PDF.',
    ),
  ).toBeVisible();
  await draft.getByLabel('Fichiers', { exact: true }).setInputFiles({
    name: 'reel-v1.png',
    mimeType: 'image/png',
    buffer: PIXEL,
  });
  await draft.getByLabel('Légende').fill('Le printemps arrive #collab');
  await draft.getByRole('button', { name: 'Envoyer un brouillon' }).click();
  await expect(creator.getByRole('status')).toHaveText('Brouillon envoyé');
  await expect(reel.getByText('Brouillon reçu')).toBeVisible();
  await expect(reel.getByRole('img', { name: 'reel-v1.png' })).toBeVisible();
  expect(tusAuthorizations.length).toBeGreaterThan(0);
  for (const value of tusAuthorizations) expect(value).toBe(`Link ${TOKEN}`);
  expect(posted.at(-1)?.body).toEqual({
    caption: 'Le printemps arrive #collab',
    uploadIds: ['upload-1'],
  });

  await reel.getByLabel('Commentaire').fill('Voici la V1 !');
  await reel.getByRole('button', { name: 'Envoyer le commentaire' }).click();
  await expect(creator.getByRole('status')).toHaveText('Commentaire envoyé');
  await expect(reel.getByText('À propos de la V1')).toBeVisible();
  expect(posted.at(-1)?.body).toEqual({ body: 'Voici la V1 !', versionNumber: 1 });

  item = { ...item, stage: 'approved', actions: ['publish'] };
  await creator.reload();
  const publish = reel.locator('form').filter({ hasText: 'Votre publication' });
  await publish.getByLabel('Lien de la publication').fill('https://www.instagram.com/reel/abc');
  await publish.getByRole('button', { name: 'Marquer comme publié' }).click();
  await expect(creator.getByRole('status')).toHaveText('Publication enregistrée');
  await expect(reel.getByText('Publié', { exact: true })).toBeVisible();
  await expect(reel.getByRole('link', { name: 'Voir la publication' })).toBeVisible();
  expect(posted.at(-1)?.body).toMatchObject({
    action: 'publish',
    publishedUrl: 'https://www.instagram.com/reel/abc',
    publishedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  });
  await creator.context().close();
});

test('the casting’s client accepts and refuses the proposed creators', async ({ browser }) => {
  const client = await outsiderPage(browser);
  const proposal = (id: string, fullName: string): LinkCastingPage['proposals'][number] => ({
    id,
    fullName,
    username: fullName.toLowerCase().replace(/\W/g, ''),
    platforms: ['instagram', 'tiktok'],
    followers: 125_000,
    status: 'pending',
    decidedBy: null,
  });
  const casting: LinkCastingPage = {
    kind: 'casting',
    ...COMMON,
    castingName: 'Casting printemps',
    brand: 'Maison Lumière',
    description: 'Trois profils lifestyle pour le lancement.',
    proposals: [proposal('p1', 'Inès Dubois'), proposal('p2', 'Hugo Bernard')],
  };
  const posted = await standInServer(
    client,
    () => casting,
    ({ url, body }) => {
      const decided = casting.proposals.find((item) => url.endsWith(`/${item.id}`))!;
      decided.status = body.decision as 'accepted' | 'rejected';
      decided.decidedBy = (body.reviewer as { name: string }).name;
      return { status: 200, body: {} };
    },
  );
  await client.goto(`/lien/casting#${TOKEN}`);
  await expect(client.getByRole('heading', { name: 'Casting printemps' })).toBeVisible();
  const ines = client.getByRole('article', { name: 'Inès Dubois' });
  await expect(ines.getByText('Instagram, TikTok')).toBeVisible();
  await expectA11yInBothThemes(client);

  await client.getByLabel('Votre nom').fill('Léa Martin');
  await client.getByLabel('Votre email').fill('lea@maison.fr');
  // By keyboard: the next stop after the reviewer's card is the first decision, ringed.
  await client.getByLabel('Votre email').press('Tab');
  const accept = ines.getByRole('button', { name: 'Accepter Inès Dubois' });
  await expect(accept).toBeFocused();
  expect(await accept.evaluate((button) => getComputedStyle(button).outlineStyle)).toBe('solid');
  await client.keyboard.press('Enter');
  await expect(ines.getByText('Accepté')).toBeVisible();
  await expect(ines.getByText('Validé par le client (Léa Martin)')).toBeVisible();
  expect(posted.at(-1)).toMatchObject({
    url: '/api/link/casting/proposals/p1',
    body: { decision: 'accepted', reviewer: { name: 'Léa Martin', email: 'lea@maison.fr' } },
  });

  // Asked once: the next decision needs no name.
  const hugo = client.getByRole('article', { name: 'Hugo Bernard' });
  await expect(client.getByLabel('Votre nom')).toHaveCount(0);
  await expect(client.getByText('Vous intervenez en tant que Léa Martin.')).toBeVisible();
  await hugo.getByRole('button', { name: 'Refuser Hugo Bernard' }).press('Enter');
  await expect(hugo.getByText('Refusé')).toBeVisible();
  expect(posted.at(-1)?.body).toMatchObject({ decision: 'rejected' });
  await client.context().close();
});
