// Issue 30: the campaign report's conclusion (PUT …/report/conclusion), and the report's walls:
// another agency's deal, a member without the Collaborations section.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { collaborations } from '#server/db/schema/collaborations';
import { recordEvents } from '#server/db/schema/history';
import { joinWithout } from '#server/features/collaborations/contents/contents-testing';
import {
  a,
  b,
  createReportDeal,
  readReport,
  reportPath,
  t,
} from '#server/features/collaborations/report/report-testing';
import { report as words } from '#shared/i18n/fr-report';

describe('the conclusion of the report', () => {
  const conclusionPath = (deal: { id: string }) => `${reportPath(deal)}/conclusion`;

  it('is saved, shown in the report, and written once in the deal’s history', async () => {
    const deal = await createReportDeal(a);
    const [before] = await t.db
      .select({ version: collaborations.version })
      .from(collaborations)
      .where(eq(collaborations.id, deal.id));
    const saved = await a.agent.put(conclusionPath(deal), {
      conclusion: '  Une campagne au-dessus des objectifs.  ',
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json).toEqual({ conclusion: 'Une campagne au-dessus des objectifs.' });
    // The same text again writes no second line.
    await a.agent.put(conclusionPath(deal), {
      conclusion: 'Une campagne au-dessus des objectifs.',
    });
    expect((await readReport(deal)).conclusion).toBe('Une campagne au-dessus des objectifs.');
    const changes = (
      await t.db
        .select({ changes: recordEvents.changes })
        .from(recordEvents)
        .where(and(eq(recordEvents.recordId, deal.id), eq(recordEvents.kind, 'collaboration')))
    ).flatMap(
      (event) => event.changes as Array<{ field: string; before: unknown; after: unknown }>,
    );
    expect(changes.filter((change) => change.field === 'reportConclusion')).toEqual([
      { field: 'reportConclusion', before: '', after: 'Une campagne au-dessus des objectifs.' },
    ]);
    // The deal's version stays: an open deal form saves without a conflict.
    const [after] = await t.db
      .select({ version: collaborations.version })
      .from(collaborations)
      .where(eq(collaborations.id, deal.id));
    expect(after!.version).toBe(before!.version);
  });

  it('refuses a text too long, unstorable or not a text, naming the field', async () => {
    const deal = await createReportDeal(a);
    const tooLong = await a.agent.put(conclusionPath(deal), { conclusion: 'x'.repeat(10_001) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.json.error.message).toContain(words.conclusion);
    expect(tooLong.json.error.fields.conclusion).toContain(words.conclusion);
    const nul = await a.agent.put(conclusionPath(deal), { conclusion: 'Bilan\u0000' });
    expect(nul.status).toBe(422);
    expect(nul.json.error.fields.conclusion).toContain(words.conclusion);
    const notText = await a.agent.put(conclusionPath(deal), { conclusion: 12 });
    expect(notText.status).toBe(422);
    expect(Object.keys(notText.json.error.fields)).toEqual(['conclusion']);
    expect((await readReport(deal)).conclusion).toBe('');
  });
});

describe('the report’s walls', () => {
  it('another agency’s deal is a 404, read or written', async () => {
    const deal = await createReportDeal(a);
    expect((await b.agent.get(reportPath(deal))).status).toBe(404);
    const written = await b.agent.put(`${reportPath(deal)}/conclusion`, { conclusion: 'Piraté' });
    expect(written.status).toBe(404);
    expect((await readReport(deal)).conclusion).toBe('');
    expect((await a.agent.get(reportPath({ id: 'pas-un-id' }))).status).toBe(404);
  });

  it('a member without the Collaborations section gets a 403', async () => {
    const deal = await createReportDeal(a);
    const member = await joinWithout(
      { agency: a, id: deal.id, first: deal.items[0]!, second: deal.items[1]! },
      ['collaborations'],
    );
    expect((await member.get(reportPath(deal))).status).toBe(403);
    const put = await member.put(`${reportPath(deal)}/conclusion`, { conclusion: 'Non' });
    expect(put.status).toBe(403);
  });
});
