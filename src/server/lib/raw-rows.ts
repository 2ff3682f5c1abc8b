import type { SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';

/** The rows of a raw statement: both drivers answer with { rows }; Drizzle cannot know their shape. */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
