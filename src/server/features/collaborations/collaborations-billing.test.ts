import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { collaborations } from '#server/db/schema/collaborations';
import { t, a, body, create } from '#server/features/collaborations/collaborations-testing';

// Issue 11: the billing status is read from the switches (shared/domain/billing-status); the
// text the old body sent stayed 'pending' on deals long paid.

const storedBillingStatus = async (id: string) =>
  (
    await t.db
      .select({ billingStatus: collaborations.billingStatus })
      .from(collaborations)
      .where(eq(collaborations.id, id))
  )[0]?.billingStatus;

describe('billing status', () => {
  it('follows the switches, whatever the body says', async () => {
    const pending = await create(a, { billingStatus: 'paid' });
    const invoiced = await create(a, { isInvoiceSent: true, billingStatus: 'pending' });
    const paid = await create(a, {
      isInvoiceSent: true,
      invoiceNumber: 'F-2026-001',
      isPaymentReceived: true,
      billingStatus: 'pending',
    });
    expect([pending, invoiced, paid].map((c) => c.billingStatus)).toEqual([
      'pending',
      'invoiced',
      'paid',
    ]);
    expect(await storedBillingStatus(paid.id)).toBe('paid');
  });

  it('changes with the switches on edit', async () => {
    const created = await create(a, { isInvoiceSent: true });
    const response = await a.agent.putCurrent(
      `/api/collaborations/${created.id}`,
      body(a, { isInvoiceSent: true, isPaymentReceived: true }),
    );
    expect(response.json.billingStatus).toBe('paid');
    const undone = await a.agent.putCurrent(`/api/collaborations/${created.id}`, body(a));
    expect(undone.json.billingStatus).toBe('pending');
  });

  it('reads a deal saved with the old free text from its switches', async () => {
    const created = await create(a, { isPaymentReceived: true });
    await t.db
      .update(collaborations)
      .set({ billingStatus: 'pending' })
      .where(eq(collaborations.id, created.id));
    const shown = (await a.agent.get(`/api/collaborations/${created.id}`)).json;
    expect(shown).toMatchObject({ status: 'completed', billingStatus: 'paid' });
  });
});
