import { GENERIC_MESSAGES, INACTIVITY_LIMIT_MS } from '@haven/shared';
import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { profiles, session as sessionTable } from '../db/schema/index.ts';
import { AppError } from '../lib/errors.ts';
import { SESSION_UPDATE_AGE_SECONDS } from './auth.ts';

/** The signed-in member making a request. */
export type Viewer = {
  id: string;
  email: string;
  username: string;
  avatarUrl: string | null;
  isAdmin: boolean;
  isSetupComplete: boolean;
};

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation merges only with an interface
  interface FastifyRequest {
    viewerPromise?: Promise<Viewer | null>;
  }
}

// A session unused for the inactivity limit (plus the refresh interval, since
// the idle clock only moves when the session is refreshed) is treated as ended.
const SERVER_IDLE_LIMIT_MS = INACTIVITY_LIMIT_MS + SESSION_UPDATE_AGE_SECONDS * 1000;

/** Resolves the request's session (once per request) to the member behind it, or null. */
export function getViewer(request: FastifyRequest): Promise<Viewer | null> {
  request.viewerPromise ??= loadViewer(request);
  return request.viewerPromise;
}

async function loadViewer(request: FastifyRequest): Promise<Viewer | null> {
  const { auth, db } = request.server;
  if (!request.headers.cookie) return null;
  // Better Auth's own refresh would reset the idle clock before we look at it, and it
  // never refreshes sessions that are not remembered: read the session as stored and
  // move the clock here. (The cookie still caps a remembered session at its lifetime.)
  const result = await auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    query: { disableRefresh: true },
  });
  if (!result) return null;
  const idleMs = Date.now() - new Date(result.session.updatedAt).getTime();
  if (idleMs > SERVER_IDLE_LIMIT_MS) {
    await db.delete(sessionTable).where(eq(sessionTable.id, result.session.id));
    return null;
  }
  if (idleMs > SESSION_UPDATE_AGE_SECONDS * 1000) {
    await db
      .update(sessionTable)
      .set({ updatedAt: new Date() })
      .where(eq(sessionTable.id, result.session.id));
  }
  return findViewer(db, result.user);
}

/** The member behind an auth user (whose e-mail Better Auth already read), or null without a profile. */
export async function findViewer(db: Db, account: { id: string; email: string }): Promise<Viewer | null> {
  const [row] = await db
    .select({
      id: profiles.id,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
      isAdmin: profiles.isAdmin,
      isSetupComplete: profiles.isSetupComplete,
    })
    .from(profiles)
    .where(eq(profiles.id, account.id));
  return row ? { ...row, email: account.email } : null;
}

/**
 * Guard: the request must come from a signed-in member; otherwise 401 with
 * `message`, so each action can say what signing in is for.
 */
export async function requireUser(
  request: FastifyRequest,
  message: string = GENERIC_MESSAGES.signInRequired,
): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw new AppError('UNAUTHENTICATED', message);
  return viewer;
}

/** Guard: the request must come from an administrator (401 signed out, 403 otherwise). */
export async function requireAdmin(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireUser(request);
  if (!viewer.isAdmin) throw new AppError('FORBIDDEN', GENERIC_MESSAGES.adminOnly);
  return viewer;
}
