import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { formatDate } from '../../lib/dates';
import { AfterHydration } from './after-hydration';
import { PageTitle } from './page-title';

type ProsePageProps = {
  title: string;
  /** What the page is about, for search results and link previews. */
  description?: string;
  /** Shows 'Last updated: {today}' under the heading: the legal pages are dated the day they are read. */
  lastUpdated?: boolean;
  children: ReactNode;
};

/**
 * Readable long-form text (legal and about pages) without the typography plugin: the wrapper styles the
 * plain paragraphs, h3 subheadings, lists and links written inside it; sections come from `Section` below.
 * Focus rings come from the global :focus-visible style in index.css.
 */
const HEADING_CLASSES = 'scroll-mt-24 text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl';

const BODY_CLASSES = [
  'mt-8 space-y-10 text-base leading-7 text-slate-700 dark:text-slate-300',
  '[&_p]:mt-4 [&_p:first-child]:mt-0 [&_ul:first-child]:mt-0',
  '[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-slate-100',
  '[&_h3:first-child]:mt-0 [&_h3+p]:mt-2 [&_h3+ul]:mt-2',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_li]:pl-1 [&_li]:marker:text-slate-500',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-slate-100',
  '[&_a]:rounded-sm [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_a]:hover:text-brand-900 dark:[&_a]:text-brand-300 dark:[&_a]:hover:text-brand-200',
].join(' ');

export function ProsePage({ title, description, lastUpdated = false, children }: ProsePageProps) {
  const today = new Date();

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title={title} description={description} />
      <header className="border-b border-slate-200 pb-6 dark:border-slate-700">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-slate-50">
          {title}
        </h1>
        {lastUpdated && (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            <Trans>Last updated:</Trans>{' '}
            <AfterHydration>
              <time dateTime={formatDate(today, 'isoDay')}>{formatDate(today)}</time>
            </AfterHydration>
          </p>
        )}
      </header>
      <div className={BODY_CLASSES}>{children}</div>
    </article>
  );
}

type SectionProps = {
  title: string;
  children: ReactNode;
};

/** One titled section of a prose page: an h2 (the page's h1 comes from ProsePage) and its body. */
export function Section({ title, children }: SectionProps) {
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={`${HEADING_CLASSES} dark:text-slate-100`}>
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}
