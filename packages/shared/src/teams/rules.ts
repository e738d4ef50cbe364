import { slugifyRuns } from '../common/slug.ts';
import { TEAM_NAME_MAX_LENGTH } from './constants.ts';

/**
 * The slug a team's name asks for, before any -1, -2 suffix: the name lowercased,
 * each run of other characters one hyphen, no hyphen at either end. A name with no
 * letters or digits at all becomes 'team', so every team has an address.
 */
export function teamSlugBase(name: string): string {
  return slugifyRuns(name) || 'team';
}

/** Slugs that are pages of their own under /teams, so no team may take them. */
export const RESERVED_TEAM_SLUGS: readonly string[] = ['public', 'manage'];

/** The first of `base`, `base-1`, `base-2`, … that is neither taken nor reserved. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base) && !RESERVED_TEAM_SLUGS.includes(base)) return base;
  for (let n = 1; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

const COPY_SUFFIX = ' (Copy)';

/** A copied team's name: the original's with ' (Copy)', shortened so it stays within the name limit. */
export function copiedTeamName(name: string): string {
  return `${name.slice(0, TEAM_NAME_MAX_LENGTH - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}
