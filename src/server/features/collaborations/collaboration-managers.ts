import { asc, eq } from 'drizzle-orm';
import { users } from '#server/db/schema/identity';
import type { AgencyContext } from '#server/lib/context';

/**
 * The project-manager picker: the agency's members by name (the form also accepts free text).
 * Served under the collaborations permission: names only, no emails or roles.
 */
export async function listManagers(ctx: AgencyContext) {
  const members = await ctx.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.agencyId, ctx.agencyId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return {
    managers: members.map((member) => ({
      id: member.id,
      name: `${member.firstName} ${member.lastName}`.trim(),
    })),
  };
}
