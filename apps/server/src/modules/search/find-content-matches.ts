import { QUICK_SEARCH_GROUP_SIZE } from '@haven/shared/search/constants';
import { type AnyColumn, and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  officialContent,
  outfitSearchText,
  outfits,
  profiles,
  redeemCodes,
  temporaryTeams,
} from '../../db/schema/index.ts';
import { containsPattern } from '../game-database/search-text.ts';
import { isUsable } from '../redeem-codes/redeem-codes.ts';
import { isListedTeam } from '../teams/find-teams.ts';

/**
 * Best matches first: the text equal to the term, then starting with it, then shorter texts
 * (a closer match), then alphabetical. Every lookup matches by a substring of a lower-cased
 * column that a trigram index covers, so the candidates come from the index and only they are sorted.
 */
export function bestMatchFirst(lowerText: SQL, text: SQL, term: string): SQL[] {
  return [
    sql`(${lowerText} = ${term}) desc`,
    sql`starts_with(${lowerText}, ${term}) desc`,
    sql`length(${text})`,
    asc(lowerText),
  ];
}

/** A lookup by a part of one text column: the condition its trigram index serves, and best matches first. */
export function substringMatch(column: AnyColumn, term: string): { matches: SQL; bestFirst: SQL[] } {
  const lower = sql`lower(${column})`;
  return {
    matches: sql`${lower} like ${containsPattern(term)}`,
    bestFirst: bestMatchFirst(lower, sql`${column}`, term),
  };
}

/**
 * For lookups over a wider text (a name with its description or tags): rows whose name matches
 * come first, each best match first as above.
 */
export function nameMatchFirst(name: SQL, term: string): SQL[] {
  const lowerName = sql`lower(${name})`;
  return [
    sql`(${lowerName} = ${term}) desc`,
    sql`starts_with(${lowerName}, ${term}) desc`,
    sql`(${lowerName} like ${containsPattern(term)}) desc`,
    sql`length(${name})`,
    asc(lowerName),
  ];
}

/** Official news, updates and events by a part of the title. */
export function findOfficialMatches(db: DbOrTx, term: string) {
  const title = substringMatch(officialContent.title, term);
  return db
    .select({
      id: officialContent.id,
      type: officialContent.type,
      title: officialContent.title,
      slug: officialContent.slug,
    })
    .from(officialContent)
    .where(title.matches)
    .orderBy(...title.bestFirst, desc(officialContent.publishDate), asc(officialContent.id))
    .limit(QUICK_SEARCH_GROUP_SIZE);
}

/** Redeem codes by a part of the code: the ones players can use now before the others. */
export async function findCodeMatches(db: DbOrTx, term: string) {
  const code = substringMatch(redeemCodes.code, term);
  const rows = await db
    .select({
      id: redeemCodes.id,
      code: redeemCodes.code,
      rewards: redeemCodes.rewards,
      isActive: sql<boolean>`${isUsable}`,
    })
    .from(redeemCodes)
    .where(code.matches)
    .orderBy(sql`${isUsable} desc`, ...code.bestFirst)
    .limit(QUICK_SEARCH_GROUP_SIZE);
  return rows.map((row) => ({ ...row, isActive: Boolean(row.isActive) }));
}

/** Outfits by name, description or folder (the gallery's indexed text); those whose name matches come first. */
export function findOutfitMatches(db: DbOrTx, term: string) {
  return db
    .select({ id: outfits.id, name: outfits.name, slug: outfits.slug, imageUrl: outfits.overallImage })
    .from(outfits)
    .where(sql`${outfitSearchText(outfits)} like ${containsPattern(term)}`)
    .orderBy(...nameMatchFirst(sql`${outfits.name}`, term), asc(outfits.id))
    .limit(QUICK_SEARCH_GROUP_SIZE);
}

/** Teams of the public gallery by a part of the name, with their creator's username. */
export function findTeamMatches(db: DbOrTx, term: string) {
  const name = substringMatch(temporaryTeams.name, term);
  return db
    .select({
      id: temporaryTeams.id,
      name: temporaryTeams.name,
      slug: temporaryTeams.slug,
      creator: profiles.username,
    })
    .from(temporaryTeams)
    .leftJoin(profiles, eq(profiles.id, temporaryTeams.userId))
    .where(and(isListedTeam(), name.matches))
    .orderBy(...name.bestFirst, asc(temporaryTeams.id))
    .limit(QUICK_SEARCH_GROUP_SIZE);
}
