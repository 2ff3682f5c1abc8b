import type { Page } from '@playwright/test';
import { expect, newAccount, signUp } from './fixtures';

// What several journeys start from: valid records, the app's screens, and API seeding with the
// page's own session (fast, and not what the journey tests).

/** The required fields of an influencer, valid; add a name and what the journey is about. */
export const INFLUENCER_REQUIRED = {
  address: '12 rue de la Paix, 75002 Paris',
  phoneNumber: '06 11 22 33 44',
  birthDate: '1996-03-14',
  siret: '73282932000074',
  internalReferent: 'Camille',
};

export const SIGNED_OUT_PATHS = [
  '/',
  '/login',
  '/login?mode=signup',
  '/verify-email',
  '/reset-password',
];

/** Every section of the sidebar (src/client/app/sections.ts), placeholders included. */
export const APP_SECTIONS = [
  'collaborations',
  'campaigns',
  'todo',
  'clients',
  'influencers',
  'casting',
  'accounting',
  'resources',
  'assistant',
  'account',
];

// Intl puts narrow no-break spaces in amounts: '1 550,50 €'.
export const euros = (text: string) => new RegExp(`^${text.replace(/ /g, '\\s')}$`);

/** A fresh agency, signed in: its session cookie is set once the app has opened. */
export async function signUpToApp(page: Page) {
  await signUp(page, newAccount());
  await expect(page).toHaveURL(/\/app\/collaborations$/);
}

/** Creates a record through the API with the page's session cookie; returns its JSON. */
export async function post(page: Page, url: string, data: object) {
  const response = await page.request.post(url, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** A creator of a journey's deal and what they deliver (each deliverable's type and fields). */
export type DealCreator = { fullName: string; username: string; deliverables: object[] };

/**
 * A deal of the 'Contenus' journeys (issue 29): the client 'Maison Lumière', each creator made
 * and put on it with their deliverables. Returns the deal with its lines' ids, in order.
 */
export async function createContentDeal(
  page: Page,
  creators: DealCreator[],
  name = 'Lancement printemps',
) {
  const client = await post(page, '/api/clients', { brandName: 'Maison Lumière' });
  const influencers = [];
  for (const { fullName, username, deliverables } of creators) {
    const { id } = await post(page, '/api/influencers', {
      ...INFLUENCER_REQUIRED,
      fullName,
      username,
    });
    influencers.push({ influencerId: id, deliverables });
  }
  const deal = await post(page, '/api/collaborations', {
    name,
    type: 'collaboration_entrante',
    clientId: client.id,
    contactDate: '2026-03-02',
    manager: 'Camille Martin',
    influencers,
  });
  return deal as { id: string; influencers: { id: string }[] };
}

/** The smallest PNG there is: one transparent pixel. */
export const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * A draft of a deliverable with one image and its caption, as the deal's detail sends one: the
 * image through the tus upload, then the version. Returns the version's response.
 */
export async function sendImageVersion(
  page: Page,
  dealId: string,
  deliverableId: string,
  { caption = '', image = PIXEL, fileName = 'v1.png' } = {},
) {
  const meta = (value: string) => Buffer.from(value).toString('base64');
  const upload = await page.request.post('/api/uploads', {
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(image.length),
      'upload-metadata': `filename ${meta(fileName)},filetype ${meta('image/png')}`,
    },
  });
  expect(upload.status()).toBe(201);
  const location = upload.headers()['location']!;
  const patched = await page.request.patch(location, {
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    data: image,
  });
  expect(patched.status()).toBe(204);
  const sent = await page.request.post(
    `/api/collaborations/${dealId}/contents/${deliverableId}/versions`,
    { data: { caption, uploadIds: [location.split('/').pop()] } },
  );
  expect(sent.status(), await sent.text()).toBe(201);
  return sent;
}
