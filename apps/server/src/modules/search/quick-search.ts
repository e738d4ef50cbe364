import { type DatabaseCategory, findDatabaseCategory } from '@haven/shared/game-database/constants';
import { QUICK_SEARCH_GROUP_SIZE } from '@haven/shared/search/constants';
import { isSearchableTerm } from '@haven/shared/search/rules';
import type { QuickSearchResponse } from '@haven/shared/search/schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { databaseEntries, guides, heroes, profiles } from '../../db/schema/index.ts';
import { containsPattern } from '../game-database/search-text.ts';
import { heroPickerColumns } from '../heroes/hero-card.ts';
import {
  findCodeMatches,
  findOfficialMatches,
  findOutfitMatches,
  findTeamMatches,
  nameMatchFirst,
  substringMatch,
} from './find-content-matches.ts';

function findHeroes(db: DbOrTx, term: string) {
  const name = substringMatch(heroes.name, term);
  return db
    .select({ ...heroPickerColumns, class: heroes.class })
    .from(heroes)
    .where(name.matches)
    .orderBy(...name.bestFirst, asc(heroes.id))
    .limit(QUICK_SEARCH_GROUP_SIZE);
}

/** Entries match on name, summary or tags (search_text); those whose name matches come first. */
async function findEntries(db: DbOrTx, term: string) {
  const e = databaseEntries;
  const rows = await db
    .select({
      id: e.id,
      name: e.name,
      slug: e.slug,
      category: e.category,
      rarity: e.rarity,
      imageUrl: e.imageUrl,
    })
    .from(e)
    .where(sql`${e.searchText} like ${containsPattern(term)}`)
    .orderBy(...nameMatchFirst(sql`${e.name}`, term), asc(e.id))
    .limit(QUICK_SEARCH_GROUP_SIZE);
  return rows.map((row) => {
    // The category column holds one of the known slugs (a check constraint keeps it so).
    const category = row.category as DatabaseCategory;
    return { ...row, category, categoryLabel: findDatabaseCategory(category)?.label ?? category };
  });
}

/** Approved guides only; the condition is written as the partial trigram index's, so it serves it. */
function findGuides(db: DbOrTx, term: string) {
  const title = substringMatch(guides.title, term);
  return db
    .select({ id: guides.id, title: guides.title, slug: guides.slug })
    .from(guides)
    .where(and(sql`${guides.status} = 'approved'`, title.matches))
    .orderBy(...title.bestFirst, asc(guides.id))
    .limit(QUICK_SEARCH_GROUP_SIZE);
}

/** Members the directory lists: those who have chosen their username. */
function findMembers(db: DbOrTx, term: string) {
  const username = substringMatch(profiles.username, term);
  return db
    .select({ id: profiles.id, username: profiles.username, avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(and(eq(profiles.isSetupComplete, true), username.matches))
    .orderBy(...username.bestFirst)
    .limit(QUICK_SEARCH_GROUP_SIZE);
}

/**
 * The site-wide quick search: heroes, database entries, approved guides, members, official posts,
 * redeem codes, outfits and public teams whose name contains the term in any case, up to five
 * each, the lookups run together. A term shorter than two characters answers empty groups.
 */
export async function quickSearch(db: DbOrTx, q: string): Promise<QuickSearchResponse> {
  if (!isSearchableTerm(q)) {
    return {
      q,
      heroes: [],
      entries: [],
      guides: [],
      members: [],
      official: [],
      codes: [],
      outfits: [],
      teams: [],
    };
  }
  const term = q.toLowerCase();
  const [heroRows, entryRows, guideRows, memberRows, official, codes, outfitRows, teams] = await Promise.all([
    findHeroes(db, term),
    findEntries(db, term),
    findGuides(db, term),
    findMembers(db, term),
    findOfficialMatches(db, term),
    findCodeMatches(db, term),
    findOutfitMatches(db, term),
    findTeamMatches(db, term),
  ]);
  return {
    q,
    heroes: heroRows,
    entries: entryRows,
    guides: guideRows,
    members: memberRows,
    official,
    codes,
    outfits: outfitRows,
    teams,
  };
}
