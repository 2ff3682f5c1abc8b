import { asc, eq } from 'drizzle-orm';
import { users } from '#server/db/schema/identity';
import type { AgencyContext } from '#server/lib/context';
import { sortNaturally } from '#shared/domain/natural-sort';

/**
 * The project-manager picker: the agency's members by name (the form also accepts free text).
 * Served under the collaborations permission: names only, no emails or roles.
 */
export async function listManagers(ctx: AgencyContext) {
  const members = await ctx.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.agencyId, ctx.agencyId))
    .orderBy(asc(users.id));
  const managers = members.map((member) => ({
    id: member.id,
    name: `${member.firstName} ${member.lastName}`.trim(),
  }));
  // A few dozen names: sorted here, in the order of the lists (decision 0019).
  return { managers: sortNaturally(managers, (manager) => manager.name) };
}
