import { HERO_ROLES } from '@haven/shared/heroes/constants';
import { DEFAULT_LANGUAGE, type Language } from '@haven/shared/i18n/languages';
import {
  SEARCH_CANDIDATES,
  SEARCH_MIN_WORD_SIMILARITY,
  SEARCH_NEAREST_HEROES,
} from '@haven/shared/search/constants';
import { valuesNamedBy } from '@haven/shared/search/rules';
import { and, arrayOverlaps, or, type SQL, sql } from 'drizzle-orm';
import { heroes, heroTranslations } from '../../db/schema/index.ts';
import { containsPattern } from '../game-database/search-text.ts';

/**
 * Hero search, for the collection and the quick search: a hero matches a term found in its name
 * or skills (any case), a term close to a word of them (a typo: 'elowin' finds Elowen), or a role
 * the term names. Similarity is measured only on the heroes nearest the term by trigram distance
 * (the GiST index, nearest first), never on every hero. `matchesAmongCandidates` bounds the quick
 * search further (a few substring matches from the GIN index). `closestFirst` orders the matches:
 * the name equal to the term, starting with it, containing it, then by how close the name, then
 * the skills, come to the term. In another language the hero's skills in that language are
 * searched besides the English (hero_translations.search_text, with the same indexes), so a player
 * finds a hero by the words the page shows them.
 */
export function heroSearch(
  search: string,
  language: Language = DEFAULT_LANGUAGE,
): {
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
  const translated = language === DEFAULT_LANGUAGE ? undefined : translatedSearch(term, pattern, language);
  return {
    matches: or(contains, named, and(nearest(SEARCH_NEAREST_HEROES), close), translated?.matches) as SQL,
    // The quick search keeps five: the nearest few, plus the name matches the GIN index finds.
    matchesAmongCandidates: or(
      sql`${heroes.id} = any(array(select ${heroes.id} from ${heroes} where ${contains}
        limit ${SEARCH_CANDIDATES}))`,
      named,
      and(nearest(SEARCH_CANDIDATES), or(contains, close)),
      translated?.matchesAmongCandidates,
    ) as SQL,
    closestFirst: [
      sql`(${name} = ${term}) desc`,
      sql`starts_with(${name}, ${term}) desc`,
      sql`${nameContains} desc`,
      sql`(case when ${nameContains} then 1 else word_similarity(${term}, ${name}) end) desc`,
      translated
        ? sql`(case when ${nameContains} then 1 else greatest(word_similarity(${term}, ${heroes.searchText}), ${translated.closeness}) end) desc`
        : sql`(case when ${nameContains} then 1 else word_similarity(${term}, ${heroes.searchText}) end) desc`,
    ],
  };
}

/**
 * The heroes whose skills in `language` contain the term (GIN) or, among the translations nearest
 * the term (GiST), come close to it; and how close a hero's translated skills come.
 */
function translatedSearch(term: string, pattern: string, language: Language) {
  const t = heroTranslations;
  const minimum = sql.raw(String(SEARCH_MIN_WORD_SIMILARITY));
  const inLanguage = sql`${t.language} = ${language}`;
  const contains = (limit?: number) =>
    sql`${heroes.id} = any(array(select ${t.itemId} from ${t}
      where ${inLanguage} and ${t.searchText} like ${pattern}${limit ? sql` limit ${limit}` : sql``}))`;
  // The nearest texts first from the GiST index; only they are measured for a typo.
  const nearClose = (limit: number) =>
    sql`${heroes.id} = any(array(select nearest.item_id from (select ${t.itemId}, ${t.searchText} from ${t}
      where ${inLanguage} order by ${term} <<-> ${t.searchText} limit ${limit}) nearest
      where word_similarity(${term}, nearest.search_text) >= ${minimum}))`;
  return {
    matches: or(contains(), nearClose(SEARCH_NEAREST_HEROES)) as SQL,
    matchesAmongCandidates: or(contains(SEARCH_CANDIDATES), nearClose(SEARCH_CANDIDATES)) as SQL,
    closeness: sql`coalesce((select word_similarity(${term}, ${t.searchText}) from ${t}
      where ${t.itemId} = ${heroes.id} and ${inLanguage}), 0)`,
  };
}
