import { QUICK_SEARCH_GROUP_SIZE } from '@haven/shared/search/constants';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
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
  const lowerTitle = sql`lower(${officialContent.title})`;
  return db
    .select({
      id: officialContent.id,
      type: officialContent.type,
      title: officialContent.title,
      slug: officialContent.slug,
    })
    .from(officialContent)
    .where(sql`${lowerTitle} like ${containsPattern(term)}`)
    .orderBy(
      ...bestMatchFirst(lowerTitle, sql`${officialContent.title}`, term),
      desc(officialContent.publishDate),
      asc(officialContent.id),
    )
    .limit(QUICK_SEARCH_GROUP_SIZE);
}

/** Redeem codes by a part of the code: the ones players can use now before the others. */
export async function findCodeMatches(db: DbOrTx, term: string) {
  const lowerCode = sql`lower(${redeemCodes.code})`;
  const rows = await db
    .select({
      id: redeemCodes.id,
      code: redeemCodes.code,
      rewards: redeemCodes.rewards,
      isActive: sql<boolean>`${isUsable}`,
    })
    .from(redeemCodes)
    .where(sql`${lowerCode} like ${containsPattern(term)}`)
    .orderBy(sql`${isUsable} desc`, ...bestMatchFirst(lowerCode, sql`${redeemCodes.code}`, term))
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
  const lowerName = sql`lower(${temporaryTeams.name})`;
  return db
    .select({
      id: temporaryTeams.id,
      name: temporaryTeams.name,
      slug: temporaryTeams.slug,
      creator: profiles.username,
    })
    .from(temporaryTeams)
    .leftJoin(profiles, eq(profiles.id, temporaryTeams.userId))
    .where(and(isNull(temporaryTeams.removedAt), sql`${lowerName} like ${containsPattern(term)}`))
    .orderBy(...bestMatchFirst(lowerName, sql`${temporaryTeams.name}`, term), asc(temporaryTeams.id))
    .limit(QUICK_SEARCH_GROUP_SIZE);
}
