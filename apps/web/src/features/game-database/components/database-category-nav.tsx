import { DATABASE_CATEGORIES, type DatabaseCategory } from '@haven/shared/game-database/constants';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { categoryLabelText } from '../category-texts';

/**
 * The twelve categories as one row of links, so a reader hops between them; the row scrolls
 * sideways inside itself on narrow screens rather than widening the page.
 */
export function DatabaseCategoryNav({ current }: { current: DatabaseCategory }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Database categories`} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2 pb-1 sm:w-auto sm:flex-wrap">
        {DATABASE_CATEGORIES.map((category) => {
          const isCurrent = category.slug === current;
          return (
            <li key={category.slug}>
              <Link
                to={paths.database(category.slug)}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap transition-colors',
                  isCurrent
                    ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-500 dark:bg-brand-500'
                    : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100 dark:border-white/15 dark:bg-night-900 dark:text-slate-200 dark:hover:bg-white/10',
                )}
              >
                {categoryLabelText(category.slug)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
