import type { ContentsEntry } from '@haven/shared/rich-text/table-of-contents';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown, ListTree } from 'lucide-react';
import { type MouseEvent, useEffect } from 'react';
import { CARD_CLASSES } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

const TITLE = msg`Contents`;

/** Scrolls to a heading and gives it the focus, so keyboard and screen-reader users land there too. */
function goToHeading(id: string, smooth: boolean): void {
  const heading = document.getElementById(id);
  if (!heading) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ behavior: smooth && !reduced ? 'smooth' : 'auto', block: 'start' });
  heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/** Opens the heading an address's #fragment names once the guide is on screen, and when it changes. */
export function useScrollToHash(entries: readonly ContentsEntry[]): void {
  useEffect(() => {
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (id && entries.some((entry) => entry.id === id)) goToHeading(id, false);
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, [entries]);
}

function ContentsList({ entries }: { entries: readonly ContentsEntry[] }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    // The address names the section (to share it) without a new history entry or a route change.
    window.history.replaceState(window.history.state, '', `#${id}`);
    goToHeading(id, true);
  };
  return (
    <ol className="space-y-1 text-sm">
      {entries.map((entry) => (
        <li key={entry.id} className={cn(entry.level === 3 && 'pl-4')}>
          <a
            href={`#${entry.id}`}
            onClick={(event) => follow(event, entry.id)}
            className="block rounded px-2 py-1 text-slate-700 hover:bg-slate-100 hover:text-brand-700 dark:text-slate-200 dark:hover:bg-white/10 dark:hover:text-brand-200"
          >
            {entry.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** The table of contents beside the guide on wide screens, staying in view while it scrolls. */
export function GuideContentsAside({ entries }: { entries: readonly ContentsEntry[] }) {
  const { i18n } = useLingui();
  return (
    <nav
      aria-labelledby="guide-contents-title"
      className={cn(CARD_CLASSES, 'sticky top-24 hidden p-4 lg:block')}
    >
      <h2
        id="guide-contents-title"
        className="mb-2 flex items-center gap-2 px-2 text-sm font-bold tracking-wide text-slate-900 uppercase dark:text-white"
      >
        <ListTree aria-hidden="true" className="size-4 text-brand-600 dark:text-brand-300" />
        {i18n._(TITLE)}
      </h2>
      <div className="max-h-[calc(100vh-10rem)] overflow-y-auto">
        <ContentsList entries={entries} />
      </div>
    </nav>
  );
}

/** The table of contents above the guide on narrower screens, folded until opened. */
export function GuideContentsDisclosure({ entries }: { entries: readonly ContentsEntry[] }) {
  const { i18n } = useLingui();
  return (
    <details className="group/contents mt-5 rounded-lg border border-slate-200 lg:hidden dark:border-white/10">
      <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-bold text-slate-900 dark:text-white [&::-webkit-details-marker]:hidden">
        <ListTree aria-hidden="true" className="size-4 text-brand-600 dark:text-brand-300" />
        {i18n._(TITLE)}
        <span className="font-normal text-slate-600 dark:text-slate-300">({entries.length})</span>
        <ChevronDown
          aria-hidden="true"
          className="ml-auto size-4 transition-transform group-open/contents:rotate-180"
        />
      </summary>
      <nav aria-label={i18n._(TITLE)} className="border-t border-slate-200 px-2 py-2 dark:border-white/10">
        <ContentsList entries={entries} />
      </nav>
    </details>
  );
}
