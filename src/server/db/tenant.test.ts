import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { clients } from '#server/db/schema/address-book';
import { sessions } from '#server/db/schema/identity';
import { withTenant, type TenantScope } from '#server/db/tenant';
import {
  t,
  agencyA,
  agencyB,
  brandsOf,
  rowsOf,
  pgErrorCode,
  INSUFFICIENT_PRIVILEGE,
} from '#server/middleware/agency-area-testing';

describe('withTenant: row-level security per agency', () => {
  const asAgency = <T>(agencyId: string, work: Parameters<typeof withTenant<T>>[2]) =>
    withTenant(t.db, { agencyId }, work);
  const idOf = async (brandName: string) =>
    (await t.db.select().from(clients).where(eq(clients.brandName, brandName)))[0]!.id;

  it("returns only the agency's rows to a select without where", async () => {
    const rows = rowsOf<{ agency_id: string; brand_name: string }>(
      await asAgency(agencyA, (tx) => tx.execute(sql`select * from clients`)),
    );
    expect(rows.map((row) => row.brand_name).sort()).toEqual(['Alpha Cosmétiques', 'Alpha Sport']);
    expect(new Set(rows.map((row) => row.agency_id))).toEqual(new Set([agencyA]));
    const count = rowsOf<{ n: number }>(
      await asAgency(agencyA, (tx) => tx.execute(sql`select count(*)::int as n from clients`)),
    );
    expect(count[0]!.n).toBe(2);
  });

  it("changes 0 rows when updating or deleting another agency's row", async () => {
    const betaId = await idOf('Beta Voyages');
    const updated = await asAgency(agencyA, (tx) =>
      tx
        .update(clients)
        .set({ notes: 'piraté' })
        .where(eq(clients.id, betaId))
        .returning({ id: clients.id }),
    );
    expect(updated).toEqual([]);
    const deleted = await asAgency(agencyA, (tx) =>
      tx.delete(clients).where(eq(clients.id, betaId)).returning({ id: clients.id }),
    );
    expect(deleted).toEqual([]);
    // An update without where touches the caller's rows only.
    const everyRow = await asAgency(agencyA, (tx) =>
      tx.update(clients).set({ notes: 'revu' }).returning({ agencyId: clients.agencyId }),
    );
    expect(everyRow.map((row) => row.agencyId)).toEqual([agencyA, agencyA]);
    const [beta] = await t.db.select().from(clients).where(eq(clients.id, betaId));
    expect(beta?.notes).toBe('note de B');
  });

  it('refuses to insert a row for another agency, or to move a row into it', async () => {
    expect(
      await pgErrorCode(() =>
        asAgency(agencyA, (tx) => tx.insert(clients).values({ agencyId: agencyB, brandName: 'X' })),
      ),
    ).toBe(INSUFFICIENT_PRIVILEGE);
    const alphaId = await idOf('Alpha Sport');
    expect(
      await pgErrorCode(() =>
        asAgency(agencyA, (tx) =>
          tx.update(clients).set({ agencyId: agencyB }).where(eq(clients.id, alphaId)),
        ),
      ),
    ).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await brandsOf(agencyB)).toEqual(['Beta Voyages']);
    expect(await brandsOf(agencyA)).toEqual(['Alpha Cosmétiques', 'Alpha Sport']);
  });

  it('cannot read password hashes, sessions or join codes, nor write identity tables', async () => {
    for (const statement of [
      sql`select password_hash from users`,
      sql`select * from users`,
      sql`select * from sessions`,
      sql`select join_code from agencies`,
      sql`update users set user_role = 'admin'`,
      sql`update agencies set name = 'Prise'`,
      sql`delete from sessions`,
    ]) {
      expect(await pgErrorCode(() => asAgency(agencyA, (tx) => tx.execute(statement)))).toBe(
        INSUFFICIENT_PRIVILEGE,
      );
    }
    const names = rowsOf<{ email: string }>(
      await asAgency(agencyA, (tx) =>
        tx.execute(sql`select email, first_name from users where agency_id = ${agencyA}`),
      ),
    );
    expect(names.length).toBeGreaterThan(0);
  });

  it('lets a super admin read every agency but write none of the others', async () => {
    const scope: TenantScope = { agencyId: agencyA, canReadAllAgencies: true };
    const rows = await withTenant(t.db, scope, (tx) =>
      tx
        .select({ agencyId: clients.agencyId })
        .from(clients)
        .where(inArray(clients.agencyId, [agencyA, agencyB])),
    );
    expect(new Set(rows.map((row) => row.agencyId))).toEqual(new Set([agencyA, agencyB]));
    const betaId = await idOf('Beta Voyages');
    const updated = await withTenant(t.db, scope, (tx) =>
      tx.update(clients).set({ notes: 'x' }).where(eq(clients.id, betaId)).returning(),
    );
    expect(updated).toEqual([]);
    expect(
      await pgErrorCode(() =>
        withTenant(t.db, scope, (tx) =>
          tx.insert(clients).values({ agencyId: agencyB, brandName: 'Y' }),
        ),
      ),
    ).toBe(INSUFFICIENT_PRIVILEGE);
  });

  it('leaves the role and the agency behind when the transaction ends', async () => {
    await asAgency(agencyA, (tx) => tx.execute(sql`select 1`));
    const after = rowsOf<{ role: string; agency: string | null }>(
      await t.db.execute(
        sql`select current_user as role, nullif(current_setting('app.agency_id', true), '') as agency`,
      ),
    );
    expect(after[0]!.role).not.toBe('infludesk_tenant');
    expect(after[0]!.agency).toBeNull();
    // A failed transaction does not leave it behind either.
    await expect(
      asAgency(agencyA, async (tx) => {
        await tx.execute(sql`select 1`);
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    const again = rowsOf<{ role: string }>(await t.db.execute(sql`select current_user as role`));
    expect(again[0]!.role).not.toBe('infludesk_tenant');
    expect((await t.db.select().from(sessions)).length).toBeGreaterThan(0);
  });
});
