import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { relationships } from '../db/schema/index.ts';

/** The friendship and request rows between two members, in either direction. */
export function relationshipsBetween(db: DbOrTx, a: string, b: string) {
  return db
    .select()
    .from(relationships)
    .where(
      or(
        and(eq(relationships.userId, a), eq(relationships.relatedUserId, b)),
        and(eq(relationships.userId, b), eq(relationships.relatedUserId, a)),
      ),
    );
}
