import { INACTIVITY_LIMIT_MS } from '@haven/shared/auth/rules';
import { isLanguage } from '@haven/shared/i18n/languages';
import { fromNodeHeaders } from 'better-auth/node';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { memberRestrictions, profiles, session as sessionTable } from '../db/schema/index.ts';
import { restrictionInForce } from '../db/schema/moderation.ts';
import { SESSION_UPDATE_AGE_SECONDS } from './auth.ts';
import { announceSessionEnded, type CachedSession, sessionCacheOf } from './session-cache.ts';
import type { Viewer } from './viewer.ts';

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation merges only with an interface
  interface FastifyRequest {
    viewerPromise?: Promise<Viewer | null>;
    sessionPromise?: Promise<CachedSession | null>;
  }
}

// A session unused for the inactivity limit (plus the refresh interval, since
// the idle clock only moves when the session is refreshed) is treated as ended.
const SERVER_IDLE_LIMIT_MS = INACTIVITY_LIMIT_MS + SESSION_UPDATE_AGE_SECONDS * 1000;

/** Resolves the request's session (once per request) to the member behind it, or null. */
export function getViewer(request: FastifyRequest): Promise<Viewer | null> {
  request.viewerPromise ??= getSession(request).then((session) => session?.viewer ?? null);
  return request.viewerPromise;
}

/**
 * Resolves the request's session again, as a new request would: for long-lived responses such
 * as the event stream, whose member's rights may have changed since it began.
 */
export function refreshViewer(request: FastifyRequest): Promise<Viewer | null> {
  request.sessionPromise = undefined;
  request.viewerPromise = undefined;
  return getViewer(request);
}

/** The request's live session (id, member, expiry) or null; resolved once per request with the viewer. */
export async function getSession(request: FastifyRequest): Promise<CachedSession | null> {
  request.sessionPromise ??= resolveSession(request);
  return request.sessionPromise;
}

// Better Auth's session cookie (the `__Secure-` form on https): the cache key.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?haven\.session_token=([^;]+)/;

/**
 * Resolves the session cookie, from memory when it was resolved in the last few seconds (the
 * expiry and idle limits are still checked on every request against the remembered times), so a
 * member's read costs no more database work than a visitor's.
 */
async function resolveSession(request: FastifyRequest): Promise<CachedSession | null> {
  const app = request.server;
  const token = request.headers.cookie?.match(SESSION_COOKIE)?.[1];
  if (!token) return null;
  const sessions = sessionCacheOf(app);
  const cached = sessions.get(token);
  if (cached) {
    const now = Date.now();
    if (cached.expiresAt > now && now - cached.updatedAt <= SERVER_IDLE_LIMIT_MS) {
      if (now - cached.updatedAt > SESSION_UPDATE_AGE_SECONDS * 1000) {
        cached.updatedAt = now;
        await touchSession(app.db, cached.sessionId);
      }
      return cached;
    }
    // Past a limit: check against the database below, which also deletes an idle session.
    sessions.delete(token);
  }
  // Better Auth's own refresh would reset the idle clock before we look at it, and it
  // never refreshes sessions that are not remembered: read the session as stored and
  // move the clock here. (The cookie still caps a remembered session at its lifetime.)
  const result = await app.auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    query: { disableRefresh: true },
  });
  if (!result) return null;
  const idleMs = Date.now() - new Date(result.session.updatedAt).getTime();
  if (idleMs > SERVER_IDLE_LIMIT_MS) {
    await app.db.delete(sessionTable).where(eq(sessionTable.id, result.session.id));
    await announceSessionEnded(app.bus, { userId: result.user.id, sessionId: result.session.id });
    return null;
  }
  let updatedAt = new Date(result.session.updatedAt).getTime();
  if (idleMs > SESSION_UPDATE_AGE_SECONDS * 1000) {
    updatedAt = Date.now();
    await touchSession(app.db, result.session.id);
  }
  const session: CachedSession = {
    sessionId: result.session.id,
    userId: result.user.id,
    expiresAt: new Date(result.session.expiresAt).getTime(),
    updatedAt,
    viewer: await findViewer(app.db, result.user, result.session.id),
  };
  sessions.set(token, session);
  return session;
}

/** Moves a session's idle clock forward (at most once per refresh interval, not per request). */
async function touchSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessionTable).set({ updatedAt: new Date() }).where(eq(sessionTable.id, sessionId));
}

/**
 * Calls `onEnd` once when the request's session ends: signed out or revoked (on any instance)
 * or past its expiry. For long-lived responses such as the event stream. Returns a function that
 * stops watching.
 */
export async function watchSessionEnd(request: FastifyRequest, onEnd: () => void): Promise<() => void> {
  const session = await getSession(request);
  if (!session) return () => {};
  const stop = sessionCacheOf(request.server).onEnded(session, onEnd);
  // Timers hold at most about 24.8 days; a longer session is re-checked when the stream reconnects.
  const timer = setTimeout(onEnd, Math.min(Math.max(session.expiresAt - Date.now(), 0), 2 ** 31 - 1));
  timer.unref();
  return () => {
    stop();
    clearTimeout(timer);
  };
}

/**
 * The member behind an auth user (whose e-mail Better Auth already read), with their suspension or
 * ban in force, in one query; null without a profile. `sessionId` is the session asking, if known.
 */
export async function findViewer(
  db: Db,
  account: { id: string; email: string },
  sessionId?: string,
): Promise<Viewer | null> {
  const [row] = await db
    .select({
      id: profiles.id,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
      isAdmin: profiles.isAdmin,
      isSetupComplete: profiles.isSetupComplete,
      language: profiles.language,
      setupSessionId: profiles.setupSessionId,
      restrictionKind: memberRestrictions.kind,
      restrictionReason: memberRestrictions.reason,
      restrictionEndsAt: memberRestrictions.endsAt,
    })
    .from(profiles)
    .leftJoin(memberRestrictions, and(eq(memberRestrictions.userId, profiles.id), restrictionInForce()))
    .where(eq(profiles.id, account.id))
    .orderBy(desc(memberRestrictions.createdAt))
    .limit(1);
  if (!row) return null;
  const { restrictionKind, restrictionReason, restrictionEndsAt, setupSessionId, language, ...member } = row;
  const restriction =
    restrictionKind && restrictionReason !== null
      ? { kind: restrictionKind, reason: restrictionReason, endsAt: restrictionEndsAt }
      : null;
  const isFirstVisit = sessionId !== undefined && setupSessionId === sessionId;
  return {
    ...member,
    email: account.email,
    isFirstVisit,
    restriction,
    language: isLanguage(language) ? language : null,
  };
}
