import { GuideListQuerySchema } from '@haven/shared/guides/schemas';
import { isLanguage } from '@haven/shared/i18n/languages';
import type { GuideListParams } from '../api/get-guides';

/** The list's state read from the address; a hero filter that is not a hero id, an unknown sort or language and bad pages are ignored. */
export function readGuideListParams(searchParams: URLSearchParams): GuideListParams {
  const hero = searchParams.get('hero') ?? '';
  return {
    search: searchParams.get('search') ?? '',
    tag: searchParams.get('tag') ?? '',
    hero: GuideListQuerySchema.shape.hero.safeParse(hero).success ? hero : '',
    author: searchParams.get('author') ?? '',
    language: isLanguage(searchParams.get('language')) ? (searchParams.get('language') ?? '') : '',
    sort: GuideListQuerySchema.shape.sort.catch('newest').parse(searchParams.get('sort') ?? undefined),
    page: Math.max(1, Number(searchParams.get('page')) || 1),
  };
}
