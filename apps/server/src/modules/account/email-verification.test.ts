import { AUTH_MESSAGES as M } from '@haven/shared/auth/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session, user } from '../../db/schema/index.ts';
import {
  attemptSignIn,
  attemptSignUp,
  sessionCookieOf,
  signIn,
  signUp,
  uniqueEmail,
} from '../../test/factories.ts';
import { readLatestMail } from '../../test/mail.ts';
import { useTestApp } from '../../test/test-app.ts';

// With REQUIRE_EMAIL_VERIFICATION on, sign-up mails a link and sign-in waits
// for it; off (the default), a new member can sign in at once.
const t = useTestApp({ requireEmailVerification: true });

describe('REQUIRE_EMAIL_VERIFICATION=true', () => {
  it('says so at sign-up, mails a verification link and signs no one in', async () => {
    const email = uniqueEmail();
    const response = await attemptSignUp(t.app, { email });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true, verificationRequired: true, user: null });
    expect(sessionCookieOf(response)).toBeUndefined();
    const [account] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    expect(
      await t.db
        .select()
        .from(session)
        .where(eq(session.userId, account?.id ?? '')),
    ).toHaveLength(0);
    const mail = await readLatestMail(t.dataDir);
    expect(mail?.to).toContain(email);
    expect(mail?.subject).toBe('Confirm your Heroes Haven e-mail address');
    const link = new URL(mail?.link ?? '');
    expect(link.origin).toBe(t.config.publicUrl);
    expect(link.searchParams.get('token')).toBeTruthy();
  });

  it('refuses sign-in before the address is verified (403) without a session', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const response = await attemptSignIn(t.app, { email });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({ code: 'FORBIDDEN', message: M.emailNotVerified });
    expect(sessionCookieOf(response)).toBeUndefined();
    const [account] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    expect(
      await t.db
        .select()
        .from(session)
        .where(eq(session.userId, account?.id ?? '')),
    ).toHaveLength(0);
  });

  it('still refuses a wrong password with 401, verified or not', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const response = await attemptSignIn(t.app, { email, password: 'Wrong#Pass1' });
    expect(response.statusCode).toBe(401);
  });

  it('lets the member in once the mailed link is followed', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const mail = await readLatestMail(t.dataDir);
    const link = new URL(mail?.link ?? '');
    const follow = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(follow.statusCode).toBeGreaterThanOrEqual(300);
    expect(follow.statusCode).toBeLessThan(400);
    expect(follow.headers.location).toContain('/login?registered=true');
    const [account] = await t.db
      .select({ verified: user.emailVerified })
      .from(user)
      .where(eq(user.email, email));
    expect(account?.verified).toBe(true);
    const { user: me } = await signIn(t.app, email);
    expect(me.email).toBe(email);
  });

  it('sends a bad verification link to the login page with an error', async () => {
    const follow = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=forged' });
    expect(follow.statusCode).toBeGreaterThanOrEqual(300);
    expect(follow.statusCode).toBeLessThan(400);
    expect(follow.headers.location).toContain('error');
  });
});
