import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { REALTIME_RESYNC_TOPIC } from '@haven/shared/common/realtime';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client.ts';
import { RecentEvents } from './recent-events.ts';

/**
 * A small change notice sent to browsers so they refetch what changed.
 * `userId` limits it to one member (their notifications); `adminOnly` to admins;
 * `internal` keeps it between server instances (never sent to a browser).
 */
export type AppEvent = {
  topic: string;
  id?: string;
  userId?: string;
  adminOnly?: boolean;
  internal?: boolean;
};

export const EVENTS_CHANNEL = 'haven_events';

/** Sent to every stream after the server may have missed events: the browser refetches all it shows. */
export const RESYNC_TOPIC = REALTIME_RESYNC_TOPIC;

export type EventBus = {
  /** Sends events to every instance, in one statement; inside a transaction they go out on commit. */
  publish: (events: AppEvent | AppEvent[], tx?: DbOrTx) => Promise<void>;
  /**
   * Every event, from this instance or another, as it arrives through the database (on the
   * embedded database, one published outside a transaction arrives at once). `echo` is true for an
   * event this instance published outside a transaction, which its `subscribeLocal` listeners have
   * already handled.
   */
  subscribe: (listener: (event: AppEvent, echo: boolean) => void) => () => void;
  /**
   * Events published by this instance, called synchronously when `publish` is called, before
   * the write's response is sent: local caches drop stale entries without waiting for the
   * round-trip through the database.
   */
  subscribeLocal: (listener: (event: AppEvent) => void) => () => void;
  /** How many listeners are subscribed now (each open stream holds one). */
  subscriberCount: () => number;
  /**
   * The events received from `since` (a time from this server's clock, less a small overlap) on,
   * or a resync when they are no longer all known: what a page drawn then may have missed.
   */
  since: (since: number) => AppEvent[];
  close: () => Promise<void>;
};

/**
 * Event bus on Postgres LISTEN/NOTIFY: every server instance listens on one
 * channel, so an event written through one reaches browsers connected to any. On the embedded
 * database (one instance) only a transaction's events go through it, to be sent on commit.
 */
export async function createEventBus(database: Database): Promise<EventBus> {
  const emitter = new EventEmitter();
  const instanceId = randomUUID();
  const recent = new RecentEvents<AppEvent>();
  emitter.setMaxListeners(0);
  emitter.on('event', (event: AppEvent) => recent.record(event));
  const stop = await database.listen(
    EVENTS_CHANNEL,
    (payload) => {
      try {
        const { origin, ...event } = JSON.parse(payload) as AppEvent & { origin?: string };
        emitter.emit('event', event, origin === instanceId);
      } catch {
        // A malformed payload is not ours; ignore it.
      }
    },
    // Events sent while the listener was away are lost: caches and browsers refetch everything.
    () => emitter.emit('event', { topic: RESYNC_TOPIC } satisfies AppEvent, false),
  );
  return {
    async publish(events, tx) {
      const list = Array.isArray(events) ? events : [events];
      if (list.length === 0) return;
      for (const event of list) emitter.emit('local', event);
      // The embedded database has one instance, this one: outside a transaction (the change is
      // already visible) its events need no round trip through the database.
      if (!tx && database.kind === 'pglite') {
        for (const event of list) emitter.emit('event', event, true);
        return;
      }
      // Inside a transaction the change is not visible yet: local listeners must act on the echo too.
      // `origin` marks the echo and is removed on arrival.
      const notices = list.map((event) => {
        const sent = tx ? event : { ...event, origin: instanceId };
        return sql`pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(sent)})`;
      });
      await (tx ?? database.db).execute(sql`select ${sql.join(notices, sql`, `)}`);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    subscribeLocal(listener) {
      emitter.on('local', listener);
      return () => emitter.off('local', listener);
    },
    // The recent-events log listens too.
    subscriberCount: () => emitter.listenerCount('event') - 1,
    since: (since) => recent.since(since),
    close: stop,
  };
}

/** Whether a viewer may receive an event (per-viewer filtering of the stream). */
export function canReceive(viewer: { id: string; isAdmin: boolean } | null, event: AppEvent): boolean {
  if (event.internal) return false;
  if (event.userId !== undefined) return viewer?.id === event.userId;
  if (event.adminOnly) return viewer?.isAdmin === true;
  return true;
}
