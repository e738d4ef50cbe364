import { MODERATION_MESSAGES } from '@haven/shared/moderation/messages';
import { formatSuspensionEnd } from '@haven/shared/moderation/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeclaredRoute, declaredRoutes } from '../../auth/access.ts';
import { WRITES_OPEN_TO_RESTRICTED } from '../../auth/restriction-check.ts';
import { memberRestrictions, profileComments } from '../../db/schema/index.ts';
import { attemptSignIn, signUpAndSignIn, type TestMember } from '../../test/factories.ts';
import { expectError, injectAs } from '../../test/http.ts';
import { createTestApp, openSecondInstance, type TestApp, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let admin: TestMember;

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];
const named = (route: DeclaredRoute) => `${route.method} ${route.url}`;

/** Every write route that counts against a write limit: what a suspension refuses, but for its exemptions. */
const limitedWrites = () =>
  declaredRoutes(t.app).filter((route) => WRITES.includes(route.method) && route.config.writeLimit);

beforeAll(async () => {
  admin = await signUpAndSignIn(t.app, { admin: true });
});

const restrict = (member: TestMember, body: Record<string, unknown>) =>
  injectAs(t.app, admin.cookie, {
    method: 'POST',
    url: `/api/admin/members/${member.user.id}/restriction`,
    payload: body,
  });

/** The routes of `selected` that do not answer with this status and message. */
async function sweep(selected: DeclaredRoute[], cookie: string, status: number, message?: string) {
  const wrong: string[] = [];
  for (const route of selected) {
    const response = await injectAs(t.app, cookie, {
      method: route.method,
      url: route.url.replace(/:\w+/g, SOME_ID),
      payload: {},
    });
    if (response.statusCode !== status || (message && response.json().error?.message !== message)) {
      wrong.push(`${named(route)}: ${response.statusCode} ${response.body}`);
    }
  }
  return wrong;
}

describe('a suspended member reads but cannot write', () => {
  let suspended: TestMember;
  let message: string;

  beforeAll(async () => {
    suspended = await signUpAndSignIn(t.app);
    const response = await restrict(suspended, { kind: 'suspension', days: 7, reason: 'Spam on walls' });
    expect(response.statusCode).toBe(201);
    message = MODERATION_MESSAGES.suspended(
      formatSuspensionEnd(response.json().endsAt, 'UTC'),
      'Spam on walls',
    );
  });

  it('answers every member write with 403 and the suspension, before reading what was sent', async () => {
    const memberWrites = limitedWrites().filter(
      (route) => route.access?.role !== 'admin' && !WRITES_OPEN_TO_RESTRICTED.has(named(route)),
    );
    expect(memberWrites.length).toBeGreaterThan(30);
    expect(await sweep(memberWrites, suspended.cookie, 403, message)).toEqual([]);
  });

  it('answers every admin write of a suspended member made admin with 403 and the suspension', async () => {
    const suspendedAdmin = await signUpAndSignIn(t.app, { admin: true });
    await t.db.insert(memberRestrictions).values({
      userId: suspendedAdmin.user.id,
      kind: 'suspension',
      reason: 'Before promotion',
      endsAt: new Date('2099-01-01T12:00:00Z'),
    });
    const adminWrites = limitedWrites().filter((route) => route.access?.role === 'admin');
    expect(adminWrites.length).toBeGreaterThan(20);
    const expected = MODERATION_MESSAGES.suspended('January 1, 2099 at 12:00 PM UTC', 'Before promotion');
    expect(await sweep(adminWrites, suspendedAdmin.cookie, 403, expected)).toEqual([]);
  });

  it('carries the suspension’s end and reason with the refusal, for the site to word in its reader’s zone', async () => {
    const response = await injectAs(t.app, suspended.cookie, {
      method: 'POST',
      url: `/api/profiles/${suspended.user.id}/comments`,
      payload: { content: 'Still here' },
    });
    expectError(response, 403, 'FORBIDDEN', message);
    const [row] = await t.db
      .select()
      .from(memberRestrictions)
      .where(eq(memberRestrictions.userId, suspended.user.id));
    expect(response.json().error.restriction).toEqual({
      endsAt: row?.endsAt?.toISOString(),
      reason: 'Spam on walls',
    });
  });

  it('writes nothing when refused', async () => {
    const response = await injectAs(t.app, suspended.cookie, {
      method: 'POST',
      url: `/api/profiles/${suspended.user.id}/comments`,
      payload: { content: 'Still here' },
    });
    expectError(response, 403, 'FORBIDDEN', message);
    const rows = await t.db
      .select()
      .from(profileComments)
      .where(eq(profileComments.authorId, suspended.user.id));
    expect(rows).toEqual([]);
  });

  it('covers every member or admin write, since each counts against a write limit', () => {
    const unlimited = declaredRoutes(t.app).filter(
      (route) => WRITES.includes(route.method) && route.access?.role !== 'anyone' && !route.config.writeLimit,
    );
    expect(unlimited.map(named)).toEqual([]);
  });

  it('still sends a contact message (to appeal), reads pages and signs out', async () => {
    const exempt = [...WRITES_OPEN_TO_RESTRICTED];
    expect(exempt.every((name) => declaredRoutes(t.app).some((route) => named(route) === name))).toBe(true);
    const contact = await injectAs(t.app, suspended.cookie, {
      method: 'POST',
      url: '/api/contact-messages',
      payload: {
        name: 'Member',
        email: suspended.email,
        category: 'technical',
        subject: 'Appeal',
        message: 'Please look again.',
      },
    });
    expect(contact.statusCode).toBe(201);
    const me = await injectAs(t.app, suspended.cookie, { method: 'GET', url: '/api/me' });
    expect(me.json().user.restriction).toMatchObject({ kind: 'suspension', reason: 'Spam on walls' });
    const signOut = await injectAs(t.app, suspended.cookie, { method: 'POST', url: '/api/account/sign-out' });
    expect(signOut.statusCode).toBe(200);
  });

  it('lets the member write again the moment the suspension ends, though the session is remembered', async () => {
    const member = await signUpAndSignIn(t.app);
    await t.db.insert(memberRestrictions).values({
      userId: member.user.id,
      kind: 'suspension',
      reason: 'Short',
      endsAt: new Date(Date.now() + 1500),
    });
    // The first request remembers the session with its suspension.
    const wall = {
      method: 'POST' as const,
      url: `/api/profiles/${member.user.id}/comments`,
      payload: { content: 'Hello' },
    };
    await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: member.cookie } });
    expect((await injectAs(t.app, member.cookie, wall)).statusCode).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await injectAs(t.app, member.cookie, wall)).statusCode).toBe(201);
    const me = await injectAs(t.app, member.cookie, { method: 'GET', url: '/api/me' });
    expect(me.json().user.restriction).toBeNull();
  });

  it('lets the member write again once an admin lifts the suspension', async () => {
    const member = await signUpAndSignIn(t.app);
    await restrict(member, { kind: 'suspension', days: 1, reason: 'Heated words' });
    const wall = {
      method: 'POST' as const,
      url: `/api/profiles/${member.user.id}/comments`,
      payload: { content: 'Back' },
    };
    expect((await injectAs(t.app, member.cookie, wall)).statusCode).toBe(403);
    const lift = await injectAs(t.app, admin.cookie, {
      method: 'POST',
      url: `/api/admin/members/${member.user.id}/restriction/lift`,
      payload: { reason: 'Apologised' },
    });
    expect(lift.statusCode).toBe(200);
    expect((await injectAs(t.app, member.cookie, wall)).statusCode).toBe(201);
  });
});

describe('a banned member', () => {
  it('is signed out at once: every write answers 401 and the session is gone', async () => {
    const banned = await signUpAndSignIn(t.app);
    await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: banned.cookie } });
    expect((await restrict(banned, { kind: 'ban', reason: 'Selling accounts' })).statusCode).toBe(201);
    const writes = limitedWrites().filter((route) => !WRITES_OPEN_TO_RESTRICTED.has(named(route)));
    expect(await sweep(writes, banned.cookie, 401)).toEqual([]);
    const me = await injectAs(t.app, banned.cookie, { method: 'GET', url: '/api/me' });
    expect(me.json().user).toBeNull();
  });

  it('is refused at sign-in with the reason, and no session is made', async () => {
    const banned = await signUpAndSignIn(t.app);
    await restrict(banned, { kind: 'ban', reason: 'Cheating tools' });
    const response = await attemptSignIn(t.app, { email: banned.email, password: banned.password });
    expectError(response, 403, 'FORBIDDEN', MODERATION_MESSAGES.banned('Cheating tools'));
    expect(response.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/session_token=[^;]/)]),
    );
  });

  it('is still told the password is wrong when it is, so the ban reveals nothing to a stranger', async () => {
    const banned = await signUpAndSignIn(t.app);
    await restrict(banned, { kind: 'ban', reason: 'Spam' });
    const response = await attemptSignIn(t.app, { email: banned.email, password: 'Wrong#Password1' });
    expect(response.statusCode).toBe(401);
  });

  it('signs in again once the ban is lifted', async () => {
    const banned = await signUpAndSignIn(t.app);
    await restrict(banned, { kind: 'ban', reason: 'Mistake' });
    await injectAs(t.app, admin.cookie, {
      method: 'POST',
      url: `/api/admin/members/${banned.user.id}/restriction/lift`,
      payload: { reason: 'Wrong member' },
    });
    const response = await attemptSignIn(t.app, { email: banned.email, password: banned.password });
    expect(response.statusCode).toBe(200);
  });
});

// Several instances share one PostgreSQL; a ban on one ends the member's sessions on the other.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a ban on one instance', () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof openSecondInstance>>;

  beforeAll(async () => {
    first = await createTestApp();
    second = await openSecondInstance(first);
    await second.app.ready();
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('ends the session the other instance remembers at once', async () => {
    const firstAdmin = await signUpAndSignIn(first.app, { admin: true });
    const member = await signUpAndSignIn(first.app);
    const before = await second.app.inject({ url: '/api/me', headers: { cookie: member.cookie } });
    expect(before.json().user.id).toBe(member.user.id);
    const ban = await injectAs(first.app, firstAdmin.cookie, {
      method: 'POST',
      url: `/api/admin/members/${member.user.id}/restriction`,
      payload: { kind: 'ban', reason: 'Threats' },
    });
    expect(ban.statusCode).toBe(201);
    await expect
      .poll(
        async () =>
          (await second.app.inject({ url: '/api/me', headers: { cookie: member.cookie } })).json().user,
        {
          timeout: 5000,
        },
      )
      .toBeNull();
  });
});
