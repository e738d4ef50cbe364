import { HERO_CLASSES } from '@haven/shared/heroes/constants';
import {
  DEFAULT_MEMBER_SORT,
  MEMBER_SEARCH_MAX_LENGTH,
  MEMBER_SORTS,
  MEMBER_TYPES,
  type MemberSort,
  type MemberType,
} from '@haven/shared/members/constants';
import { MemberGuildFilterSchema, MemberServerFilterSchema } from '@haven/shared/members/schemas';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readList, writeParams } from '../../../lib/search-params';
import type { MemberListParams } from '../api/get-members';

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

/** A text filter from the address when the shared rule accepts it, else none. */
function readText(value: string | null, schema: typeof MemberServerFilterSchema): string {
  const parsed = schema.safeParse(value ?? '');
  return parsed.success ? parsed.data : '';
}

/** The directory's state read from the address; unknown or unmatchable values fall back to the defaults. */
export function readDirectoryParams(searchParams: URLSearchParams): MemberListParams {
  return {
    search: (searchParams.get('search') ?? '').trim().slice(0, MEMBER_SEARCH_MAX_LENGTH),
    sort: pick<MemberSort>(searchParams.get('sort'), MEMBER_SORTS, DEFAULT_MEMBER_SORT),
    type: pick<MemberType>(searchParams.get('type'), MEMBER_TYPES, 'all'),
    server: readText(searchParams.get('server'), MemberServerFilterSchema),
    guild: readText(searchParams.get('guild'), MemberGuildFilterSchema),
    classes: readList(searchParams.getAll('class'), HERO_CLASSES),
  };
}

/** Writes the directory's state into `target`, leaving out defaults; keeps other params. */
export function writeDirectoryParams(target: URLSearchParams, params: MemberListParams): URLSearchParams {
  const { classes, ...rest } = params;
  return writeParams(target, { ...rest, class: classes }, { sort: DEFAULT_MEMBER_SORT, type: 'all' });
}

export const DEFAULT_DIRECTORY_PARAMS: MemberListParams = {
  search: '',
  sort: DEFAULT_MEMBER_SORT,
  type: 'all',
  server: '',
  guild: '',
  classes: [],
};

/** How many of the panel's filters are set: user type, server, guild and each class. */
export function countDirectoryFilters(params: MemberListParams): number {
  return (
    (params.type === 'all' ? 0 : 1) + (params.server ? 1 : 0) + (params.guild ? 1 : 0) + params.classes.length
  );
}

/** The directory's search, sort and filters, kept in the address so links share and Back works. */
export function useDirectoryParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readDirectoryParams(searchParams), [searchParams]);
  const change = (next: Partial<MemberListParams>, options: { replace?: boolean } = {}) => {
    setSearchParams((current) => writeDirectoryParams(new URLSearchParams(current), { ...params, ...next }), {
      replace: options.replace ?? false,
    });
  };
  return { params, change };
}
