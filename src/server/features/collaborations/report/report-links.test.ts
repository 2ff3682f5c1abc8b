// Issue 30, decision 0056: 'Partager le rapport' — a report link's walls: no cost nor margin
// ever, the budget only when ticked, dead links refused, no other link opens the report and a
// report link opens nothing else, its files only the previews of the published deliverables.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { privateLinks } from '#server/db/schema/contents';
import { createPrivateLink } from '#server/lib/private-links/private-links';
import { joinWithout, sendDraft } from '#server/features/collaborations/contents/contents-testing';
import {
  callWithLink,
  postWithLink,
  tokenOf,
} from '#server/features/collaborations/links/links-testing';
import { REPORT_LINK_DAYS } from '#server/features/collaborations/report/report-links';
import {
  a,
  b,
  createReportDeal,
  insertReadings,
  publish,
  t,
  type ReportDeal,
} from '#server/features/collaborations/report/report-testing';
import { linksText } from '#shared/i18n/fr-links';
import type { CampaignReport } from '#shared/schemas/report';
import type { PrivateLinkItem } from '#shared/schemas/private-links';

const sharePath = (deal: { id: string }) => `/api/collaborations/${deal.id}/links/report`;

async function share(deal: ReportDeal, body: object = {}) {
  const response = await deal.agency.agent.post(sharePath(deal), body);
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json as { id: string; url: string; expiresAt: string; isMailed: boolean };
}

/** A deal with two publications read, one preview each, and Tom's second not published. */
async function sharedDeal() {
  const deal = await createReportDeal(a);
  const [l1, , , t1, t2] = deal.items as [string, string, string, string, string];
  const asDeal = { agency: a, id: deal.id, first: l1, second: t1 };
  for (const id of [l1, t2]) {
    const sent = await sendDraft(asDeal, id, { name: `${id}.png`, type: 'image/png' });
    expect(sent.status, JSON.stringify(sent.json)).toBe(201);
  }
  await publish(deal, l1);
  await publish(deal, t1);
  await insertReadings(deal, [
    {
      deliverableId: l1,
      readOn: '2026-11-03',
      createdAt: new Date(),
      impressions: 40_000,
      likes: 900,
    },
    { deliverableId: t1, readOn: '2026-11-04', createdAt: new Date(), reach: 7_000, comments: 70 },
  ]);
  return deal;
}

// Every number of money the agency's view holds for this deal.
const MONEY = /"(costCents|marginCents)":\d/;

describe('a shared report', () => {
  it('shows the live report without costs, margins nor the budget', async () => {
    const deal = await sharedDeal();
    const link = await share(deal);
    expect(link.url).toMatch(/\/lien\/rapport#[\w-]{43}$/);
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(REPORT_LINK_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(REPORT_LINK_DAYS);
    const seen = await callWithLink('/api/link/report', tokenOf(link.url));
    expect(seen.status, seen.text).toBe(200);
    expect(seen.headers.get('referrer-policy')).toBe('no-referrer');
    const report = seen.json as CampaignReport;
    expect(report).toMatchObject({ name: 'Noël scintillant', showsBudget: false });
    expect(report.totals.metrics.impressions).toBe(40_000);
    expect(report.totals.budget).toEqual({ billedCents: null, costCents: null, marginCents: null });
    for (const part of [report.totals, ...report.creators, ...report.publications]) {
      expect(part.onCost).toBeNull();
      expect(part.onBilled).toBeNull();
    }
    for (const part of [...report.creators, ...report.publications]) {
      expect(part.costCents).toBeNull();
      expect(part.billedCents).toBeNull();
    }
    expect(seen.text).not.toMatch(MONEY);
    expect(seen.text).not.toMatch(/900000|300000|600000|120000/);
    // The agency's own view has them all.
    const own = await a.agent.get(`/api/collaborations/${deal.id}/report`);
    expect(JSON.stringify(own.json)).toMatch(MONEY);
  });

  it('shows the billed price and its indicators when the budget is ticked, never the costs', async () => {
    const deal = await sharedDeal();
    const link = await share(deal, { showBudget: true });
    const report = (await callWithLink('/api/link/report', tokenOf(link.url)))
      .json as CampaignReport;
    expect(report.showsBudget).toBe(true);
    expect(report.totals.budget).toEqual({
      billedCents: 900_000,
      costCents: null,
      marginCents: null,
    });
    expect(report.publications[0]!.billedCents).toBe(360_000);
    expect(report.totals.onBilled?.cpm).toBe((360_000 / 40_000) * 1000);
    expect(report.totals.onCost).toBeNull();
    expect(report.publications.every((p) => p.costCents === null && p.onCost === null)).toBe(true);
  });

  it('is mailed when an address is given, and listed and revoked with the deal’s links', async () => {
    const deal = await sharedDeal();
    const brand = await deal.agency.agent.post(`/api/collaborations/${deal.id}/links/brand`, {});
    expect(brand.status).toBe(201);
    const link = await share(deal, { email: 'Marque@Example.fr', showBudget: true });
    expect(link.isMailed).toBe(true);
    const mail = t.mailbox.lastTo('marque@example.fr');
    expect(mail!.subject).toContain('rapport de campagne : Noël scintillant');
    expect(mail!.text).toContain(link.url);
    const items = (await a.agent.get(`/api/collaborations/${deal.id}/links`)).json
      .items as PrivateLinkItem[];
    expect(items.find((item) => item.id === link.id)).toMatchObject({
      kind: 'report',
      showBudget: true,
      status: 'live',
    });
    expect(items.find((item) => item.kind === 'brand')).not.toHaveProperty('showBudget');
    expect((await a.agent.delete(`/api/collaborations/${deal.id}/links/${link.id}`)).status).toBe(
      204,
    );
    const refused = await callWithLink('/api/link/report', tokenOf(link.url));
    expect(refused.status).toBe(410);
    expect(refused.json.error.message).toBe(linksText.errors.revoked);
    // The brand's link is another link: it lives on.
    expect((await callWithLink('/api/link/me', tokenOf(brand.json.url))).status).toBe(200);
  });

  it('a new share replaces the older link; an expired one is refused', async () => {
    const deal = await sharedDeal();
    const first = tokenOf((await share(deal)).url);
    const second = await share(deal, { showBudget: true });
    expect((await callWithLink('/api/link/report', first)).status).toBe(410);
    expect((await callWithLink('/api/link/report', tokenOf(second.url))).status).toBe(200);
    await t.db
      .update(privateLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(privateLinks.id, second.id));
    const expired = await callWithLink('/api/link/report', tokenOf(second.url));
    expect(expired.status).toBe(410);
    expect(expired.json.error.message).toBe(linksText.errors.expired);
  });

  it('refuses a bad address or budget switch in French, another agency and a closed section', async () => {
    const deal = await createReportDeal(a);
    const bad = await a.agent.post(sharePath(deal), { email: 'pas-une-adresse' });
    expect(bad.status).toBe(422);
    expect(bad.json.error.fields.email).toContain('Email');
    expect((await a.agent.post(sharePath(deal), { showBudget: 'oui' })).status).toBe(422);
    expect((await b.agent.post(sharePath(deal), {})).status).toBe(404);
    const member = await joinWithout(
      { agency: a, id: deal.id, first: deal.items[0]!, second: deal.items[1]! },
      ['collaborations'],
    );
    expect((await member.post(sharePath(deal), {})).status).toBe(403);
    const items = (await a.agent.get(`/api/collaborations/${deal.id}/links`)).json.items;
    expect(items).toEqual([]);
  });
});

describe('the walls between links', () => {
  it('a creator’s or brand’s link cannot open the report', async () => {
    const deal = await sharedDeal();
    const creator = await a.agent.post(
      `/api/collaborations/${deal.id}/links/creator/${deal.lea}`,
      {},
    );
    const brand = await a.agent.post(`/api/collaborations/${deal.id}/links/brand`, {});
    for (const link of [creator, brand]) {
      expect(link.status).toBe(201);
      const token = tokenOf(link.json.url);
      expect((await callWithLink('/api/link/me', token)).status).toBe(200);
      const refused = await callWithLink('/api/link/report', token);
      expect(refused.status).toBe(404);
      expect(refused.text).not.toContain('Noël scintillant');
    }
    // Even a casting's link naming the deal (no such link is made) is refused by its kind.
    const casting = await createPrivateLink(t.db, {
      kind: 'casting',
      agencyId: a.account.user.agencyId as string,
      collaborationId: deal.id,
      collaborationInfluencerId: null,
      castingId: null,
      expiresAt: new Date(Date.now() + 86_400_000),
      createdBy: null,
    });
    expect((await callWithLink('/api/link/report', casting.token)).status).toBe(404);
  });

  it('a report link opens nothing else of the deal', async () => {
    const deal = await sharedDeal();
    const token = tokenOf((await share(deal, { showBudget: true })).url);
    const report = (await callWithLink('/api/link/report', token)).json as CampaignReport;
    const fileId = report.publications[0]!.preview!.fileId;
    const deliverableId = deal.items[0]!;
    for (const path of ['/api/link/me', `/api/link/files/${fileId}`, '/api/link/brief']) {
      expect((await callWithLink(path, token)).status, path).toBe(404);
    }
    const comment = await postWithLink(`/api/link/contents/${deliverableId}/comments`, token, {
      body: 'Bravo',
    });
    expect(comment.status).toBe(404);
    const proposal = await postWithLink(
      '/api/link/casting/proposals/00000000-0000-4000-8000-000000000000',
      token,
      { decision: 'accepted', reviewer: { name: 'Iris', email: 'iris@example.fr' } },
    );
    // The casting's route answers every deal's link so (decision 0053): refused all the same.
    expect(proposal.status).toBe(403);
    expect(proposal.json.error.message).toBe(linksText.errors.notHere);
    // Nor any agency route: a link's header is refused outside /api/link/*.
    expect((await callWithLink(`/api/collaborations/${deal.id}/report`, token)).status).toBe(401);
  });

  it('serves the previews of the published deliverables only', async () => {
    const deal = await sharedDeal();
    const token = tokenOf((await share(deal)).url);
    const report = (await callWithLink('/api/link/report', token)).json as CampaignReport;
    const [withPreview, withoutPreview] = report.publications;
    expect(withoutPreview!.preview).toBeNull();
    const file = await callWithLink(
      `/api/link/report/files/${withPreview!.preview!.fileId}`,
      token,
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('referrer-policy')).toBe('no-referrer');
    // Tom's second deliverable has a draft but is not published: its file stays closed.
    const contents = (await a.agent.get(`/api/collaborations/${deal.id}/contents`)).json;
    const unpublished = contents.lines[1].deliverables[1].versions[0].files[0].id as string;
    const other = await sharedDeal();
    const otherReport = (await a.agent.get(`/api/collaborations/${other.id}/report`)).json;
    for (const id of [
      unpublished,
      otherReport.publications[0].preview.fileId as string,
      '00000000-0000-4000-8000-000000000000',
    ]) {
      expect((await callWithLink(`/api/link/report/files/${id}`, token)).status, id).toBe(404);
    }
    expect((await callWithLink('/api/link/report/files/pas-un-id', token)).status).toBe(404);
  });
});
