// Issue 33 on decision 0063: a deal whose kept compliance turns 'Bloquant' notifies its
// managers once, whether the panel, the overview or the minute's job evaluates it; its first
// evaluation (a new deal) notifies nobody.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications } from '#server/db/schema/notifications';
import { refreshEveryAgency } from '#server/features/collaborations/compliance/compliance-jobs';
import {
  completeParties,
  createAgency,
  createDeal,
  joinWithout,
  readOverview,
  readPanel,
  setDeal,
  t,
} from '#server/features/collaborations/compliance/compliance-testing';
import { notificationPath } from '#shared/domain/notifications';
import { notificationsText } from '#shared/i18n/fr-notifications';
import type { Agency } from '#server/features/collaborations/collaborations-testing';

const managerOf = (agency: Agency) =>
  `${agency.account.user.firstName} ${agency.account.user.lastName}`;

const blockingItems = (collaborationId: string) =>
  t.db
    .select({ userId: notifications.userId, detail: notifications.detail })
    .from(notifications)
    .where(
      and(
        eq(notifications.kind, 'compliance_blocking'),
        eq(notifications.collaborationId, collaborationId),
      ),
    );

describe('compliance turning Bloquant', () => {
  it('notifies the manager once per turn, by the job or by a read, and nobody else', async () => {
    const agency = await createAgency();
    await completeParties(agency);
    const colleague = await joinWithout(agency, []);
    const deal = await createDeal(agency, 10_000, { manager: managerOf(agency) });
    await setDeal(deal, { category: 'none' });
    expect((await readPanel(deal)).worstLevel).toBe('ok');

    // A colleague (here, the database) marks the deal nicotine: the minute's job evaluates it.
    await setDeal(deal, { category: 'nicotine' });
    expect(await refreshEveryAgency(t.db)).toBeGreaterThanOrEqual(1);
    expect(await blockingItems(deal.id)).toEqual([
      { userId: agency.account.user.id, detail: { checks: ['Catégorie réglementée'] } },
    ]);
    // Read again, evaluated again: nothing new.
    await readOverview(agency);
    await readPanel(deal);
    expect(await refreshEveryAgency(t.db)).toBe(0);
    expect(await blockingItems(deal.id)).toHaveLength(1);

    // The manager's bell links to the deal's 'Conformité' tab; the colleague has nothing.
    const [item] = (await agency.agent.get('/api/notifications')).json.items;
    expect(item).toMatchObject({ kind: 'compliance_blocking', recordId: deal.id, actorName: null });
    expect(
      notificationsText.sentence.compliance_blocking({
        actor: null,
        record: item.recordLabel,
        deal: item.collaborationLabel,
        detail: item.detail,
      }),
    ).toBe(
      `La conformité de la collaboration « ${item.recordLabel} » est « Bloquant » (Catégorie réglementée).`,
    );
    expect(notificationPath(item)).toBe(`/app/collaborations?voir=${deal.id}&onglet=conformite`);
    expect((await colleague.get('/api/notifications/unread-count')).json.count).toBe(0);

    // Fixed, then blocking again: a second turn, read this time by the panel.
    await setDeal(deal, { category: 'none' });
    expect((await readPanel(deal)).worstLevel).toBe('ok');
    await setDeal(deal, { category: 'nicotine' });
    await Promise.all([readPanel(deal), readOverview(agency), refreshEveryAgency(t.db)]);
    expect(await blockingItems(deal.id)).toHaveLength(2);
  });

  it('a new deal blocking from its first evaluation notifies nobody', async () => {
    const agency = await createAgency();
    await completeParties(agency);
    const deal = await createDeal(agency, 10_000, { manager: managerOf(agency) });
    await setDeal(deal, { category: 'nicotine' });
    await refreshEveryAgency(t.db);
    expect((await readPanel(deal)).worstLevel).toBe('blocking');
    expect(await blockingItems(deal.id)).toEqual([]);
  });
});
