import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';

/** One part of the hero page: its anchor (#skills) and its name in the section bar. */
export type HeroPageSectionLink = { id: string; label: string };

/**
 * Where a section counts as being read: between just under the site header and the bar, and a
 * little past the middle of the screen.
 */
const READING_BAND = '-128px 0px -40% 0px';

/**
 * The section the reader is in, followed as they scroll: the first section, in the page's order,
 * inside the reading band. A section jumped to from the bar stays the current one while it is in
 * the band (near the page's end it may not reach the band's top). None until the page is live.
 */
function useCurrentSection(ids: readonly string[]) {
  const [current, setCurrent] = useState<string | null>(null);
  const jumpedTo = useRef<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    const sections = key
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    if (sections.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target.id);
          else inBand.delete(entry.target.id);
        }
        if (jumpedTo.current && inBand.has(jumpedTo.current)) {
          setCurrent(jumpedTo.current);
          return;
        }
        jumpedTo.current = null;
        const first = sections.find((section) => inBand.has(section.id));
        if (first) setCurrent(first.id);
        // Above the first section, nothing is current; between two, the last one stays.
        else if ((sections[0]?.getBoundingClientRect().top ?? 0) > window.innerHeight / 2) setCurrent(null);
      },
      { rootMargin: READING_BAND },
    );
    for (const section of sections) observer.observe(section);
    const onHashChange = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (sections.some((section) => section.id === id)) {
        jumpedTo.current = id;
        setCurrent(id);
      }
    };
    onHashChange();
    window.addEventListener('hashchange', onHashChange);
    return () => {
      observer.disconnect();
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [key]);
  return { current, jumpTo: (id: string) => (jumpedTo.current = id) };
}

/**
 * The hero page's section bar: plain links to each section drawn on the page, in the page's
 * order, sticking under the site header on every width and scrolling sideways when narrow. Once
 * the page is live it marks the section being read, and keeps that link in view when the bar
 * scrolls sideways.
 */
export function HeroSectionBar({ sections }: { sections: readonly HeroPageSectionLink[] }) {
  const { t } = useLingui();
  const { current, jumpTo } = useCurrentSection(sections.map((section) => section.id));
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const bar = list.current;
    const link = current ? bar?.querySelector<HTMLElement>(`a[href="#${CSS.escape(current)}"]`) : null;
    if (!bar || !link || bar.scrollWidth <= bar.clientWidth) return;
    const barBox = bar.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    if (linkBox.left >= barBox.left && linkBox.right <= barBox.right) return;
    const left = bar.scrollLeft + linkBox.left - barBox.left - (barBox.width - linkBox.width) / 2;
    bar.scrollTo({
      left,
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    });
  }, [current]);
  return (
    <nav
      aria-label={t`Sections`}
      className="sticky top-16 z-30 -mx-4 border-y border-slate-200 bg-white/95 px-4 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:px-2 dark:border-white/10 dark:bg-night-900/95"
    >
      <ul ref={list} className="flex h-12 items-center gap-1 overflow-x-auto [scrollbar-width:none]">
        {sections.map((section) => (
          <li key={section.id} className="shrink-0">
            <a
              href={`#${section.id}`}
              aria-current={current === section.id ? 'true' : undefined}
              onClick={() => jumpTo(section.id)}
              className={cn(
                'inline-flex h-9 items-center rounded-lg px-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 sm:px-3 dark:text-slate-200 dark:hover:bg-white/10 dark:hover:text-white',
                'aria-[current=true]:bg-brand-50 aria-[current=true]:text-brand-800 aria-[current=true]:shadow-[inset_0_-2px_0_currentColor]',
                'dark:aria-[current=true]:bg-brand-300/15 dark:aria-[current=true]:text-brand-200',
              )}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A section of the hero page the bar links to: its anchor, kept clear of the sticky header and
 * bar when jumped to. The browser lays out and paints a section only as it nears the screen (one
 * drawn once keeps its size), so a long page's first paint costs what the screen shows.
 */
export function HeroPageSection({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      id={id}
      className={cn(
        'scroll-mt-32 space-y-6 [contain-intrinsic-size:auto_40rem] [content-visibility:auto]',
        className,
      )}
    >
      {children}
    </div>
  );
}
