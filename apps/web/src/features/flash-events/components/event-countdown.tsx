import { startOf, type UpcomingEvent } from '@haven/shared/flash-events/rules';
import { cn } from '../../../lib/cn';
import { countdownText, FLASH_EVENT_TEXTS as M, upcomingText } from '../shared-texts';
import { EventDot } from './event-dot';

type EventCountdownProps = { event: UpcomingEvent; now: Date; className?: string };

/**
 * The next event and the time left until it starts. The box has a fixed height and the timer one
 * line, the name giving way, so the text changing each minute never moves what is around it.
 */
export function EventCountdown({ event, now, className }: EventCountdownProps) {
  return (
    <div
      className={cn(
        'flex h-14 items-center gap-3 rounded-xl border border-gold-400/60 bg-gold-300/15 px-3 dark:border-gold-400/30 dark:bg-gold-400/10',
        className,
      )}
    >
      <EventDot color={event.color} className="size-3" />
      <div className="min-w-0 flex-1 leading-tight">
        <p className="text-xs font-semibold tracking-wide text-gold-800 uppercase dark:text-gold-300">
          {M.nextUp}
        </p>
        <p data-content className="truncate font-bold text-slate-900 dark:text-white">
          {event.name}
        </p>
      </div>
      <div className="min-w-36 shrink-0 text-right leading-tight whitespace-nowrap">
        <p role="timer" className="text-sm font-bold text-slate-900 tabular-nums dark:text-white">
          {countdownText(startOf(event, now), now)}
        </p>
        <p className="text-xs text-slate-600 tabular-nums dark:text-slate-300">{upcomingText(event)}</p>
      </div>
    </div>
  );
}
