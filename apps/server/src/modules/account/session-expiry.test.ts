import { INACTIVITY_LIMIT_MS, SESSION_LIFETIME_SECONDS } from '@haven/shared/auth/rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session } from '../../db/schema/index.ts';
import { signUpAndSignIn } from '../../test/factories.ts';
import { injectAs } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';

// Besides the browser's 2-hour inactivity sign-out, the server ends sessions
// left idle for longer than 2 h 15 min (the limit plus the refresh interval),
// so a closed tab cannot keep a session alive.
const MINUTE = 60 * 1000;
const SERVER_IDLE_LIMIT_MS = INACTIVITY_LIMIT_MS + 15 * MINUTE;

const t = useTestApp();

async function sessionOf(userId: string) {
  const [row] = await t.db.select().from(session).where(eq(session.userId, userId));
  return row;
}

/** Rewrites the member's session as if it had last been used `idleMs` ago. */
async function makeIdle(userId: string, idleMs: number, options: { movedExpiry?: boolean } = {}) {
  const lastUse = new Date(Date.now() - idleMs);
  const values: { updatedAt: Date; expiresAt?: Date } = { updatedAt: lastUse };
  // A remembered session's expiry is pushed forward each time it is refreshed.
  if (options.movedExpiry) values.expiresAt = new Date(lastUse.getTime() + SESSION_LIFETIME_SECONDS * 1000);
  await t.db.update(session).set(values).where(eq(session.userId, userId));
}

function me(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
}

describe('server-side idle expiry', () => {
  it('treats a session idle for more than 2 h 15 min as signed out, and deletes it', async () => {
    const member = await signUpAndSignIn(t.app);
    await makeIdle(member.user.id, SERVER_IDLE_LIMIT_MS + MINUTE);
    expect((await me(member.cookie)).json()).toEqual({ user: null });
    expect(await sessionOf(member.user.id)).toBeUndefined();
    // Guarded routes refuse it too.
    const setup = await injectAs(t.app, member.cookie, {
      method: 'POST',
      url: '/api/profile/setup',
      payload: { username: 'idle_member' },
    });
    expect(setup.statusCode).toBe(401);
  });

  it('ends a remembered session that was last refreshed before the idle limit', async () => {
    const member = await signUpAndSignIn(t.app, { rememberMe: true });
    await makeIdle(member.user.id, 3 * 60 * MINUTE, { movedExpiry: true });
    expect((await me(member.cookie)).json()).toEqual({ user: null });
    expect(await sessionOf(member.user.id)).toBeUndefined();
  });

  it('keeps a session used within the limit', async () => {
    const member = await signUpAndSignIn(t.app);
    await makeIdle(member.user.id, INACTIVITY_LIMIT_MS, { movedExpiry: true });
    expect((await me(member.cookie)).json().user?.id).toBe(member.user.id);
  });

  it.each([
    ['remembered', true],
    ['not remembered', false],
  ])('moves the idle clock of an active %s session forward', async (_label, rememberMe) => {
    const member = await signUpAndSignIn(t.app, { rememberMe });
    await makeIdle(member.user.id, 30 * MINUTE, { movedExpiry: true });
    expect((await me(member.cookie)).json().user?.id).toBe(member.user.id);
    const row = await sessionOf(member.user.id);
    expect(Date.now() - (row?.updatedAt.getTime() ?? 0)).toBeLessThan(MINUTE);
    // So a member active all afternoon is still signed in.
    await makeIdle(member.user.id, 2 * 60 * MINUTE, { movedExpiry: true });
    expect((await me(member.cookie)).json().user?.id).toBe(member.user.id);
  });
});
