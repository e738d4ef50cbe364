import { useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { cn } from '../../lib/cn';
/** A step above the page: a link, or plain text for a step without a page of its own. */
import type { Crumb } from '../../lib/structured-data';
import { SKELETON_BLOCK } from './section-states';
import { TextLink } from './text-link';

type BreadcrumbProps = {
  /** The steps from the top down to the page's parent. */
  trail: readonly Crumb[];
  /** The page's own name; a grey block while it loads. */
  current: string | null;
  separator: string;
};

/** Where a page sits: its parents, then its own name. */
export function Breadcrumb({ trail, current, separator }: BreadcrumbProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Breadcrumb`}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
        {trail.map((crumb) => (
          <Fragment key={crumb.label}>
            <li>
              {crumb.to ? (
                <TextLink to={crumb.to} className="rounded">
                  {crumb.label}
                </TextLink>
              ) : (
                crumb.label
              )}
            </li>
            <li aria-hidden="true">{separator}</li>
          </Fragment>
        ))}
        <li aria-current="page" data-content className="min-w-0 truncate">
          {current ?? <span className={cn(SKELETON_BLOCK, 'inline-block h-4 w-32 align-middle')} />}
        </li>
      </ol>
    </nav>
  );
}
