import type { HeroDetail } from '@haven/shared/heroes/schemas';
import type { Language } from '@haven/shared/i18n/languages';
import { MENTION_CARD_TOPICS } from '@haven/shared/mentions/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentLanguage, withContentLanguage } from '../../../lib/content-language';
import { HEROES_QUERY_KEY } from './get-heroes';

/** A hero with its texts in `language` (English where not translated). */
export function getHero(slug: string, language: Language, signal?: AbortSignal): Promise<HeroDetail> {
  return api.get<HeroDetail>(withContentLanguage(`/api/heroes/${encodeURIComponent(slug)}`, language), {
    signal,
  });
}

/** The hero in the page's language, or in `language` (the editor reads English). */
export function getHeroQueryOptions(slug: string, language?: Language) {
  const lang = contentLanguage(language);
  return queryOptions({
    queryKey: [...HEROES_QUERY_KEY, 'detail', slug, lang],
    queryFn: ({ signal }) => getHero(slug, lang, signal),
    // The names its build notes link, and their cards, change with entries, outfits and tiers too.
    meta: { topics: [...MENTION_CARD_TOPICS] },
  });
}

export function useHero(slug: string, options: { enabled?: boolean; language?: Language } = {}) {
  return useQuery({ ...getHeroQueryOptions(slug, options.language), enabled: options.enabled ?? true });
}
