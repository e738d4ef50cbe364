import { Trans } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { openQuickSearch } from '../open-quick-search';

/** A line beside a page's own search that offers the site-wide quick search, with its shortcut. */
export function QuickSearchHint({ className }: { className?: string }) {
  return (
    <p
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600 dark:text-slate-300',
        className,
      )}
    >
      <span>
        <Trans>Looking for more than heroes?</Trans>
      </span>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={openQuickSearch}
        className="inline-flex items-center gap-1.5 rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-200"
      >
        <Search aria-hidden="true" className="size-4" />
        <Trans>Search the whole site</Trans>
      </button>
      <span className="hidden sm:inline">
        <Trans>
          (<kbd className="font-sans">/</kbd> or <kbd className="font-sans">Ctrl K</kbd>)
        </Trans>
      </span>
    </p>
  );
}
