import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { type AppEvent, type EventBus, RESYNC_TOPIC } from '../realtime/bus.ts';
import type { Viewer } from './viewer.ts';

/**
 * Internal events (between server instances, never sent to browsers) about sessions.
 * `ended`: a session (id) or every session of a member (no id) was signed out or revoked.
 * `viewerChanged`: a member's profile changed (username, admin flag): re-read it.
 */
export const SESSION_EVENTS = { ended: 'session-ended', viewerChanged: 'viewer-changed' } as const;

/** A resolved session as kept between requests. */
export type CachedSession = {
  sessionId: string;
  userId: string;
  expiresAt: number;
  /** Last activity as stored (the idle clock). */
  updatedAt: number;
  viewer: Viewer | null;
};

/**
 * How long a resolved session is reused without asking the database. Sign-out, revocation and
 * profile changes drop it at once on every instance (internal events); this bounds anything else.
 */
export const SESSION_CACHE_TTL_MS = 30_000;

export type SessionCache = {
  get: (token: string) => CachedSession | undefined;
  set: (token: string, session: CachedSession) => void;
  delete: (token: string) => void;
  /** Listens for the end of one session (sign-out, revocation); returns a function that stops. */
  onEnded: (session: { sessionId: string; userId: string }, listener: () => void) => () => void;
};

const caches = new WeakMap<EventBus, SessionCache>();

function matches(event: AppEvent, session: { sessionId: string; userId: string }): boolean {
  return event.userId === session.userId && (event.id === undefined || event.id === session.sessionId);
}

/** The session cache of an app (one per event bus, so per app instance). */
export function sessionCacheOf(app: FastifyInstance): SessionCache {
  const bus = app.bus;
  const existing = caches.get(bus);
  if (existing) return existing;
  const entries = new LRUCache<string, CachedSession>({ max: 50_000, ttl: SESSION_CACHE_TTL_MS });
  const drop = (event: AppEvent) => {
    // After the event stream was interrupted, sign-outs may have been missed: forget every session.
    if (event.topic === RESYNC_TOPIC) return entries.clear();
    if (!event.internal || !event.userId) return;
    if (event.topic !== SESSION_EVENTS.ended && event.topic !== SESSION_EVENTS.viewerChanged) return;
    for (const [token, session] of entries.entries()) {
      if (
        event.topic === SESSION_EVENTS.viewerChanged
          ? session.userId === event.userId
          : matches(event, session)
      ) {
        entries.delete(token);
      }
    }
  };
  // Local first, so the writer's own next request already sees the change.
  bus.subscribeLocal(drop);
  bus.subscribe((event, echo) => {
    if (!echo) drop(event);
  });
  const cache: SessionCache = {
    get: (token) => entries.get(token),
    set: (token, session) => {
      entries.set(token, session);
    },
    delete: (token) => {
      entries.delete(token);
    },
    onEnded: (session, listener) => {
      const handle = (event: AppEvent) => {
        if (event.internal && event.topic === SESSION_EVENTS.ended && matches(event, session)) listener();
      };
      const stopLocal = bus.subscribeLocal(handle);
      const stop = bus.subscribe((event, echo) => {
        if (!echo) handle(event);
      });
      return () => {
        stopLocal();
        stop();
      };
    },
  };
  caches.set(bus, cache);
  return cache;
}

/** Tells every instance that a session (or, without `sessionId`, all of a member's) has ended. */
export function announceSessionEnded(bus: EventBus, session: { userId: string; sessionId?: string }) {
  return bus.publish({
    topic: SESSION_EVENTS.ended,
    userId: session.userId,
    ...(session.sessionId ? { id: session.sessionId } : {}),
    internal: true,
  });
}

/** Whether an event announces that this member's profile (name, admin flag) changed. */
export function isViewerChangeOf(event: AppEvent, userId: string): boolean {
  return event.internal === true && event.topic === SESSION_EVENTS.viewerChanged && event.userId === userId;
}

/** Tells every instance that a member's profile changed, so their sessions re-read it. */
export function announceViewerChanged(bus: EventBus, userId: string) {
  return bus.publish({ topic: SESSION_EVENTS.viewerChanged, userId, internal: true });
}
