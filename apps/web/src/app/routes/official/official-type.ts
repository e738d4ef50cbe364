import type { OfficialContentType } from '../../../lib/paths';

/** The content type of an /official-{type} path. */
export function officialTypeFromPath(pathname: string): OfficialContentType {
  const match = /^\/official-(news|updates|events)(?:\/|$)/.exec(pathname);
  return (match?.[1] as OfficialContentType | undefined) ?? 'news';
}
