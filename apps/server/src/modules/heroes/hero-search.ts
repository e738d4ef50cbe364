import { HERO_ROLES } from '@haven/shared/heroes/constants';
import { SEARCH_MIN_WORD_SIMILARITY } from '@haven/shared/search/constants';
import { valuesNamedBy } from '@haven/shared/search/rules';
import { arrayOverlaps, or, type SQL, sql } from 'drizzle-orm';
import { heroes } from '../../db/schema/index.ts';
import { containsPattern } from '../game-database/search-text.ts';

/**
 * Hero search, for the collection and the quick search: a hero matches a term found in its name
 * or skills (any case), a term close to a word of them (a typo: 'elowin' finds Elowen), or a role
 * the term names. `closestFirst` orders the matches: the name equal to the term, starting with it,
 * containing it, then by how close the name, then the skills, come to the term.
 */
export function heroSearch(search: string): { matches: SQL; closestFirst: SQL[] } {
  const term = search.trim().toLowerCase();
  const pattern = containsPattern(term);
  const name = sql`lower(${heroes.name})`;
  const minimum = sql.raw(String(SEARCH_MIN_WORD_SIMILARITY));
  const roles = valuesNamedBy(HERO_ROLES, term);
  const nameContains = sql`(${name} like ${pattern})`;
  const matches = or(
    sql`${heroes.searchText} like ${pattern}`,
    sql`word_similarity(${term}, ${heroes.searchText}) >= ${minimum}`,
    roles.length > 0 ? arrayOverlaps(heroes.roles, roles) : undefined,
  ) as SQL;
  return {
    matches,
    closestFirst: [
      sql`(${name} = ${term}) desc`,
      sql`starts_with(${name}, ${term}) desc`,
      sql`${nameContains} desc`,
      sql`(case when ${nameContains} then 1 else word_similarity(${term}, ${name}) end) desc`,
      sql`(case when ${nameContains} then 1 else word_similarity(${term}, ${heroes.searchText}) end) desc`,
    ],
  };
}
