import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { Language } from '@haven/shared/i18n/languages';
import type { PageContent } from '@haven/shared/pages/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentLanguage, withContentLanguage } from '../../../lib/content-language';

/** Every page query starts with this key, the realtime topic of editable pages. */
export const PAGES_QUERY_KEY = [REALTIME_TOPICS.pages] as const;

/** A page with its title and content in `language` (English where not translated). */
export function getPage(slug: string, language: Language, signal?: AbortSignal): Promise<PageContent> {
  return api.get<PageContent>(withContentLanguage(`/api/pages/${encodeURIComponent(slug)}`, language), {
    signal,
  });
}

/** The page in the page's language. */
export function getPageQueryOptions(slug: string) {
  const lang = contentLanguage();
  return queryOptions({
    queryKey: [...PAGES_QUERY_KEY, 'slug', slug, lang],
    queryFn: ({ signal }) => getPage(slug, lang, signal),
    retry: false,
  });
}

/** One editable page by its slug. */
export function usePage(slug: string) {
  return useQuery(getPageQueryOptions(slug));
}
