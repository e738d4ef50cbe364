import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The most heroes one comparison shows. */
export const COMPARE_MAX_HEROES = 4;

/** The compared heroes' slugs from the address (?heroes=a,b): trimmed, each once, at most four. */
export function readCompareSlugs(searchParams: URLSearchParams): string[] {
  const slugs = (searchParams.get('heroes') ?? '')
    .split(',')
    .map((slug) => slug.trim())
    .filter(Boolean);
  return [...new Set(slugs)].slice(0, COMPARE_MAX_HEROES);
}

/** Writes the slugs into `target` as one comma-separated `heroes` value, or removes it when empty. */
export function writeCompareSlugs(target: URLSearchParams, slugs: readonly string[]): URLSearchParams {
  if (slugs.length > 0) target.set('heroes', slugs.join(','));
  else target.delete('heroes');
  return target;
}

/** The compared heroes kept in the address, so the page can be shared and Back undoes a change. */
export function useCompareParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const slugs = useMemo(() => readCompareSlugs(searchParams), [searchParams]);
  const setSlugs = (next: readonly string[]) =>
    setSearchParams((current) => writeCompareSlugs(new URLSearchParams(current), next), {
      preventScrollReset: true,
    });
  return {
    slugs,
    addHero: (slug: string) => {
      if (!slugs.includes(slug) && slugs.length < COMPARE_MAX_HEROES) setSlugs([...slugs, slug]);
    },
    removeHero: (slug: string) => setSlugs(slugs.filter((item) => item !== slug)),
    /** Keeps only these slugs (drops the ones no hero has). */
    keepHeroes: (kept: readonly string[]) => setSlugs(slugs.filter((item) => kept.includes(item))),
  };
}
