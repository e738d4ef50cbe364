import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { openEventStream } from '../test/event-stream.ts';
import { signIn, signUpAndSignIn } from '../test/factories.ts';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp();

const me = (cookie: string) => t.app.inject({ url: '/api/me', headers: { cookie } });

describe('sessions kept in memory', () => {
  it('resolves a signed-in member’s repeat requests without asking the database', async () => {
    const member = await signUpAndSignIn(t.app);
    expect((await me(member.cookie)).json().user.id).toBe(member.user.id);
    const getSession = vi.spyOn(t.app.auth.api, 'getSession');
    const select = vi.spyOn(t.db, 'select');
    try {
      for (let i = 0; i < 3; i++) expect((await me(member.cookie)).json().user.id).toBe(member.user.id);
      expect(getSession).not.toHaveBeenCalled();
      expect(select).not.toHaveBeenCalled();
    } finally {
      getSession.mockRestore();
      select.mockRestore();
    }
  });

  it('forgets a session at once when it is signed out', async () => {
    const member = await signUpAndSignIn(t.app);
    await me(member.cookie);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-out',
      headers: { cookie: member.cookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(member.cookie)).json()).toEqual({ user: null });
  });

  it('shows a profile change on the very next request', async () => {
    const member = await signUpAndSignIn(t.app);
    expect((await me(member.cookie)).json().user.needsSetup).toBe(true);
    await t.app.inject({
      method: 'POST',
      url: '/api/profile/setup',
      headers: { cookie: member.cookie },
      payload: { username: 'fresh_name' },
    });
    expect((await me(member.cookie)).json().user).toMatchObject({
      username: 'fresh_name',
      needsSetup: false,
    });
  });

  it('ends the event stream of a session that signs out, and only that one', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const member = await signUpAndSignIn(t.app);
    const otherDevice = await signIn(t.app, member.email);
    const stream = await openEventStream(baseUrl, member.cookie);
    const otherStream = await openEventStream(baseUrl, otherDevice.cookie);
    let otherEnded = false;
    void otherStream.ended.then(() => {
      otherEnded = true;
    });
    await t.app.inject({ method: 'POST', url: '/api/account/sign-out', headers: { cookie: member.cookie } });
    await stream.ended;
    // The other device's stream still receives events.
    await t.app.bus.publish({ topic: 'heroes', id: 'after-sign-out' });
    await otherStream.waitFor((e) => e.id === 'after-sign-out');
    expect(otherEnded).toBe(false);
    await otherStream.close();
  });
});
