import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../test/event-stream.ts';
import { signUpAndSignIn } from '../test/factories.ts';
import { injectAs } from '../test/http.ts';
import { createTestApp, openSecondInstance, type TestApp } from '../test/test-app.ts';

// Several server instances share one PostgreSQL; LISTEN/NOTIFY carries events between them.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('two instances on one PostgreSQL', () => {
  let first: TestApp;
  let instance: Awaited<ReturnType<typeof openSecondInstance>>;
  let second: Awaited<ReturnType<typeof openSecondInstance>>['app'];

  beforeAll(async () => {
    // The first of two instances on one database: the second is closed before it.
    first = await createTestApp();
    instance = await openSecondInstance(first);
    second = instance.app;
    await second.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await instance.close();
    await first.close();
  });

  it('an event written through one reaches a browser connected to the other', async () => {
    const stream = await openEventStream(`http://127.0.0.1:${(second.server.address() as AddressInfo).port}`);
    const member = await signUpAndSignIn(first.app);
    const hero = await first.app.inject({
      method: 'POST',
      url: '/api/admin/heroes',
      headers: { cookie: (await signUpAndSignIn(first.app, { admin: true })).cookie },
      payload: { name: 'Relay Runner' },
    });
    expect(hero.statusCode).toBe(201);
    await first.app.inject({
      method: 'POST',
      url: `/api/heroes/${hero.json().id}/comments`,
      headers: { cookie: member.cookie },
      payload: { content: 'Seen from the other instance' },
    });
    expect(await stream.waitFor((e) => e.topic === 'hero-comments')).toEqual({
      topic: 'hero-comments',
      id: hero.json().id,
    });
    // The second instance also sees the session made through the first.
    const me = await second.inject({ url: '/api/me', headers: { cookie: member.cookie } });
    expect(me.json().user.id).toBe(member.user.id);
    await stream.close();
  });

  it('an admin demoted through one stops receiving admin-only events on the other at once', async () => {
    const secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
    const admin = await signUpAndSignIn(first.app, { admin: true });
    const demoted = await signUpAndSignIn(first.app, { admin: true });
    const stream = await openEventStream(secondUrl, demoted.cookie);
    await first.app.bus.publish({ topic: 'contact-messages', id: 'while-admin', adminOnly: true });
    await stream.waitFor((e) => e.id === 'while-admin');

    const demotion = await injectAs(first.app, admin.cookie, {
      method: 'PATCH',
      url: `/api/admin/members/${demoted.user.id}`,
      payload: { username: demoted.user.username, isAdmin: false },
    });
    expect(demotion.statusCode).toBe(200);
    await first.app.bus.publish({ topic: 'contact-messages', id: 'after-demotion', adminOnly: true });
    // Events arrive in order: once this one is in, the one before it has been decided.
    await first.app.bus.publish({ topic: 'heroes', id: 'marker' });
    await stream.waitFor((e) => e.id === 'marker');
    expect(stream.received.map((e) => e.id)).not.toContain('after-demotion');
    const adminOnly = await second.inject({
      url: '/api/admin/contact-messages',
      headers: { cookie: demoted.cookie },
    });
    expect(adminOnly.statusCode).toBe(403);
    await stream.close();
  });
});
