// Issue 31, items 4, 5 and 6: the contract of a deal's creator is generated from the deal's own
// data, read back from its .docx, signed by the creator through their link on a phone, then
// countersigned by the agency: 'Contrat signé' turns on. On the real server.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import PizZip from 'pizzip';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { INFLUENCER_REQUIRED, post, signUpToApp } from './journey-data';
import { expectA11yInBothThemes, outsiderPage } from './link-pages-data';

const BRAND_LEGAL_NAME = 'Lumière Cosmétiques SAS';
const CREATOR = 'Zoé Laurent';

/** A deal of one creator with all the contract's data (both parties, missions, pay, rights). */
async function createContractDeal(page: Page) {
  const client = await post(page, '/api/clients', {
    brandName: 'Maison Lumière',
    legalName: BRAND_LEGAL_NAME,
    legalAddress: '8 rue du Faubourg Saint-Honoré, 75008 Paris',
    legalEmail: 'juridique@lumiere.example',
    taxCountry: 'FR',
  });
  const influencer = await post(page, '/api/influencers', {
    ...INFLUENCER_REQUIRED,
    fullName: CREATOR,
    username: 'zoelaurent',
    email: 'zoe@laurent.example',
    taxCountry: 'FR',
  });
  const deal = await post(page, '/api/collaborations', {
    name: 'Lancement printemps',
    type: 'collaboration_entrante',
    clientId: client.id,
    contactDate: '2026-03-02',
    manager: 'Camille Martin',
    category: 'none',
    rightsUsage: 'Réseaux sociaux de la marque',
    rightsMonths: 12,
    paymentDays: 30,
    influencers: [
      {
        influencerId: influencer.id,
        giftsCents: 20_000,
        deliverables: [
          {
            type: 'reel_instagram',
            description: 'Le reel du lancement',
            priceCents: 150_000,
            publishOn: '2026-04-10',
          },
        ],
      },
    ],
  });
  return deal as unknown as { id: string; influencers: { id: string }[] };
}

async function openCompliance(page: Page) {
  await page.goto('/app/collaborations');
  await page.getByRole('button', { name: 'Lancement printemps', exact: true }).click();
  const detail = page.getByRole('dialog', { name: 'Lancement printemps' });
  await detail.getByRole('tab', { name: 'Conformité' }).click();
  const section = detail.getByTestId('contracts');
  await expect(section.getByRole('heading', { name: 'Contrats des créateurs' })).toBeVisible();
  return { detail, row: section.getByTestId('contract-row') };
}

/** The text of a downloaded .docx: its document.xml without its tags (runs split words). */
async function readDocxText(path: string) {
  const zip = new PizZip(await readFile(path));
  const xml = zip.file('word/document.xml')?.asText() ?? '';
  return xml.replace(/<\/w:p>/g, '\n').replace(/<[^>]+>/g, '');
}

const stateOf = (row: Locator) => row.getByTestId('contract-state');

test('a contract generated from the deal, signed by the creator on a phone, countersigned', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signUpToApp(page);
  const deal = await createContractDeal(page);

  // The agency generates the contract from the deal's 'Conformité' tab.
  let { row } = await openCompliance(page);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('heading', { name: CREATOR })).toBeVisible();
  await expect(stateOf(row)).toHaveText('Aucun contrat');
  await row.getByRole('button', { name: 'Générer le contrat' }).click();
  await expect(stateOf(row)).toHaveText(/^Généré le \d{1,2} \p{L}+ \d{4}$/u);
  await expect(row.getByRole('button', { name: 'Générer à nouveau' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The .docx holds both parties' names.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('link', { name: 'Télécharger (.docx)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.docx$/);
  const text = await readDocxText((await download.path())!);
  expect(text).toContain(BRAND_LEGAL_NAME);
  expect(text).toContain(CREATOR);

  // The creator's link, opened on a phone: the contract to read, then to sign.
  const link = (await post(
    page,
    `/api/collaborations/${deal.id}/links/creator/${deal.influencers[0]!.id}`,
    {},
  )) as unknown as { url: string };
  const { pathname, hash } = new URL(link.url);
  const creator = await outsiderPage(browser);
  await creator.goto(`${pathname}${hash}`);
  const contract = creator.getByRole('region', { name: 'Contrat', exact: true });
  await expect(contract).toBeVisible();
  const body = contract.getByRole('region', { name: 'Texte du contrat' });
  await expect(body).toContainText(CREATOR);
  await expect(body).toContainText(BRAND_LEGAL_NAME);
  // Readable on the phone: the text wraps in the page's width, nothing scrolls sideways.
  expect(await creator.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    390,
  );
  await creator.screenshot({ path: 'test-results/contract-link-phone.png', fullPage: true });
  const [phoneDownload] = await Promise.all([
    creator.waitForEvent('download'),
    contract.getByRole('button', { name: 'Télécharger le contrat (.docx)' }).click(),
  ]);
  expect(phoneDownload.suggestedFilename()).toMatch(/\.docx$/);
  await expectA11yInBothThemes(creator);

  // Sent empty: each error beside its field, in French.
  await contract.getByRole('button', { name: 'Signer le contrat' }).click();
  await expect(contract.getByText('Le champ « Nom complet » est requis.')).toBeVisible();
  await expect(
    contract.getByText('Cochez « J’ai lu le contrat et je l’accepte » pour signer.'),
  ).toBeVisible();
  await expect(contract.getByLabel('Nom complet')).toBeFocused();
  const sign = async () => {
    await contract.getByLabel('Nom complet').fill(CREATOR);
    await contract.getByLabel('J’ai lu le contrat et je l’accepte').check();
    await contract.getByRole('button', { name: 'Signer le contrat' }).click();
  };
  // A document that changed since it was read (its hash is not the server's): refused (409),
  // said, and the contract read again, its form empty, to be signed anew.
  await creator.route('**/api/link/contract/sign', (route) =>
    route.continue({
      postData: { ...route.request().postDataJSON(), documentSha256: '0'.repeat(64) },
    }),
  );
  await sign();
  await expect(contract.getByRole('alert')).toHaveText(
    'Le contrat a changé depuis votre lecture : relisez-le avant de signer.',
  );
  await expect(contract.getByLabel('Nom complet')).toHaveValue('');
  await expect(contract.getByRole('heading', { name: 'Contrat', exact: true })).toBeFocused();
  await creator.unroute('**/api/link/contract/sign');
  await sign();
  const signed = contract.getByTestId('contract-signed');
  await expect(signed).toContainText(`Signé par ${CREATOR} le`);
  await expect(signed).toContainText('En attente de la signature de l’agence');
  await expect(contract.getByRole('button', { name: 'Signer le contrat' })).toHaveCount(0);
  await expectA11yInBothThemes(creator);

  // Back in the agency: the creator's signature, a new document would need a new one.
  let detail: Locator;
  ({ detail, row } = await openCompliance(page));
  await expect(stateOf(row)).toHaveText(/^Signé par le créateur le /);
  await expect(row).toContainText(`Signé par ${CREATOR} le`);
  await expect(row.getByRole('link', { name: 'Certificat de signature (PDF)' })).toBeVisible();
  await row.getByRole('button', { name: 'Générer à nouveau' }).click();
  const again = page.getByRole('dialog', { name: 'Générer à nouveau le contrat ?' });
  await expect(again).toContainText('devra être signé à nouveau');
  await again.getByRole('button', { name: 'Annuler' }).click();
  await expect(again).toBeHidden();

  // 'Contresigner', confirmed in its dialog under the member's name, from the keyboard.
  await row.getByRole('button', { name: 'Contresigner' }).press('Enter');
  const countersign = page.getByRole('dialog', { name: 'Contresigner le contrat' });
  await expect(countersign).toContainText(
    `Vous signez le contrat de ${CREATOR} au nom de l’agence`,
  );
  await expect(countersign.getByTestId('countersign-name')).not.toBeEmpty();
  await expectNoSeriousA11yViolations(page);
  await countersign.getByRole('button', { name: 'Contresigner' }).click();
  await expect(countersign).toBeHidden();
  await expect(stateOf(row)).toHaveText('Contrat signé');
  await expect(stateOf(row)).toHaveAttribute('data-state', 'done');
  await expect(row.getByRole('button', { name: 'Contresigner' })).toHaveCount(0);

  // Both themes on the agency's section.
  await expectNoSeriousA11yViolations(page);
  await detail.getByRole('button', { name: 'Fermer' }).first().click();
  await page.getByRole('button', { name: 'Passer au thème clair' }).click();
  ({ detail, row } = await openCompliance(page));
  await expect(stateOf(row)).toHaveText('Contrat signé');
  await page.screenshot({ path: 'test-results/contract-section-light.png', fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // The deal's 'Contrat signé' is on, in the list.
  await detail.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(page.getByRole('img', { name: 'Contrat signé : oui' }).first()).toBeVisible();

  // The creator's page says the agency has countersigned.
  await creator.reload();
  await expect(contract.getByTestId('contract-signed')).toContainText(
    'Contresigné par l’agence le',
  );
  await expect(contract.getByText('Contrat signé', { exact: true })).toBeVisible();
  await creator.context().close();
});

/** The template's .docx with `from` replaced by `to` in its text (a tag renamed, a word). */
function editTemplate(bytes: Buffer, from: string, to: string) {
  const zip = new PizZip(bytes);
  const xml = zip.file('word/document.xml')?.asText() ?? '';
  expect(xml).toContain(from);
  zip.file('word/document.xml', xml.replace(from, to));
  return zip.generate({ type: 'nodebuffer' });
}

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

test("the agency's template: its placeholders, one refused naming its tag, then back to the default; a contract signed by hand", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpToApp(page);
  const deal = await createContractDeal(page);

  await page.goto('/app/campaigns/compliance');
  await page.getByRole('button', { name: 'Modèle de contrat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modèle de contrat' });
  await expect(dialog.getByTestId('template-in-use')).toHaveText(
    'Modèle utilisé : Modèle par défaut d’Infludesk',
  );
  await expect(dialog.getByText('{creatorName}', { exact: true })).toBeVisible();
  await expect(dialog.getByText('{brandLegalName}', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Télécharger le modèle' }).click(),
  ]);
  const template = await readFile((await download.path())!);

  // A tag the product does not know: refused, naming it, beside the file's field.
  const input = dialog.getByLabel('Déposer un modèle (.docx)');
  await input.setInputFiles({
    name: 'Mon modèle.docx',
    mimeType: DOCX_TYPE,
    buffer: editTemplate(template, '{brandLegalName}', '{brandLegalNam}'),
  });
  await expect(
    dialog.getByText('Le modèle contient une balise inconnue : {brandLegalNam}'),
  ).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');

  // The agency's own wording: kept, used, then the default again.
  await input.setInputFiles({
    name: 'Mon modèle.docx',
    mimeType: DOCX_TYPE,
    buffer: editTemplate(template, '{brandLegalName}', 'Annonceur : {brandLegalName}'),
  });
  await expect(dialog.getByTestId('template-in-use')).toContainText(
    '« Mon modèle.docx », déposé le',
  );
  await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Revenir au modèle par défaut' }).click();
  await expect(dialog.getByTestId('template-in-use')).toHaveText(
    'Modèle utilisé : Modèle par défaut d’Infludesk',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A contract signed on paper, uploaded by hand: 'Contrat signé' without the link.
  const generated = await page.request.post(
    `/api/collaborations/${deal.id}/contracts/${deal.influencers[0]!.id}`,
  );
  expect(generated.status(), await generated.text()).toBe(201);
  const { row } = await openCompliance(page);
  await expect(stateOf(row)).toHaveText(/^Généré le /);
  await row.getByTestId('signed-upload-input').setInputFiles({
    name: 'Contrat signé.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
  });
  await expect(stateOf(row)).toHaveText('Contrat signé');
  await expect(row).toContainText('Contrat signé « Contrat signé.pdf » déposé le');
  await expect(row.getByRole('button', { name: /^Déposer le contrat signé/ })).toHaveCount(0);
});
