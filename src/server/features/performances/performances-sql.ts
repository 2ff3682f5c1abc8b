import { sql } from 'drizzle-orm';
import { TYPE_PLATFORMS } from '#shared/domain/benchmarks';

// Issue 30, decision 0058: the platform of a deliverable type in SQL, written from the rule of
// shared/domain/benchmarks so the database groups as the screens say. Every literal and column
// name below comes from this code, never from a request. (The audience tiers are computed by
// the migration's reading_audience_tier, checked against getAudienceTier by the tests.)

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** The platform of a deliverable type (`getPlatformOfType`): a free type is 'other'. */
export const platformOf = (column: string) =>
  sql.raw(
    `(case ${column} ${Object.entries(TYPE_PLATFORMS)
      .map(([type, platform]) => `when ${literal(type)} then ${literal(platform)}`)
      .join(' ')} else 'other' end)`,
  );
