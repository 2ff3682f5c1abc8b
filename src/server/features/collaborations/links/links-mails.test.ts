// Decision 0051: the chef de projet's mails of what outsiders do through their links — sent
// after the commit, never undoing the action when the mail server fails, and to nobody when
// the deal's manager is no member's name.
import { describe, expect, it, vi } from 'vitest';
import { create, deliverable } from '#server/features/collaborations/collaborations-testing';
import {
  a,
  contentPath,
  createLink,
  managerOf,
  postWithLink,
  sendLinkDraft,
  t,
  tokenOf,
} from '#server/features/collaborations/links/links-testing';

async function createLinkedDeal(manager: string) {
  const deal = await create(a, {
    manager,
    influencers: [{ influencerId: a.lea, deliverables: [deliverable(10_000)] }],
  });
  const lineId = deal.influencers[0].id as string;
  const link = await createLink(a, `/api/collaborations/${deal.id}/links/creator/${lineId}`);
  return {
    id: deal.id as string,
    token: tokenOf(link.url),
    deliverableId: deal.influencers[0].deliverables[0].id as string,
  };
}

describe("the chef de projet's mails", () => {
  it('finds the manager whatever the case and spaces of the name', async () => {
    const deal = await createLinkedDeal(`  ${managerOf(a).toUpperCase()} `);
    expect((await sendLinkDraft(deal.token, deal.deliverableId)).status).toBe(201);
    const mail = t.mailbox.lastTo(a.account.email);
    expect(mail?.text).toContain(`Bonjour ${a.account.user.firstName},`);
    expect(mail?.link).toBe(`${t.config.appUrl}/app/collaborations?voir=${deal.id}`);
  });

  it('keeps the draft when the mail server fails', async () => {
    const deal = await createLinkedDeal(managerOf(a));
    const failing = vi
      .spyOn(t.mailbox.mailer, 'send')
      .mockRejectedValueOnce(new Error('SMTP indisponible'));
    const sent = await sendLinkDraft(deal.token, deal.deliverableId);
    expect(failing).toHaveBeenCalledTimes(1);
    failing.mockRestore();
    expect(sent.status, sent.text).toBe(201);
    const tab = (await a.agent.get(`/api/collaborations/${deal.id}/contents`)).json;
    expect(tab.lines[0].deliverables[0]).toMatchObject({ stage: 'draft_received' });
  });

  it('mails nobody for a manager who is no member, nor for a comment', async () => {
    const deal = await createLinkedDeal('Quelqu’un d’autre');
    const before = t.mailbox.sent.length;
    expect((await sendLinkDraft(deal.token, deal.deliverableId)).status).toBe(201);
    const comment = await postWithLink(contentPath(deal.deliverableId, 'comments'), deal.token, {
      body: 'Je la refais demain.',
    });
    expect(comment.status).toBe(201);
    expect(t.mailbox.sent.length).toBe(before);
  });
});
