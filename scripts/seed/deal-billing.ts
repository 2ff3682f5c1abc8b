// The client's side of the seeded deals (issue 20): seven in eight billed at 1.00–1.69 times
// their creators' rates, a third with one or two 'Frais annexes' lines, half invoiced up to two
// months after the contact; the margin as the service stores it (billed − rates − costs).
// In SQL over the agency's deals, from a hash of each id: the same on every run, fast at 100,000.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';

const COST_LABELS = ['Production', 'Envoi des produits', 'Publicité', 'Shooting photo'];

export async function seedDealBilling({ db, agencyId }: { db: Database; agencyId: string }) {
  const draw = (salt: string, modulo: number) =>
    sql.raw(`((hashtext(id::text || '${salt}') & 2147483647) % ${modulo})`);
  await db.transaction(async (tx) => {
    // Each statement rewrites up to 100,000 deals and their indexes: on a busy machine that
    // outlasts the 15 s a request may take (db/client.ts), which is no limit for a seed.
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`
      update collaborations set
        billed_cents = case when ${draw('billed', 8)} = 0 then null
          else (total_cents::bigint * (100 + ${draw('factor', 70)}) / 100)::int end,
        invoice_date = case when ${draw('invoiced', 2)} = 0
          then contact_date + ${draw('delay', 60)}::int end
      where agency_id = ${agencyId}`);
    await tx.execute(sql`
      insert into collaboration_costs (agency_id, collaboration_id, label, amount_cents, position)
      select agency_id, id,
        (array[${sql.join(
          COST_LABELS.map((label) => sql`${label}`),
          sql`, `,
        )}])[1 + (hashtext(id::text || line::text) & 2147483647) % ${COST_LABELS.length}],
        100 * (50 + (hashtext(id::text || 'amount' || line::text) & 2147483647) % 1500), line
      from collaborations, generate_series(0, 1) as line
      where agency_id = ${agencyId} and billed_cents is not null
        and ${draw('costs', 3)} = 0 and (line = 0 or ${draw('second', 2)} = 0)`);
    await tx.execute(sql`
      update collaborations as deal set
        costs_cents = coalesce(costs.total, 0),
        margin_cents = deal.billed_cents::bigint - deal.total_cents - coalesce(costs.total, 0)
      from (select c.id, (select sum(amount_cents) from collaboration_costs
              where collaboration_id = c.id) as total
            from collaborations as c where c.agency_id = ${agencyId}) as costs
      where deal.id = costs.id and deal.billed_cents is not null`);
  });
}
