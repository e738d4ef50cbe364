import {
  TEAM_BUILD_FILTERS,
  TEAM_SORTS,
  type TeamBuildFilter,
  type TeamSort,
} from '@haven/shared/teams/constants';
import { PublicTeamsQuerySchema } from '@haven/shared/teams/schemas';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { writeParams } from '../../../lib/search-params';
import type { PublicTeamsParams } from '../api/get-public-teams';

/**
 * The gallery's state read from the address; an unknown sort or build choice, a bad page or a
 * hero that is not an id falls back to the default.
 */
export function readPublicTeamsParams(searchParams: URLSearchParams): PublicTeamsParams {
  const sort = searchParams.get('sort');
  const page = Number(searchParams.get('page'));
  const hero = searchParams.get('hero') ?? '';
  const build = searchParams.get('build');
  return {
    search: searchParams.get('search')?.trim() ?? '',
    hero: PublicTeamsQuerySchema.shape.hero.safeParse(hero).success ? hero : '',
    mode: searchParams.get('mode')?.trim().slice(0, 60) ?? '',
    member: searchParams.get('member')?.trim().slice(0, 60) ?? '',
    build: TEAM_BUILD_FILTERS.includes(build as TeamBuildFilter) ? (build as TeamBuildFilter) : '',
    sort: TEAM_SORTS.includes(sort as TeamSort) ? (sort as TeamSort) : 'newest',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes the gallery's state into `target`, leaving out the defaults. */
export function writePublicTeamsParams(target: URLSearchParams, params: PublicTeamsParams): URLSearchParams {
  return writeParams(target, params, { sort: 'newest', page: 1 });
}

/**
 * The public gallery's search, filters (hero, mode, member, teams I can build), sort and page, kept in the address so links share and Back
 * works. A new search or sort goes back to page 1.
 */
export function usePublicTeamsParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readPublicTeamsParams(searchParams), [searchParams]);

  const change = (next: Partial<Omit<PublicTeamsParams, 'page'>>, options: { replace?: boolean } = {}) =>
    setSearchParams(
      (current) => writePublicTeamsParams(new URLSearchParams(current), { ...params, ...next, page: 1 }),
      { replace: options.replace ?? false, preventScrollReset: true },
    );

  const pageHref = (page: number) => {
    const query = writePublicTeamsParams(new URLSearchParams(searchParams), { ...params, page }).toString();
    return query ? `${paths.publicTeams}?${query}` : paths.publicTeams;
  };

  return { params, change, pageHref };
}
