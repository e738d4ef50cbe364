import { HERO_ROLES } from '@haven/shared/heroes/constants';
import {
  SEARCH_CANDIDATES,
  SEARCH_MIN_WORD_SIMILARITY,
  SEARCH_NEAREST_HEROES,
} from '@haven/shared/search/constants';
import { valuesNamedBy } from '@haven/shared/search/rules';
import { and, arrayOverlaps, or, type SQL, sql } from 'drizzle-orm';
import { heroes } from '../../db/schema/index.ts';
import { containsPattern } from '../game-database/search-text.ts';

/**
 * Hero search, for the collection and the quick search: a hero matches a term found in its name
 * or skills (any case), a term close to a word of them (a typo: 'elowin' finds Elowen), or a role
 * the term names. Similarity is measured only on the heroes nearest the term by trigram distance
 * (the GiST index, nearest first), never on every hero. `matchesAmongCandidates` bounds the quick
 * search further (a few substring matches from the GIN index). `closestFirst` orders the matches:
 * the name equal to the term, starting with it, containing it, then by how close the name, then
 * the skills, come to the term.
 */
export function heroSearch(search: string): {
  matches: SQL;
  matchesAmongCandidates: SQL;
  closestFirst: SQL[];
} {
  const term = search.trim().toLowerCase();
  const pattern = containsPattern(term);
  const name = sql`lower(${heroes.name})`;
  const minimum = sql.raw(String(SEARCH_MIN_WORD_SIMILARITY));
  const roles = valuesNamedBy(HERO_ROLES, term);
  const nameContains = sql`(${name} like ${pattern})`;
  const contains = sql`${heroes.searchText} like ${pattern}`;
  const named = roles.length > 0 ? arrayOverlaps(heroes.roles, roles) : undefined;
  const close = sql`word_similarity(${term}, ${heroes.searchText}) >= ${minimum}`;
  // The texts closest to the term, nearest first from the GiST index: only they are measured.
  const nearest = (limit: number) =>
    sql`${heroes.id} = any(array(select ${heroes.id} from ${heroes}
      order by ${term} <<-> ${heroes.searchText} limit ${limit}))`;
  return {
    matches: or(contains, named, and(nearest(SEARCH_NEAREST_HEROES), close)) as SQL,
    // The quick search keeps five: the nearest few, plus the name matches the GIN index finds.
    matchesAmongCandidates: or(
      sql`${heroes.id} = any(array(select ${heroes.id} from ${heroes} where ${contains}
        limit ${SEARCH_CANDIDATES}))`,
      named,
      and(nearest(SEARCH_CANDIDATES), or(contains, close)),
    ) as SQL,
    closestFirst: [
      sql`(${name} = ${term}) desc`,
      sql`starts_with(${name}, ${term}) desc`,
      sql`${nameContains} desc`,
      sql`(case when ${nameContains} then 1 else word_similarity(${term}, ${name}) end) desc`,
      sql`(case when ${nameContains} then 1 else word_similarity(${term}, ${heroes.searchText}) end) desc`,
    ],
  };
}
