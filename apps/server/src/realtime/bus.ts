import { EventEmitter } from 'node:events';
import { REALTIME_RESYNC_TOPIC } from '@haven/shared';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client.ts';

/**
 * A small change notice sent to browsers so they refetch what changed.
 * `userId` limits it to one member (their notifications); `adminOnly` to admins.
 */
export type AppEvent = {
  topic: string;
  id?: string;
  userId?: string;
  adminOnly?: boolean;
};

export const EVENTS_CHANNEL = 'haven_events';

/** Sent to every stream after the server may have missed events: the browser refetches all it shows. */
export const RESYNC_TOPIC = REALTIME_RESYNC_TOPIC;

export type EventBus = {
  /** Sends an event to every instance; inside a transaction it goes out on commit. */
  publish: (event: AppEvent, tx?: DbOrTx) => Promise<void>;
  subscribe: (listener: (event: AppEvent) => void) => () => void;
  /** How many listeners are subscribed now (each open stream holds one). */
  subscriberCount: () => number;
  close: () => Promise<void>;
};

/**
 * Event bus on Postgres LISTEN/NOTIFY: every server instance listens on one
 * channel, so an event written through one reaches browsers connected to any.
 */
export async function createEventBus(database: Database): Promise<EventBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const stop = await database.listen(
    EVENTS_CHANNEL,
    (payload) => {
      try {
        emitter.emit('event', JSON.parse(payload) as AppEvent);
      } catch {
        // A malformed payload is not ours; ignore it.
      }
    },
    // Events sent while the listener was away are lost: browsers refetch everything they show.
    () => emitter.emit('event', { topic: RESYNC_TOPIC } satisfies AppEvent),
  );
  return {
    async publish(event, tx) {
      await (tx ?? database.db).execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    subscriberCount: () => emitter.listenerCount('event'),
    close: stop,
  };
}

/** Whether a viewer may receive an event (per-viewer filtering of the stream). */
export function canReceive(viewer: { id: string; isAdmin: boolean } | null, event: AppEvent): boolean {
  if (event.userId !== undefined) return viewer?.id === event.userId;
  if (event.adminOnly) return viewer?.isAdmin === true;
  return true;
}
