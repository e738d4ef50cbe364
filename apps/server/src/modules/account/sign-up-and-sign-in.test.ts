import { AUTH_MESSAGES as M } from '@haven/shared/auth/messages';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, session, user } from '../../db/schema/index.ts';
import {
  attemptSignIn,
  attemptSignUp,
  cookieFrom,
  sessionCookieOf,
  signIn,
  signUp,
  signUpAndSignIn,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../test/factories.ts';
import { injectAs } from '../../test/http.ts';
import { readLatestMail } from '../../test/mail.ts';
import { useTestApp } from '../../test/test-app.ts';

const ADMIN_EMAIL = 'listed.boss@example.com';

const t = useTestApp({ adminEmails: [ADMIN_EMAIL] });

async function userRows(email: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(user).where(eq(user.email, email));
  return row?.n ?? 0;
}

async function allUserRows(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(user);
  return row?.n ?? 0;
}

function postSignUp(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/account/sign-up', payload: payload as object });
}

describe('POST /api/account/sign-up', () => {
  it('creates the account (201) and signs the new member in, on to choosing a username', async () => {
    const email = uniqueEmail();
    const response = await postSignUp({ email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      ok: true,
      verificationRequired: false,
      user: { email, username: email.split('@')[0], needsSetup: true, isFirstVisit: false },
    });
    expect(await userRows(email)).toBe(1);
    // The same cookie sign-in sets: HttpOnly, Lax, for this browser session (no Remember me).
    const cookie = sessionCookieOf(response);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite?.toLowerCase()).toBe('lax');
    expect(cookie?.maxAge).toBeUndefined();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookieFrom(response) },
    });
    expect(me.json().user).toEqual(body.user);
  });

  it('stores the address in lower case', async () => {
    const email = uniqueEmail('MixedCase');
    expect((await postSignUp({ email: `  ${email}  `, password: TEST_PASSWORD })).statusCode).toBe(201);
    expect(await userRows(email.toLowerCase())).toBe(1);
  });

  it.each([
    ['a missing e-mail', { password: TEST_PASSWORD }, 'email', M.emailFallback],
    ['an empty e-mail', { email: '', password: TEST_PASSWORD }, 'email', M.emailRequired],
    ['a blank e-mail', { email: '   ', password: TEST_PASSWORD }, 'email', M.emailRequired],
    ['a malformed e-mail', { email: 'not-an-address', password: TEST_PASSWORD }, 'email', M.emailInvalid],
    ['an address without a domain', { email: 'hero@', password: TEST_PASSWORD }, 'email', M.emailInvalid],
    ['an e-mail that is not text', { email: 42, password: TEST_PASSWORD }, 'email', M.emailFallback],
    ['a missing password', { email: 'hero@example.com' }, 'password', M.passwordFallback],
  ])("refuses %s with the form's own message (400)", async (_label, payload, field, message) => {
    const usersBefore = await allUserRows();
    const response = await postSignUp(payload);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error).toMatchObject({ code: 'VALIDATION', message, fields: { [field]: message } });
    expect(await allUserRows()).toBe(usersBefore);
  });

  it.each([
    ['too short', 'Ab1!', M.passwordTooShort],
    ['without an uppercase letter', 'heroes#haven1', M.passwordUppercase],
    ['without a lowercase letter', 'HEROES#HAVEN1', M.passwordLowercase],
    ['without a number', 'Heroes#Haven', M.passwordNumber],
    ['without a special character', 'HeroesHaven1', M.passwordSpecial],
    ['failing every rule: the first message wins', 'abc', M.passwordTooShort],
    ['not a string', 12345678, M.passwordFallback],
  ])('refuses a password %s and writes nothing', async (_label, password, message) => {
    const email = uniqueEmail();
    const response = await postSignUp({ email, password });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error).toMatchObject({ code: 'VALIDATION', message, fields: { password: message } });
    expect(await userRows(email)).toBe(0);
  });

  it('refuses an address already registered (409), in any letter case, and keeps one row', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const response = await postSignUp({ email: email.toUpperCase(), password: 'Another#Pass2' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'CONFLICT', message: M.emailTaken });
    expect(await userRows(email)).toBe(1);
  });
});

describe('POST /api/account/sign-in', () => {
  it('refuses a wrong password (401) without a session', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const response = await attemptSignIn(t.app, { email, password: 'Wrong#Pass1' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({ code: 'UNAUTHENTICATED', message: M.invalidCredentials });
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('refuses an unknown address with the same message (401)', async () => {
    const response = await attemptSignIn(t.app, { email: uniqueEmail('nobody') });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(M.invalidCredentials);
  });

  it('checks the password rules first (400)', async () => {
    const response = await attemptSignIn(t.app, { email: uniqueEmail(), password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(M.passwordTooShort);
  });

  it('sets an HttpOnly SameSite session cookie that lasts when Remember me is checked', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const { response } = await signIn(t.app, email, TEST_PASSWORD, true);
    const cookie = sessionCookieOf(response);
    expect(cookie).toBeDefined();
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite?.toLowerCase()).toBe('lax');
    expect(cookie?.path).toBe('/');
    expect(cookie?.maxAge ?? cookie?.expires).toBeTruthy();
    expect(cookie?.maxAge).toBeGreaterThan(7 * 24 * 60 * 60);
  });

  it('sets a browser-session cookie (no Max-Age, no Expires) when Remember me is unchecked', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const { response, cookie } = await signIn(t.app, email, TEST_PASSWORD, false);
    const sessionCookie = sessionCookieOf(response);
    expect(sessionCookie?.httpOnly).toBe(true);
    expect(sessionCookie?.sameSite?.toLowerCase()).toBe('lax');
    expect(sessionCookie?.maxAge).toBeUndefined();
    expect(sessionCookie?.expires).toBeUndefined();
    // The session still works for the rest of the browser session.
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().user.email).toBe(email);
  });

  it('creates the profile at first sign-in, named after the e-mail, not yet set up', async () => {
    const email = uniqueEmail('first_login');
    await signUp(t.app, email);
    const { user: me } = await signIn(t.app, email);
    expect(me).toMatchObject({
      email,
      username: email.split('@')[0],
      isAdmin: false,
      needsSetup: true,
      avatarUrl: null,
    });
    const rows = await t.db.select().from(profiles).where(eq(profiles.id, me.id));
    expect(rows).toHaveLength(1);
    // A second sign-in keeps the same profile.
    const again = await signIn(t.app, email);
    expect(again.user.username).toBe(me.username);
  });

  it('adds a number to the username when the local part is taken (case-insensitively)', async () => {
    const local = `Twin_${Date.now().toString(36)}`;
    const first = await signUpAndSignIn(t.app, { email: `${local}@one.example` });
    const second = await signUpAndSignIn(t.app, { email: `${local.toLowerCase()}@two.example` });
    const third = await signUpAndSignIn(t.app, { email: `${local.toUpperCase()}@three.example` });
    expect(first.user.username).toBe(local.toLowerCase());
    expect(second.user.username).toBe(`${local.toLowerCase()}1`);
    expect(third.user.username).toBe(`${local.toLowerCase()}2`);
  });

  it('makes a short or symbol-laden local part a valid username', async () => {
    const { user: me } = await signUpAndSignIn(t.app, { email: `x.${Date.now().toString(36)}@example.com` });
    expect(me.username).toMatch(/^x_[a-z0-9]+$/);
  });

  it('mails a verification link to an address listed in ADMIN_EMAILS, and grants is_admin only once it is followed', async () => {
    const listed = await signUpAndSignIn(t.app, { email: ADMIN_EMAIL.toUpperCase() });
    // Registering a listed address proves nothing: whoever came first would be admin.
    expect(listed.user.isAdmin).toBe(false);
    expect(await isAdmin(listed.user.id)).toBe(false);

    const mail = await readLatestMail(t.dataDir);
    expect(mail?.to).toContain(ADMIN_EMAIL);
    expect(mail?.subject).toBe('Confirm your Heroes Haven e-mail address');
    const link = new URL(mail?.link ?? '');
    const followed = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).not.toContain('error');

    expect(await isAdmin(listed.user.id)).toBe(true);
    const again = await signIn(t.app, ADMIN_EMAIL);
    expect(again.user.isAdmin).toBe(true);

    const other = await signUpAndSignIn(t.app);
    expect(other.user.isAdmin).toBe(false);
  });

  it('does not mail addresses that are not listed when verification is optional', async () => {
    const email = uniqueEmail('unlisted');
    await signUp(t.app, email);
    expect((await readLatestMail(t.dataDir))?.to ?? '').not.toContain(email);
  });
});

async function isAdmin(id: string): Promise<boolean> {
  const [row] = await t.db.select({ isAdmin: profiles.isAdmin }).from(profiles).where(eq(profiles.id, id));
  return row?.isAdmin ?? false;
}

describe('GET /api/me', () => {
  it('returns null when signed out, and is never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('returns null for a forged cookie', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: 'haven.session_token=forged.value' },
    });
    expect(response.json()).toEqual({ user: null });
  });

  it('returns the signed-in member, with needsSetup until the username is chosen', async () => {
    const member = await signUpAndSignIn(t.app);
    const before = await injectAs(t.app, member.cookie, { method: 'GET', url: '/api/me' });
    expect(before.json()).toEqual({ user: { ...member.user, needsSetup: true } });
    const username = `chosen_${Date.now().toString(36)}`;
    const setup = await injectAs(t.app, member.cookie, {
      method: 'POST',
      url: '/api/profile/setup',
      payload: { username },
    });
    expect(setup.statusCode).toBe(200);
    const after = await injectAs(t.app, member.cookie, { method: 'GET', url: '/api/me' });
    expect(after.json().user).toMatchObject({ username, needsSetup: false });
  });

  it('never sends fields the presenter does not list', async () => {
    const member = await signUpAndSignIn(t.app);
    const response = await injectAs(t.app, member.cookie, {
      method: 'GET',
      url: '/api/me',
    });
    expect(Object.keys(response.json().user).sort()).toEqual(
      ['avatarUrl', 'email', 'id', 'isAdmin', 'isFirstVisit', 'needsSetup', 'restriction', 'username'].sort(),
    );
  });
});

describe('POST /api/account/sign-out', () => {
  it('ends the session: the old cookie no longer signs anyone in', async () => {
    const member = await signUpAndSignIn(t.app);
    const response = await injectAs(t.app, member.cookie, {
      method: 'POST',
      url: '/api/account/sign-out',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    // The browser is told to drop the cookie.
    expect(sessionCookieOf(response)?.maxAge).toBe(0);
    const me = await injectAs(t.app, member.cookie, { method: 'GET', url: '/api/me' });
    expect(me.json()).toEqual({ user: null });
    const rows = await t.db.select().from(session).where(eq(session.userId, member.user.id));
    expect(rows).toHaveLength(0);
  });

  it('is harmless when already signed out', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/account/sign-out' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('signs out only the session that asked', async () => {
    const member = await signUpAndSignIn(t.app);
    const other = await signIn(t.app, member.email, member.password);
    await injectAs(t.app, member.cookie, { method: 'POST', url: '/api/account/sign-out' });
    const me = await injectAs(t.app, other.cookie, { method: 'GET', url: '/api/me' });
    expect(me.json().user.id).toBe(member.user.id);
  });
});

describe('cross-origin writes', () => {
  it('refuses a write from another site (403) and writes nothing', async () => {
    const email = uniqueEmail();
    const response = await attemptSignUp(t.app, { email }, { headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
    expect(await userRows(email)).toBe(0);
  });

  it('refuses a signed-in member’s write from another site', async () => {
    const member = await signUpAndSignIn(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-out',
      headers: { cookie: member.cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    const me = await injectAs(t.app, member.cookie, { method: 'GET', url: '/api/me' });
    expect(me.json().user.id).toBe(member.user.id);
  });

  it('accepts a write from the site itself', async () => {
    const response = await attemptSignUp(
      t.app,
      { email: uniqueEmail() },
      { headers: { origin: t.config.publicUrl } },
    );
    expect(response.statusCode).toBe(201);
  });
});
