import { clockTime, eventsOnDay, type TimelineRow, timelineRows } from '@haven/shared/flash-events/rules';
import type { FlashEvent } from '@haven/shared/flash-events/schedule';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { CARD_CLASSES } from '../../../components/ui/card';
import { FLASH_EVENT_TEXTS as M, weekdayText } from '../shared-texts';
import { EventDot } from './event-dot';

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const TIME_COLUMN = 'w-24 shrink-0 text-xs tabular-nums';

type DayTimelineProps = { dayOfWeek: number; now: Date };

/** One day's events hour by hour; quiet hours folded together and, on today, a line at the current time. */
export function DayTimeline({ dayOfWeek, now }: DayTimelineProps) {
  const { t } = useLingui();
  const headingId = useId();
  const isToday = dayOfWeek === now.getDay();
  const rows = timelineRows(eventsOnDay(dayOfWeek), isToday ? clockTime(now) : undefined);
  return (
    <section aria-labelledby={headingId} className={`${CARD_CLASSES} p-4 sm:p-6`}>
      <h2 id={headingId} className="text-xl font-bold text-slate-900 dark:text-white">
        {weekdayText(dayOfWeek)}
      </h2>
      <ol className="mt-4 divide-y divide-slate-100 dark:divide-white/5" aria-label={t`Hourly timeline`}>
        {rows.map((row) => (
          <TimelineItem key={rowKey(row)} row={row} />
        ))}
      </ol>
    </section>
  );
}

function rowKey(row: TimelineRow): string {
  if (row.kind === 'now') return 'now';
  if (row.kind === 'quiet') return `quiet-${row.fromHour}`;
  return `hour-${row.hour}-${row.isContinued}`;
}

function TimelineItem({ row }: { row: TimelineRow }) {
  if (row.kind === 'now') {
    return (
      <li className="flex items-center gap-3 py-1 text-xs font-bold text-red-700 dark:text-red-300">
        <span className={`${TIME_COLUMN} font-bold`}>
          {M.now} {row.time}
        </span>
        <span aria-hidden="true" className="h-0.5 flex-1 rounded bg-red-600 dark:bg-red-400" />
      </li>
    );
  }
  if (row.kind === 'quiet') {
    return (
      <li className="flex items-center gap-3 py-1 text-slate-600 dark:text-slate-400">
        <span className={TIME_COLUMN}>
          {hourLabel(row.fromHour)}–{`${String(row.toHour).padStart(2, '0')}:59`}
        </span>
        <span className="text-xs italic">{M.quietHours}</span>
      </li>
    );
  }
  return (
    <li className="flex gap-3 py-1.5">
      <span className={`${TIME_COLUMN} pt-1 text-slate-600 dark:text-slate-400`}>
        {row.isContinued ? '' : hourLabel(row.hour)}
      </span>
      <div className="flex min-w-0 flex-1 flex-wrap gap-2">
        {row.events.map((event) => (
          <EventChip key={`${event.time}-${event.name}`} event={event} />
        ))}
      </div>
    </li>
  );
}

function EventChip({ event }: { event: FlashEvent }) {
  return (
    <span className="inline-flex items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-2 py-1 text-sm dark:border-white/10 dark:bg-white/5">
      <EventDot color={event.color} />
      <span data-content className="font-medium text-slate-900 dark:text-white">
        {event.name}
      </span>
      <span className="text-xs text-slate-600 tabular-nums dark:text-slate-400">{event.time}</span>
    </span>
  );
}
