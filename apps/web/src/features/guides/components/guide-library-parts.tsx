import { GUIDE_SORTS, GUIDES_PAGE_SIZE, type GuideSort } from '@haven/shared/guides/rules';
import { isLanguage, LANGUAGE_CODES, languageInfo } from '@haven/shared/i18n/languages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { ChoiceSelect } from '../../../components/ui/form-controls';
import { EMPTY_STATE_TILE, IconTile } from '../../../components/ui/icon-tile';
import { ListForm } from '../../../components/ui/list-form';
import { SKELETON_BLOCK } from '../../../components/ui/section-states';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { GUIDE_TEXTS as GUIDE_MESSAGES } from '../shared-texts';

/** The library's card grid. */
/** The library's orders as the Sort by menu names them. */
const GUIDE_SORT_LABELS: Record<GuideSort, MessageDescriptor> = {
  newest: msg`Newest`,
  helpful: msg`Most Helpful`,
  viewed: msg`Most Viewed`,
};

export const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

type SortSelectProps = { value: GuideSort; onChange: (sort: GuideSort) => void };

/** Sort by: Newest, Most Helpful, Most Viewed. */
export function GuideSortSelect({ value, onChange }: SortSelectProps) {
  const { i18n, t } = useLingui();
  return (
    <ListForm owns={['sort']} inline>
      <div className="w-full sm:w-48">
        <ChoiceSelect
          label={t`Sort by`}
          showLabel
          name="sort"
          value={value}
          choices={GUIDE_SORTS}
          labelOf={(sort) => i18n._(GUIDE_SORT_LABELS[sort])}
          onChange={onChange}
        />
      </div>
    </ListForm>
  );
}

/** 'Language': the library in one language or in all, a GET control of the list's address. */
export function GuideLanguageSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (language: string) => void;
}) {
  const { t } = useLingui();
  return (
    <ListForm owns={['language']} inline>
      <div className="w-full sm:w-52">
        <ChoiceSelect
          label={t`Language`}
          showLabel
          name="language"
          value={value}
          choices={['', ...LANGUAGE_CODES]}
          labelOf={(code) => (isLanguage(code) ? languageInfo(code).name : t`All languages`)}
          onChange={onChange}
        />
      </div>
    </ListForm>
  );
}

type TagChipsProps = { tags: readonly string[]; active: string; hrefOf: (tag: string) => string };

/** 'All Guides' and one chip per tag in use, each a link to the list with that tag; the chosen one is current. */
export function TagChips({ tags, active, hrefOf }: TagChipsProps) {
  const { t } = useLingui();
  const chip = (label: string, value: string, isContent: boolean) => (
    <li key={label} className="shrink-0 snap-start">
      <Link
        to={hrefOf(value)}
        data-content={isContent ? true : undefined}
        replace
        preventScrollReset
        aria-current={active === value ? 'page' : undefined}
        className={cn(
          'inline-block rounded-full border px-3 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors',
          active === value
            ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-500'
            : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100 dark:border-white/15 dark:bg-night-900 dark:text-slate-200 dark:hover:bg-white/10',
        )}
      >
        {label}
      </Link>
    </li>
  );
  return (
    // One row that scrolls sideways on phones (the chips are links, so the keyboard reaches them all).
    <ul
      aria-label={t`Filter by tag`}
      className="-mx-4 flex min-h-9 snap-x gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
    >
      {chip(t`All Guides`, '', false)}
      {tags.map((tag) => chip(tag, tag, true))}
    </ul>
  );
}

type EmptyGuidesProps = { isFiltered: boolean; isSignedIn: boolean; onClear: () => void };

export function EmptyGuides({ isFiltered, isSignedIn, onClear }: EmptyGuidesProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white/70 px-6 py-12 text-center dark:border-white/15 dark:bg-white/5">
      <IconTile icon={BookOpen} className={EMPTY_STATE_TILE} />
      <p className="font-semibold text-slate-800 dark:text-slate-100">
        {isFiltered ? GUIDE_MESSAGES.noMatches : GUIDE_MESSAGES.noGuides}
      </p>
      {isFiltered ? (
        <Button variant="secondary" onClick={onClear}>
          <Trans>Clear search and filters</Trans>
        </Button>
      ) : isSignedIn ? (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>Be the first to share your strategy with the community.</Trans>
          </p>
          <ButtonLink to={paths.createGuide}>
            <Trans>Create the first guide</Trans>
          </ButtonLink>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>Have a strategy to share?</Trans>
          </p>
          <Link
            to={paths.login}
            className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            <Trans>Sign in to create</Trans>
          </Link>
        </>
      )}
    </div>
  );
}

export function GuidesSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading guides...</span>
      <ul aria-hidden="true" className={cn(GRID, 'animate-pulse')}>
        {Array.from({ length: Math.min(6, GUIDES_PAGE_SIZE) }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className={CARD_CLASSES}>
            <div className={cn(SKELETON_BLOCK, 'aspect-[16/9] rounded-none')} />
            <div className="space-y-2.5 p-5">
              <div className={cn(SKELETON_BLOCK, 'h-5 w-4/5')} />
              <div className={cn(SKELETON_BLOCK, 'h-3 w-full')} />
              <div className={cn(SKELETON_BLOCK, 'h-3 w-2/3')} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
