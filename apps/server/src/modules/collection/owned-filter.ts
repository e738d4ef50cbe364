import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { collectionEntries } from '../../db/schema/index.ts';

/**
 * The condition that a member owns the row's hero: one probe of the collection's key
 * (user_id, hero_id) per hero, so 'Owned only' lists stay on indexes at any member count.
 */
export function ownedByMember(userId: string, heroId: AnyColumn): SQL {
  return sql`exists (select 1 from ${collectionEntries} where ${collectionEntries.userId} = ${userId} and ${collectionEntries.heroId} = ${heroId})`;
}
