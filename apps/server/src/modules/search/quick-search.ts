import { type DatabaseCategory, findDatabaseCategory } from '@haven/shared/game-database/constants';
import { DEFAULT_LANGUAGE, type Language } from '@haven/shared/i18n/languages';
import {
  QUICK_SEARCH_GROUP_SIZE,
  SEARCH_CANDIDATES,
  SEARCH_MIN_WORD_SIMILARITY,
} from '@haven/shared/search/constants';
import { isSearchableTerm } from '@haven/shared/search/rules';
import type { QuickSearchResponse } from '@haven/shared/search/schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { databaseEntries, guides, heroes, profiles } from '../../db/schema/index.ts';
import { containsPattern, prefixPattern } from '../game-database/search-text.ts';
import { heroPickerColumns } from '../heroes/hero-card.ts';
import { heroSearch } from '../heroes/hero-search.ts';
import {
  findCodeMatches,
  findOfficialMatches,
  findOutfitMatches,
  findTeamMatches,
  nameMatchFirst,
  substringMatch,
} from './find-content-matches.ts';

/** Heroes by the collection's search (name, skills, roles, typos), the closest first, then shorter names. */
export function findHeroMatches(db: DbOrTx, term: string, language: Language = DEFAULT_LANGUAGE) {
  const search = heroSearch(term, language);
  return db
    .select({ ...heroPickerColumns, class: heroes.class })
    .from(heroes)
    .where(search.matchesAmongCandidates)
    .orderBy(...search.closestFirst, sql`length(${heroes.name})`, sql`lower(${heroes.name})`, asc(heroes.id))
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

/**
 * Members the directory lists (those who have chosen their username) by a part of the username or
 * a username close to the term. A common term is in tens of thousands of usernames, so only a
 * bounded set of candidates is ordered: the first usernames starting with the term (btree, the
 * exact one first), and the closest usernames by trigram distance (GiST, nearest first).
 */
export function findMemberMatches(db: DbOrTx, term: string) {
  const username = substringMatch(profiles.username, term);
  const lower = sql`lower(${profiles.username})`;
  const listed = eq(profiles.isSetupComplete, true);
  const minimum = sql.raw(String(SEARCH_MIN_WORD_SIMILARITY));
  // The exact username is the first of those starting with the term in ~<~ (byte) order.
  const candidates = sql`array(
    (select ${profiles.id} from ${profiles} where ${listed} and ${lower} like ${prefixPattern(term)}
      order by ${lower} using ~<~ limit ${QUICK_SEARCH_GROUP_SIZE})
    union all
    (select ${profiles.id} from ${profiles} where ${listed}
      order by ${term} <<-> ${lower} limit ${SEARCH_CANDIDATES}))`;
  return db
    .select({ id: profiles.id, username: profiles.username, avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(
      and(
        sql`${profiles.id} = any(${candidates})`,
        sql`(${username.matches} or word_similarity(${term}, ${lower}) >= ${minimum})`,
      ),
    )
    .orderBy(
      ...username.bestFirst.slice(0, 2),
      sql`(${username.matches}) desc`,
      sql`word_similarity(${term}, ${lower}) desc`,
      ...username.bestFirst.slice(2),
    )
    .limit(QUICK_SEARCH_GROUP_SIZE);
}

/**
 * The site-wide quick search: heroes (by name, skills, role or a name close to the term), database
 * entries, approved guides, members (a username containing or close to the term), official posts,
 * redeem codes, outfits and public teams whose name contains the term in any case, up to five
 * each, the lookups run together; heroes also by their skills in the page's `language`. A term
 * shorter than two characters answers empty groups.
 */
export async function quickSearch(
  db: DbOrTx,
  q: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<QuickSearchResponse> {
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
    findHeroMatches(db, term, language),
    findEntries(db, term),
    findGuides(db, term),
    findMemberMatches(db, term),
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
