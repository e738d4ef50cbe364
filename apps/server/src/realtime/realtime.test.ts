import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../db/schema/index.ts';
import { runCli } from '../test/cli.ts';
import { type EventStream, openEventStream } from '../test/event-stream.ts';
import { signUpAndSignIn, type TestMember } from '../test/factories.ts';
import { injectAs } from '../test/http.ts';
import { useTestApp } from '../test/test-app.ts';
import { RESYNC_TOPIC } from './bus.ts';
import { RECENT_EVENTS_OVERLAP_MS } from './recent-events.ts';

const t = useTestApp();
let baseUrl: string;
const streams: EventStream[] = [];
beforeAll(async () => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
// Runs before the app closes: after-all hooks run in the reverse of their order.
afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()));
});

async function open(member?: TestMember, since?: number): Promise<EventStream> {
  const stream = await openEventStream(baseUrl, member?.cookie, since);
  streams.push(stream);
  return stream;
}

describe('GET /api/events', () => {
  it('delivers a published event to a connected browser', async () => {
    const stream = await open();
    await t.app.bus.publish({ topic: 'heroes', id: 'x' });
    expect(await stream.waitFor((e) => e.topic === 'heroes')).toEqual({ topic: 'heroes', id: 'x' });
    await stream.close();
  });

  it('filters events per viewer: a member’s own events, admin-only events to admins', async () => {
    const memberA = await signUpAndSignIn(t.app);
    const memberB = await signUpAndSignIn(t.app);
    const admin = await signUpAndSignIn(t.app, { admin: true });
    const [visitor, a, b, adminStream] = await Promise.all([
      open(),
      open(memberA),
      open(memberB),
      open(admin),
    ]);

    await t.app.bus.publish({ topic: 'notifications', id: 'for-a', userId: memberA.user.id });
    await t.app.bus.publish({ topic: 'contact-messages', id: 'for-admins', adminOnly: true });
    // Events arrive in order, so once this one is in, the ones before it have been decided.
    await t.app.bus.publish({ topic: 'heroes', id: 'for-everyone' });

    const ids = async (stream: EventStream) => {
      await stream.waitFor((e) => e.id === 'for-everyone');
      return stream.received.map((e) => e.id);
    };
    expect(await ids(a)).toEqual(['for-a', 'for-everyone']);
    expect(await ids(b)).toEqual(['for-everyone']);
    expect(await ids(adminStream)).toEqual(['for-admins', 'for-everyone']);
    expect(await ids(visitor)).toEqual(['for-everyone']);
    // Only the topic and id leave the server, never whom the event was for.
    expect(a.received[0]).toEqual({ topic: 'notifications', id: 'for-a' });
  });

  it('stops sending to a stream the browser closed', async () => {
    const stream = await open();
    await stream.close();
    await t.app.bus.publish({ topic: 'heroes', id: 'after-close' });
    const other = await open();
    await t.app.bus.publish({ topic: 'heroes', id: 'marker' });
    await other.waitFor((e) => e.id === 'marker');
    expect(stream.received.map((e) => e.id)).not.toContain('after-close');
  });
});

describe('GET /api/events?since=', () => {
  // The server knows every event from when it started; the times asked here must come after that.
  beforeAll(() => new Promise((resolve) => setTimeout(resolve, RECENT_EVENTS_OVERLAP_MS + 100)));

  it('first sends what was announced after the page’s data was read, then what comes', async () => {
    const drawnAt = Date.now();
    // A stream already open sees the announcement, so the server has received it.
    const witness = await open();
    await t.app.bus.publish({ topic: 'heroes', id: 'while-going-live' });
    await witness.waitFor((e) => e.id === 'while-going-live');

    const live = await open(undefined, drawnAt);
    await t.app.bus.publish({ topic: 'heroes', id: 'after-live' });
    await live.waitFor((e) => e.id === 'after-live');
    // Earlier tests' events within the overlap before `drawnAt` may come first.
    const order = live.received.map((e) => e.id);
    expect(order.indexOf('while-going-live')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('while-going-live')).toBeLessThan(order.indexOf('after-live'));

    // From long before, the server no longer knows everything announced: the browser refetches all.
    const stale = await open(undefined, drawnAt - 60 * 60_000);
    expect(await stale.waitFor((e) => e.topic === RESYNC_TOPIC)).toEqual({ topic: RESYNC_TOPIC });
  });

  it('sends a member’s own missed events to them alone', async () => {
    const member = await signUpAndSignIn(t.app);
    const other = await signUpAndSignIn(t.app);
    const since = Date.now();
    await t.app.bus.publish({ topic: 'notifications', id: 'for-member', userId: member.user.id });
    await t.app.bus.publish({ topic: 'heroes', id: 'for-everyone' });
    const [mine, theirs] = await Promise.all([open(member, since), open(other, since)]);
    await Promise.all([
      mine.waitFor((e) => e.id === 'for-everyone'),
      theirs.waitFor((e) => e.id === 'for-everyone'),
    ]);
    expect(mine.received.map((e) => e.id)).toContain('for-member');
    expect(theirs.received.map((e) => e.id)).not.toContain('for-member');
  });

  it('refuses a time that is not one, in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/events?since=yesterday' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION' } });
  });
});

describe('GET /api/events when a member’s rights change', () => {
  const setAdmin = (actor: TestMember, member: TestMember, isAdmin: boolean) =>
    injectAs(t.app, actor.cookie, {
      method: 'PATCH',
      url: `/api/admin/members/${member.user.id}`,
      payload: { username: member.user.username, isAdmin },
    });
  /** Sends a contact message, whose event only admins receive; returns its id. */
  const sendContactMessage = async (member: TestMember): Promise<string> => {
    const response = await injectAs(t.app, member.cookie, {
      method: 'POST',
      url: '/api/contact-messages',
      payload: { name: 'Sender', email: member.email, subject: 'Hello', message: 'For the admins' },
    });
    expect(response.statusCode).toBe(201);
    return response.json().id;
  };
  /** Publishes an event everyone receives and waits for it: the events before it have been decided. */
  const settle = async (stream: EventStream, id: string) => {
    await t.app.bus.publish({ topic: 'heroes', id });
    await stream.waitFor((e) => e.id === id);
  };

  it('stops sending admin-only events to an admin as soon as their rights are removed, on the open stream', async () => {
    const admin = await signUpAndSignIn(t.app, { admin: true });
    const demoted = await signUpAndSignIn(t.app, { admin: true });
    const sender = await signUpAndSignIn(t.app);
    const [adminStream, demotedStream] = await Promise.all([open(admin), open(demoted)]);
    const whileAdmin = await sendContactMessage(sender);
    await demotedStream.waitFor((e) => e.id === whileAdmin);

    expect((await setAdmin(admin, demoted, false)).statusCode).toBe(200);
    const afterDemotion = await sendContactMessage(sender);
    await settle(demotedStream, 'after-demotion');

    expect(demotedStream.received.map((e) => e.id)).not.toContain(afterDemotion);
    await adminStream.waitFor((e) => e.id === afterDemotion);
    // The stream stays open for what a member may see.
    await settle(demotedStream, 'still-open');
  });

  it('sends admin-only events to a member from the moment they are made admin', async () => {
    const admin = await signUpAndSignIn(t.app, { admin: true });
    const promoted = await signUpAndSignIn(t.app);
    const sender = await signUpAndSignIn(t.app);
    const stream = await open(promoted);
    const beforePromotion = await sendContactMessage(sender);

    expect((await setAdmin(admin, promoted, true)).statusCode).toBe(200);
    const afterPromotion = await sendContactMessage(sender);
    await stream.waitFor((e) => e.id === afterPromotion);
    expect(stream.received.map((e) => e.id)).not.toContain(beforePromotion);
  });

  it('re-reads the viewer after a resync, when a change of rights may have been missed', async () => {
    const demoted = await signUpAndSignIn(t.app, { admin: true });
    const stream = await open(demoted);
    // The change is made behind the bus's back, as if its announcement had been lost.
    await t.db.update(profiles).set({ isAdmin: false }).where(eq(profiles.id, demoted.user.id));
    await t.app.bus.publish({ topic: RESYNC_TOPIC });
    await t.app.bus.publish({ topic: 'contact-messages', id: 'after-resync', adminOnly: true });
    await settle(stream, 'after-resync-marker');
    expect(stream.received.map((e) => e.id)).toEqual([undefined, 'after-resync-marker']);
  });

  it('ends a member’s streams when an admin sets a new password for them or deletes their account', async () => {
    const admin = await signUpAndSignIn(t.app, { admin: true });
    const reset = await signUpAndSignIn(t.app, { admin: true });
    const deleted = await signUpAndSignIn(t.app, { admin: true });
    const [resetStream, deletedStream] = await Promise.all([open(reset), open(deleted)]);

    const newPassword = await injectAs(t.app, admin.cookie, {
      method: 'PATCH',
      url: `/api/admin/members/${reset.user.id}`,
      payload: { username: reset.user.username, isAdmin: true, newPassword: 'Another#Pass2' },
    });
    expect(newPassword.statusCode).toBe(200);
    await resetStream.ended;
    const removal = await injectAs(t.app, admin.cookie, {
      method: 'DELETE',
      url: `/api/admin/members/${deleted.user.id}`,
    });
    expect(removal.statusCode).toBe(200);
    await deletedStream.ended;
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'stops sending admin-only events to an admin revoked with the admin command',
    { timeout: 60_000 },
    async () => {
      const demoted = await signUpAndSignIn(t.app, { admin: true });
      const sender = await signUpAndSignIn(t.app);
      const stream = await open(demoted);
      const revoked = await runCli('apps/server/src/admin-cli.ts', ['revoke', demoted.email], {
        DATABASE_URL: t.config.databaseUrl ?? '',
        DATA_DIR: t.dataDir,
        LOG_LEVEL: 'silent',
      });
      expect(revoked.code).toBe(0);
      const afterRevoke = await sendContactMessage(sender);
      await settle(stream, 'after-revoke');
      expect(stream.received.map((e) => e.id)).not.toContain(afterRevoke);
    },
  );
});
