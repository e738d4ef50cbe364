import { FLASH_EVENT_TYPES, type FlashEventName } from '@haven/shared/flash-events/schedule';
import { useId } from 'react';
import { CARD_CLASSES } from '../../../components/ui/card';
import { eventDescription, FLASH_EVENT_TEXTS as M } from '../shared-texts';
import { EventDot } from './event-dot';

const TYPES = Object.entries(FLASH_EVENT_TYPES) as [FlashEventName, string][];

/** The colour legend: each event type with its colour and what it is. */
export function EventTypes() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${CARD_CLASSES} p-4 sm:p-6`}>
      <h2 id={headingId} className="text-xl font-bold text-slate-900 dark:text-white">
        {M.eventTypes}
      </h2>
      <ul className="mt-3 space-y-2.5 text-sm">
        {TYPES.map(([name, color]) => (
          <li key={name}>
            <span className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
              <EventDot color={color} />
              <span data-content>{name}</span>
            </span>
            <span className="mt-0.5 block pl-4.5 text-xs leading-5 text-slate-600 dark:text-slate-400">
              {eventDescription(name)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
