import type { OfficialContentType } from '@haven/shared/home/constants';
import type { Language } from '@haven/shared/i18n/languages';
import { MENTION_CARD_TOPICS } from '@haven/shared/mentions/constants';
import type { OfficialContentPage } from '@haven/shared/official-content/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentLanguage, withContentLanguage } from '../../../lib/content-language';
import { OFFICIAL_CONTENT_QUERY_KEY } from './get-official-content-list';

/** A post with its texts in `language` (English where not translated). */
export function getOfficialContent(
  type: OfficialContentType,
  slug: string,
  language: Language,
  signal?: AbortSignal,
) {
  return api.get<OfficialContentPage>(
    withContentLanguage(`/api/official-content/${type}/${encodeURIComponent(slug)}`, language),
    { signal },
  );
}

/** The post in the page's language. */
export function getOfficialContentQueryOptions(type: OfficialContentType, slug: string) {
  const lang = contentLanguage();
  return queryOptions({
    queryKey: [...OFFICIAL_CONTENT_QUERY_KEY, 'item', type, slug, lang],
    // The names it links, and their cards, change with heroes, entries, outfits and tiers.
    meta: { topics: [...MENTION_CARD_TOPICS] },
    queryFn: ({ signal }) => getOfficialContent(type, slug, lang, signal),
    retry: false,
  });
}

/** One post by its type and slug, with the cards of the names it links. */
export function useOfficialContent(type: OfficialContentType, slug: string) {
  return useQuery(getOfficialContentQueryOptions(type, slug));
}
