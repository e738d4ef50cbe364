import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Alert } from './alert';
import { Button } from './button';
import { CARD_CLASSES } from './card';
import { SectionLoading, SKELETON_BLOCK } from './section-states';
import { TextLink } from './text-link';

type CommunitySectionProps = {
  /** The heading's id, for aria-labelledby. */
  id: string;
  title: string;
  /** The list's query: its loading and failed states, and Try Again. */
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  errorText: string;
  /** The count line, or the empty line with its invitation. */
  summary: ReactNode;
  /** 'See all' leads here; absent when there is nothing more to see. */
  seeAllHref?: string;
  /** The skeleton of the list, at its final size. */
  loading: ReactNode;
  children: ReactNode;
};

/**
 * A section of a page listing a few things the community made (teams, guides) with a count,
 * 'See all', a skeleton while loading and an error with Try Again.
 */
export function CommunitySection({
  id,
  title,
  query: { isPending, isError, refetch },
  errorText,
  summary,
  seeAllHref,
  loading,
  children,
}: CommunitySectionProps) {
  const { t } = useLingui();
  const lowerTitle = title.toLowerCase();
  return (
    <section aria-labelledby={id} className={cn(CARD_CLASSES, 'p-4 sm:p-6')}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={id} className="text-2xl font-bold break-words text-slate-900 dark:text-white">
          {title}
        </h2>
        {seeAllHref && !isPending && !isError && (
          <TextLink to={seeAllHref} className="inline-flex items-center gap-1 text-sm">
            <Trans>
              See all<span className="sr-only"> {lowerTitle}</span>
            </Trans>
            <ArrowRight aria-hidden="true" className="size-4" />
          </TextLink>
        )}
      </div>
      {isPending ? (
        <SectionLoading label={t`Loading ${lowerTitle}...`}>
          <div className={cn(SKELETON_BLOCK, 'mt-1 h-5 w-48')} />
          <div className="mt-4">{loading}</div>
        </SectionLoading>
      ) : isError ? (
        <Alert variant="error" className="mt-4">
          <p>{errorText}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        </Alert>
      ) : (
        <>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
            {summary}
          </div>
          {children}
        </>
      )}
    </section>
  );
}
