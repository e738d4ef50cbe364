import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { heroComments, notifications, profiles, user } from '../../db/schema/index.ts';
import {
  attemptSignIn,
  buildHero,
  buildHeroComment,
  cookieFrom,
  signIn,
  signUpAndSignIn,
  TEST_PASSWORD,
  type TestMember,
  uniqueEmail,
} from '../../test/factories.ts';
import { expectError, injectAs } from '../../test/http.ts';
import { readLatestMail } from '../../test/mail.ts';
import { useTestApp } from '../../test/test-app.ts';
import { EXPORT_PAGE_SIZE } from './export-data.ts';
import { EXPORT_SECTIONS } from './export-sections.ts';

const t = useTestApp();

const NEW_PASSWORD = 'Another#Pass2';
const SIGN_IN = 'Please sign in to manage your account';
const WRONG = 'Your password is incorrect';

const send = (who: TestMember | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: who ? { cookie: who.cookie } : {} });
const isSignedIn = async (cookie: string) =>
  (await injectAs(t.app, cookie, { url: '/api/me' })).json().user !== null;

describe('the account page', () => {
  it('shows the member their e-mail address, and asks visitors to sign in', async () => {
    const ana = await signUpAndSignIn(t.app);
    expect((await send(ana, 'GET', '/api/me/account')).json()).toEqual({ email: ana.email });
    expectError(await send(null, 'GET', '/api/me/account'), 401, 'UNAUTHENTICATED', SIGN_IN);
  });
});

describe('changing the e-mail address', () => {
  it('mails a link to the new address and changes it once the link is followed', async () => {
    const ana = await signUpAndSignIn(t.app);
    const newEmail = uniqueEmail('moved');
    const response = await send(ana, 'POST', '/api/me/account/email', { newEmail });
    expect(response.json()).toEqual({ ok: true });
    // Nothing changes before the link is followed.
    expect((await send(ana, 'GET', '/api/me/account')).json()).toEqual({ email: ana.email });

    const mail = await readLatestMail(t.dataDir);
    expect(mail?.to).toContain(newEmail);
    expect(mail?.subject).toBe('Confirm your new Heroes Haven e-mail address');
    const link = new URL(mail?.link ?? '');
    const followed = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toContain('/account?email=changed');

    // The open session shows the new address at once, and it signs in from now on.
    expect((await send(ana, 'GET', '/api/me/account')).json()).toEqual({ email: newEmail });
    expect((await attemptSignIn(t.app, { email: newEmail })).statusCode).toBe(200);
    expect((await attemptSignIn(t.app, { email: ana.email })).statusCode).toBe(401);
  });

  it('refuses a bad or unchanged address, and visitors, changing nothing', async () => {
    const ana = await signUpAndSignIn(t.app);
    expectError(
      await send(ana, 'POST', '/api/me/account/email', { newEmail: 'not-an-address' }),
      400,
      'VALIDATION',
      'Please enter a valid email address',
    );
    expectError(
      await send(ana, 'POST', '/api/me/account/email', { newEmail: ana.email.toUpperCase() }),
      400,
      'VALIDATION',
      'This is already your e-mail address',
    );
    expectError(
      await send(null, 'POST', '/api/me/account/email', { newEmail: uniqueEmail() }),
      401,
      'UNAUTHENTICATED',
    );
    const [row] = await t.db.select({ email: user.email }).from(user).where(eq(user.id, ana.user.id));
    expect(row?.email).toBe(ana.email);
  });

  it('answers an address that already has an account like any other, without mailing it', async () => {
    const [ana, ben] = await Promise.all([signUpAndSignIn(t.app), signUpAndSignIn(t.app)]);
    const before = await readLatestMail(t.dataDir);
    expect((await send(ana, 'POST', '/api/me/account/email', { newEmail: ben.email })).json()).toEqual({
      ok: true,
    });
    expect((await readLatestMail(t.dataDir))?.file).toBe(before?.file);
  });
});

describe('changing the password', () => {
  it('needs the current password, then ends every other session at once and keeps this one', async () => {
    const ana = await signUpAndSignIn(t.app);
    const other = await signIn(t.app, ana.email);
    expect(await isSignedIn(other.cookie)).toBe(true);

    const response = await send(ana, 'POST', '/api/me/account/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.json()).toEqual({ ok: true });
    expect(await isSignedIn(other.cookie)).toBe(false);
    expect(await isSignedIn(ana.cookie)).toBe(false);
    expect(await isSignedIn(cookieFrom(response))).toBe(true);
    expect((await attemptSignIn(t.app, { email: ana.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a wrong current password or a weak new one, changing nothing', async () => {
    const ana = await signUpAndSignIn(t.app);
    const wrong = await send(ana, 'POST', '/api/me/account/password', {
      currentPassword: 'Wrong#Pass9',
      newPassword: NEW_PASSWORD,
    });
    expectError(wrong, 400, 'VALIDATION', WRONG);
    expect(wrong.json().error.fields).toEqual({ currentPassword: WRONG });
    expectError(
      await send(ana, 'POST', '/api/me/account/password', {
        currentPassword: TEST_PASSWORD,
        newPassword: 'short',
      }),
      400,
      'VALIDATION',
      'Password must be at least 8 characters',
    );
    expectError(
      await send(null, 'POST', '/api/me/account/password', {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
      }),
      401,
      'UNAUTHENTICATED',
    );
    expect(await isSignedIn(ana.cookie)).toBe(true);
    expect((await attemptSignIn(t.app, { email: ana.email })).statusCode).toBe(200);
  });
});

describe('downloading my data', () => {
  it('is one valid JSON file holding every section, with the member’s own things only', async () => {
    const [ana, ben] = await Promise.all([signUpAndSignIn(t.app), signUpAndSignIn(t.app)]);
    const hero = await buildHero(t.db);
    await buildHeroComment(t.db, { heroId: hero.id, userId: ana.user.id, content: 'Ana was here.' });
    await buildHeroComment(t.db, { heroId: hero.id, userId: ben.user.id, content: 'Ben was here.' });
    // More notifications than one page holds, so the file is written over several reads.
    const count = EXPORT_PAGE_SIZE * 2 + 7;
    await t.db.insert(notifications).values(
      Array.from({ length: count }, (_, i) => ({
        userId: ana.user.id,
        type: 'friend_request' as const,
        content: `n${i}`,
      })),
    );

    const response = await send(ana, 'GET', '/api/me/account/data');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="heroes-haven-.+\.json"$/);
    const data = JSON.parse(response.body);
    for (const section of EXPORT_SECTIONS) expect(data).toHaveProperty(section.name);
    expect(data.profile).toMatchObject({ id: ana.user.id, username: ana.user.username, email: ana.email });
    expect(data.heroComments.map((c: { content: string }) => c.content)).toEqual(['Ana was here.']);
    expect(data.notifications).toHaveLength(count);
    expect(new Set(data.notifications.map((n: { id: string }) => n.id)).size).toBe(count);
    expect(data.favouriteOutfit).toBeNull();
    expect(response.body).not.toContain('Ben was here.');
  });

  it('asks visitors to sign in', async () => {
    expectError(await send(null, 'GET', '/api/me/account/data'), 401, 'UNAUTHENTICATED', SIGN_IN);
  });
});

describe('deleting my account', () => {
  it('removes everything of theirs in one go, ends their sessions, clears the cookie and mails them', async () => {
    const ana = await signUpAndSignIn(t.app);
    const other = await signIn(t.app, ana.email);
    const hero = await buildHero(t.db);
    await buildHeroComment(t.db, { heroId: hero.id, userId: ana.user.id });

    const response = await send(ana, 'DELETE', '/api/me/account', { password: TEST_PASSWORD });
    expect(response.json()).toEqual({ ok: true });
    expect(response.cookies.find((c) => c.name === 'haven.session_token')?.value ?? '').toBe('');
    expect(await t.db.select().from(profiles).where(eq(profiles.id, ana.user.id))).toEqual([]);
    expect(await t.db.select().from(heroComments).where(eq(heroComments.userId, ana.user.id))).toEqual([]);
    expectError(
      await t.app.inject({ url: `/api/profiles/${ana.user.username}` }),
      404,
      'NOT_FOUND',
      'Profile not found',
    );
    expect(await isSignedIn(other.cookie)).toBe(false);
    expect((await attemptSignIn(t.app, { email: ana.email })).statusCode).toBe(401);
    const mail = await readLatestMail(t.dataDir);
    expect(mail?.to).toContain(ana.email);
    expect(mail?.subject).toBe('Your Heroes Haven account has been deleted');
  });

  it('refuses a wrong or missing password, an admin and a visitor, deleting nothing', async () => {
    const ana = await signUpAndSignIn(t.app);
    const admin = await signUpAndSignIn(t.app, { admin: true });
    const wrong = await send(ana, 'DELETE', '/api/me/account', { password: 'Wrong#Pass9' });
    expectError(wrong, 400, 'VALIDATION', WRONG);
    expect(wrong.json().error.fields).toEqual({ password: WRONG });
    expectError(await send(ana, 'DELETE', '/api/me/account', {}), 400, 'VALIDATION');
    expectError(
      await send(admin, 'DELETE', '/api/me/account', { password: TEST_PASSWORD }),
      403,
      'FORBIDDEN',
      'Administrators cannot delete their own account. Ask another administrator.',
    );
    expectError(
      await send(null, 'DELETE', '/api/me/account', { password: TEST_PASSWORD }),
      401,
      'UNAUTHENTICATED',
    );
    for (const id of [ana.user.id, admin.user.id]) {
      expect(await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, id))).toHaveLength(
        1,
      );
    }
    expect(await isSignedIn(ana.cookie)).toBe(true);
  });
});
