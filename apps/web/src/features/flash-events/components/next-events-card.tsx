import { upcomingEvents } from '@haven/shared/flash-events/rules';
import { CalendarClock } from 'lucide-react';
import { GlanceCard } from '../../../components/ui/glance-card';
import { paths } from '../../../lib/paths';
import { useNow } from '../hooks/use-now';
import { FLASH_EVENT_TEXTS as M, upcomingText } from '../shared-texts';
import { EventCountdown } from './event-countdown';
import { EventDot } from './event-dot';

/** Events the home page names: the next one with its countdown and the two after it. */
const NEXT_EVENTS_COUNT = 3;

/** The home page's look at the schedule: a countdown to the next flash event and the two that follow. */
export function NextEventsCard() {
  const now = useNow();
  const [next, ...later] = upcomingEvents(now, NEXT_EVENTS_COUNT);
  return (
    <GlanceCard
      icon={CalendarClock}
      iconClassName="text-brand-700 dark:text-brand-300"
      title={M.nextEvents}
      link={{ to: paths.flashEvents, label: M.fullSchedule }}
    >
      {next ? (
        <>
          <EventCountdown event={next} now={now} className="mt-3" />
          <ul className="mt-2 space-y-1 text-sm">
            {later.map((event) => (
              <li key={`${event.day}-${event.time}-${event.name}`} className="flex h-6 items-center gap-2">
                <EventDot color={event.color} />
                <span data-content className="min-w-0 flex-1 truncate text-slate-900 dark:text-white">
                  {event.name}
                </span>
                <span className="text-slate-600 tabular-nums dark:text-slate-400">{upcomingText(event)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{M.widgetEmpty}</p>
      )}
    </GlanceCard>
  );
}
