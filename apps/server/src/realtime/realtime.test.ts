import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventStream, openEventStream } from '../test/event-stream.ts';
import { signUpAndSignIn, type TestMember } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let baseUrl: string;
const streams: EventStream[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()));
  await t.close();
});

async function open(member?: TestMember): Promise<EventStream> {
  const stream = await openEventStream(baseUrl, member?.cookie);
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
