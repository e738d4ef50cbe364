import type { DatedItem } from '@haven/shared/banners/schemas';
import {
  addDays,
  addMonths,
  type DayKey,
  dayOfInstant,
  isOnDay,
  parseDayKey,
  type TimelineView,
  viewDays,
} from '@haven/shared/banners/timeline';
import { FLASH_EVENTS } from '@haven/shared/flash-events/schedule';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useIsHydrated } from '../../../components/ui/after-hydration';
import { Alert } from '../../../components/ui/alert';
import { CARD_CLASSES } from '../../../components/ui/card';
import { LIST_PAGE_CLASSES } from '../../../components/ui/gallery-shell';
import { PageTitle } from '../../../components/ui/page-title';
import { cn } from '../../../lib/cn';
import { useFormatDate } from '../../../lib/dates';
import { activeI18n, activeLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useNow } from '../../../lib/use-now';
import { useTimeline } from '../api/get-timeline';
import { BannerFeedLinks } from './feed-links';

/** The English month and weekday names, as catalog texts (other languages take the platform's). */
const MONTH_TEXTS: readonly MessageDescriptor[] = [
  msg`January`,
  msg`February`,
  msg`March`,
  msg`April`,
  msg`May`,
  msg`June`,
  msg`July`,
  msg`August`,
  msg`September`,
  msg`October`,
  msg`November`,
  msg`December`,
];
const WEEKDAY_TEXTS: readonly MessageDescriptor[] = [
  msg`Mon`,
  msg`Tue`,
  msg`Wed`,
  msg`Thu`,
  msg`Fri`,
  msg`Sat`,
  msg`Sun`,
];

/** The catalog's text of one of the names above, empty past their end. */
function nameOf(texts: readonly MessageDescriptor[], index: number): string {
  const text = texts[index];
  return text ? activeI18n()._(text) : '';
}

/** A month's name in the page's language (0 is January). */
function monthName(month: number): string {
  const language = activeLanguage();
  if (language === 'en') return nameOf(MONTH_TEXTS, month);
  return new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, month, 1),
  );
}

/** A weekday's short name in the page's language (0 is Monday). */
function weekdayName(day: number): string {
  const language = activeLanguage();
  if (language === 'en') return nameOf(WEEKDAY_TEXTS, day);
  return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1 + day),
  );
}

/** A month and its year as the page's title ('November 2026'). */
function monthTitle(date: Date): string {
  const language = activeLanguage();
  if (language === 'en') return `${monthName(date.getUTCMonth())} ${date.getUTCFullYear()}`;
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
const KIND_CLASSES = {
  banner: 'bg-brand-100 text-brand-900 dark:bg-brand-400/20 dark:text-brand-100',
  event: 'bg-gold-300/40 text-gold-900 dark:bg-gold-400/20 dark:text-gold-100',
};
/** A month's day on a phone draws each item as a bar: colours strong enough to tell apart at that size. */
const BAR_CLASSES = {
  banner: 'max-sm:bg-brand-500 dark:max-sm:bg-brand-300',
  event: 'max-sm:bg-gold-500 dark:max-sm:bg-gold-400',
};
const NAV_LINK =
  'inline-flex h-10 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-white/15 dark:bg-night-900 dark:text-slate-100 dark:hover:bg-white/10';

/** The timeline's address: the view and the day it is drawn around. */
export function timelineStateOf(
  params: URLSearchParams,
  today: DayKey,
): { view: TimelineView; anchor: DayKey } {
  const view = params.get('view') === 'week' ? 'week' : 'month';
  const anchor = parseDayKey(params.get('date')) ? (params.get('date') as string) : today;
  return { view, anchor };
}

/** The span of days a view asks the server for: its days and one on each side, for zones either side of UTC. */
export function timelineSpan(view: TimelineView, anchor: DayKey): { from: DayKey; to: DayKey } {
  const days = viewDays(view, anchor);
  return { from: addDays(days[0] as DayKey, -1), to: addDays(days.at(-1) as DayKey, 1) };
}

const hrefOf = (view: TimelineView, date: DayKey) => `${paths.timeline}?view=${view}&date=${date}`;

/**
 * /timeline: banners, dated official events and the weekly flash events on one calendar, a week or
 * a month at a time. Drawn in UTC at the instant the server drew it, then in the viewer's zone and
 * clock once live; arrow keys move between days.
 */
export function TimelinePage({ drawnAt }: { drawnAt: number }) {
  const { t } = useLingui();
  const isHydrated = useIsHydrated();
  const now = useNow();
  const today = isHydrated ? dayOfInstant(now, true) : dayOfInstant(new Date(drawnAt), false);
  const [params] = useSearchParams();
  const { view, anchor } = timelineStateOf(params, today);
  const span = timelineSpan(view, anchor);
  const query = useTimeline(span.from, span.to);
  const days = viewDays(view, anchor);
  const anchorDate = parseDayKey(anchor) as Date;
  const title = view === 'month' ? monthTitle(anchorDate) : t`Week of ${days[0]}`;
  const step = (n: number) => (view === 'month' ? addMonths(anchor, n) : addDays(anchor, 7 * n));
  return (
    <div className={LIST_PAGE_CLASSES}>
      <PageTitle
        title={t`Timeline`}
        description={t`Banners, official events and the weekly flash events on one calendar.`}
      />
      <BannerFeedLinks />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        <Trans>Timeline</Trans>
      </h1>
      <p className="mt-2 h-5 text-sm text-slate-600 dark:text-slate-400">
        {isHydrated ? <Trans>Days in your time zone</Trans> : <Trans>Days in UTC</Trans>}
      </p>
      <nav aria-label={t`Timeline`} className="mt-4 flex flex-wrap items-center gap-2">
        <Link
          to={hrefOf(view, step(-1))}
          className={NAV_LINK}
          aria-label={view === 'month' ? t`Previous month` : t`Previous week`}
        >
          <Trans>‹ Previous</Trans>
        </Link>
        <Link to={hrefOf(view, today)} className={NAV_LINK}>
          <Trans>Today</Trans>
        </Link>
        <Link
          to={hrefOf(view, step(1))}
          className={NAV_LINK}
          aria-label={view === 'month' ? t`Next month` : t`Next week`}
        >
          <Trans>Next ›</Trans>
        </Link>
        <span className="ml-auto flex gap-2">
          {(['week', 'month'] as const).map((option) => (
            <Link
              key={option}
              to={hrefOf(option, anchor)}
              aria-current={option === view ? 'page' : undefined}
              className={cn(
                NAV_LINK,
                'aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white',
              )}
            >
              {option === 'week' ? <Trans>Week</Trans> : <Trans>Month</Trans>}
            </Link>
          ))}
        </span>
      </nav>
      <h2 className="mt-6 text-xl font-bold text-slate-900 dark:text-white">{title}</h2>
      {query.isError ? (
        <Alert variant="error" className="mt-4">
          <Trans>Failed to load the timeline</Trans>
        </Alert>
      ) : (
        <>
          <DayGrid
            view={view}
            days={days}
            anchor={anchor}
            today={today}
            items={query.data?.items ?? []}
            local={isHydrated}
          />
          <Legend />
          <PeriodAgenda
            title={
              view === 'month'
                ? t`Banners and events in ${title}`
                : t`Banners and events in the week of ${days[0]}`
            }
            days={view === 'month' ? days.filter((day) => day.startsWith(anchor.slice(0, 7))) : days}
            items={query.data?.items}
            local={isHydrated}
          />
        </>
      )}
    </div>
  );
}

type DayGridProps = {
  view: TimelineView;
  days: DayKey[];
  anchor: DayKey;
  today: DayKey;
  items: DatedItem[];
  local: boolean;
};

function DayGrid({ view, days, anchor, today, items, local }: DayGridProps) {
  const { t } = useLingui();
  const grid = useRef<HTMLTableElement>(null);
  const month = anchor.slice(0, 7);
  const focusKey = days.includes(today) ? today : (days.find((day) => day.startsWith(month)) ?? days[0]);
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const move = moves[event.key];
    const current = (event.target as HTMLElement).closest<HTMLElement>('[data-day]');
    if (move === undefined || !current) return;
    const next = grid.current?.querySelector<HTMLElement>(
      `[data-day="${addDays(current.dataset.day ?? '', move)}"]`,
    );
    if (!next) return;
    event.preventDefault();
    current.tabIndex = -1;
    next.tabIndex = 0;
    next.focus();
  };
  return (
    <div className={cn(CARD_CLASSES, 'mt-3')}>
      {/* A grid of days: arrow keys move between them. */}
      <table
        ref={grid}
        aria-label={t`Days`}
        onKeyDown={onKeyDown}
        className="w-full table-fixed border-collapse"
      >
        <thead>
          <tr className="border-b border-slate-200 dark:border-white/10">
            {WEEKDAY_TEXTS.map((name, index) => (
              <th
                key={name.id}
                scope="col"
                className="px-1 py-2 text-center text-xs font-semibold text-slate-600 dark:text-slate-400"
              >
                {weekdayName(index)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: days.length / 7 }, (_, week) => (
            <tr key={days[week * 7]}>
              {days.slice(week * 7, week * 7 + 7).map((day) => (
                <DayCell
                  key={day}
                  day={day}
                  isToday={day === today}
                  isOutside={view === 'month' && !day.startsWith(month)}
                  isFocusTarget={day === focusKey}
                  items={items.filter((item) => isOnDay(item, day, local))}
                  isWeek={view === 'week'}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type DayCellProps = {
  day: DayKey;
  isToday: boolean;
  isOutside: boolean;
  isFocusTarget: boolean;
  items: DatedItem[];
  isWeek: boolean;
};

function DayCell({ day, isToday, isOutside, isFocusTarget, items, isWeek }: DayCellProps) {
  const { t } = useLingui();
  const date = parseDayKey(day) as Date;
  const flash = FLASH_EVENTS.filter((event) => event.dayOfWeek === date.getUTCDay());
  const weekday = weekdayName((date.getUTCDay() + 6) % 7);
  const dayOfMonth = date.getUTCDate();
  const month = monthName(date.getUTCMonth());
  const when = isToday ? t`${weekday} ${dayOfMonth} ${month}, today` : `${weekday} ${dayOfMonth} ${month}`;
  const what = items.length === 0 ? t`no banners or events` : items.map((item) => item.title).join(', ');
  const flashCount = flash.length;
  const label = t`${when}: ${what}; ${flashCount} flash events`;
  return (
    <td
      data-day={day}
      tabIndex={isFocusTarget ? 0 : -1}
      aria-label={label}
      aria-current={isToday ? 'date' : undefined}
      className={cn(
        'min-w-0 align-top border-r border-b border-slate-200 p-1 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:p-1.5 dark:border-white/10',
        isWeek ? 'min-h-48' : 'h-16 sm:h-28',
        isOutside && 'bg-slate-50 dark:bg-white/5',
        isToday && 'bg-brand-50 dark:bg-brand-400/10',
      )}
    >
      <p
        aria-hidden="true"
        className={cn(
          'grid size-6 place-items-center rounded-full text-xs font-semibold',
          isToday
            ? 'bg-brand-600 text-white'
            : isOutside
              ? 'text-slate-500 dark:text-slate-400'
              : 'text-slate-800 dark:text-slate-200',
        )}
      >
        {date.getUTCDate()}
      </p>
      <ul aria-hidden="true" className="mt-1 space-y-0.5">
        {items.slice(0, isWeek ? 6 : 3).map((item) => (
          <li key={item.id}>
            <Link
              to={item.path}
              tabIndex={-1}
              className={cn(
                'block h-1.5 truncate rounded-full text-xs leading-4 font-semibold sm:h-auto sm:rounded sm:px-1',
                isWeek && 'h-auto rounded px-1 text-[0.6875rem] sm:text-xs',
                KIND_CLASSES[item.kind],
                !isWeek && BAR_CLASSES[item.kind],
              )}
            >
              {/* On a phone a month's day is too narrow for names: a bar of the item's colour stands for
                  each, and the list under the calendar names them. */}
              <span data-content className={cn(!isWeek && 'hidden sm:inline')}>
                {item.title}
              </span>
            </Link>
          </li>
        ))}
        {items.length > (isWeek ? 6 : 3) && (
          <li className="px-1 text-[0.6875rem] text-slate-600 dark:text-slate-400">
            +{items.length - (isWeek ? 6 : 3)}
          </li>
        )}
      </ul>
      <p
        aria-hidden="true"
        className={cn(
          'mt-1 truncate px-1 text-[0.6875rem] text-slate-600 dark:text-slate-400',
          !isWeek && 'hidden sm:block',
        )}
      >
        {isWeek ? flash.map((event) => `${event.time} ${event.name}`).join(' · ') : t`${flashCount} flash`}
      </p>
    </td>
  );
}

function Legend() {
  return (
    <p className="mt-4 flex flex-wrap gap-3 text-sm text-slate-700 dark:text-slate-300">
      <span className={cn('rounded px-2', KIND_CLASSES.banner)}>
        <Trans>Banner</Trans>
      </span>
      <span className={cn('rounded px-2', KIND_CLASSES.event)}>
        <Trans>Official event</Trans>
      </span>
      <Link
        to={paths.flashEvents}
        className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
      >
        <Trans>Flash event schedule</Trans>
      </Link>
      <Link
        to={paths.banners}
        className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
      >
        <Trans>All banners</Trans>
      </Link>
    </p>
  );
}

type PeriodAgendaProps = {
  /** The period's name, as the calendar's heading gives it. */
  title: string;
  /** The period's own days (a month view's days of that month only). */
  days: DayKey[];
  items: DatedItem[] | undefined;
  local: boolean;
};

/**
 * The period's banners and official events as a list of links, in the order they start, with their
 * dates: what a phone reads instead of the calendar's bars, and what keyboard and screen-reader
 * users open each item from.
 */
function PeriodAgenda({ title, days, items, local }: PeriodAgendaProps) {
  const formatDate = useFormatDate();
  const inPeriod = (items ?? [])
    .filter((item) => days.some((day) => isOnDay(item, day, local)))
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  return (
    <section aria-labelledby="timeline-agenda" className="mt-6">
      <h2 id="timeline-agenda" className="text-xl font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      {items === undefined ? (
        <div
          aria-hidden="true"
          className="mt-3 h-24 animate-pulse rounded-2xl bg-slate-200/60 dark:bg-white/5"
        />
      ) : inPeriod.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          <Trans>No banners or official events.</Trans>
        </p>
      ) : (
        <ul className={cn(CARD_CLASSES, 'mt-3 divide-y divide-slate-200 dark:divide-white/10')}>
          {inPeriod.map((item) => (
            <li key={item.id} className="flex items-start gap-3 p-3 sm:px-4">
              <span
                className={cn(
                  'mt-0.5 shrink-0 rounded px-2 text-xs leading-5 font-semibold',
                  KIND_CLASSES[item.kind],
                )}
              >
                {item.kind === 'banner' ? <Trans>Banner</Trans> : <Trans>Official event</Trans>}
              </span>
              <span className="min-w-0">
                <Link
                  to={item.path}
                  data-content
                  className="font-semibold text-slate-900 underline-offset-2 hover:underline dark:text-white"
                >
                  {item.title}
                </Link>
                <span className="block text-sm text-slate-600 dark:text-slate-400">
                  <time dateTime={item.startsAt}>{formatDate(item.startsAt, 'short')}</time>
                  {' – '}
                  <time dateTime={item.endsAt}>{formatDate(item.endsAt, 'short')}</time>
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
