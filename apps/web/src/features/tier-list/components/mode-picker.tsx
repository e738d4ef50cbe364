import type { GameMode } from '@haven/shared/tier-list/schemas';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { TIER_LIST_TEXTS as M } from '../shared-texts';

type ModePickerProps = {
  modes: readonly GameMode[];
  currentSlug: string;
  hrefOf: (slug: string) => string;
};

/** The modes as a segmented row of links; the shown one is marked current. Wraps on phones. */
export function ModePicker({ modes, currentSlug, hrefOf }: ModePickerProps) {
  return (
    <nav aria-label={M.modesLabel}>
      <ul className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1 dark:bg-white/5">
        {modes.map((mode) => {
          const isCurrent = mode.slug === currentSlug;
          return (
            <li key={mode.id} className="flex-1 sm:flex-none">
              <Link
                to={hrefOf(mode.slug)}
                preventScrollReset
                data-content
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-center text-sm font-semibold whitespace-nowrap text-slate-700 dark:text-slate-300',
                  isCurrent && 'bg-white text-brand-800 shadow-sm dark:bg-night-900 dark:text-white',
                )}
              >
                {mode.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
