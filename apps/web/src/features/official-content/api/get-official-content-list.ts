import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { OfficialContentType } from '@haven/shared/home/constants';
import type { Language } from '@haven/shared/i18n/languages';
import type { OfficialContentList } from '@haven/shared/official-content/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentLanguage, withContentLanguage } from '../../../lib/content-language';

/** Every official-content query starts with this key, the realtime topic of news, updates and events. */
export const OFFICIAL_CONTENT_QUERY_KEY = [REALTIME_TOPICS.news] as const;

export function getOfficialContentList(type: OfficialContentType, language: Language, signal?: AbortSignal) {
  return api.get<OfficialContentList>(withContentLanguage(`/api/official-content/${type}`, language), {
    signal,
  });
}

/** The posts of one type in the page's language. */
export function getOfficialContentListQueryOptions(type: OfficialContentType) {
  const lang = contentLanguage();
  return queryOptions({
    queryKey: [...OFFICIAL_CONTENT_QUERY_KEY, 'list', type, lang],
    queryFn: ({ signal }) => getOfficialContentList(type, lang, signal),
  });
}

/** The posts of one type, newest first. */
export function useOfficialContentList(type: OfficialContentType) {
  return useQuery(getOfficialContentListQueryOptions(type));
}
