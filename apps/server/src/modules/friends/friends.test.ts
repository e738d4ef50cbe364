import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import type { AppEvent } from '../../realtime/bus.ts';
import { openEventStream } from '../../test/event-stream.ts';
import { signUpAndSignIn, type TestMember } from '../../test/factories.ts';
import { expectError, injectAs } from '../../test/http.ts';
import { relationshipsBetween } from '../../test/relationships.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const pair = () => Promise.all([signUpAndSignIn(t.app), signUpAndSignIn(t.app)]);

const act = (member: TestMember | null, other: string, action = '', method: 'POST' | 'DELETE' = 'POST') =>
  t.app.inject({
    method,
    url: `/api/me/friends/${other}${action ? `/${action}` : ''}`,
    headers: member ? { cookie: member.cookie } : {},
  });

const statusOf = async (viewer: TestMember, other: string) =>
  (await injectAs(t.app, viewer.cookie, { url: `/api/me/friends/${other}` })).json().status;

const rowsBetween = (a: string, b: string) => relationshipsBetween(t.db, a, b);

const notificationsOf = (userId: string) =>
  t.db
    .select({ type: notifications.type, fromUserId: notifications.fromUserId })
    .from(notifications)
    .where(eq(notifications.userId, userId));

describe('friend requests', () => {
  it('sends a request that the other member accepts, each side notified and both told live', async () => {
    const [ana, ben] = await pair();
    const events: AppEvent[] = [];
    const stop = t.app.bus.subscribe((event) => events.push(event));

    const sent = await act(ana, ben.user.id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ status: 'pending_sent' });
    expect(await statusOf(ben, ana.user.id)).toBe('pending_received');
    expect(await notificationsOf(ben.user.id)).toEqual([{ type: 'friend_request', fromUserId: ana.user.id }]);

    const accepted = await act(ben, ana.user.id, 'accept');
    expect(accepted.json()).toEqual({ status: 'friends' });
    expect(await statusOf(ana, ben.user.id)).toBe('friends');
    const rows = await rowsBetween(ana.user.id, ben.user.id);
    expect(rows.map((r) => r.type)).toEqual(['friend', 'friend']);
    expect(await notificationsOf(ana.user.id)).toEqual([{ type: 'friend_accept', fromUserId: ben.user.id }]);
    // The answered request leaves the recipient's list.
    expect(await notificationsOf(ben.user.id)).toEqual([]);

    await vi.waitFor(() => {
      const friendEvents = events.filter((e) => e.topic === 'friends').map((e) => e.id);
      expect(friendEvents).toEqual(expect.arrayContaining([ana.user.id, ben.user.id]));
      expect(events).toContainEqual(
        expect.objectContaining({ topic: 'notifications', id: ben.user.id, userId: ben.user.id }),
      );
    });
    stop();
  });

  it('declines a request: the request goes and the sender is told', async () => {
    const [ana, ben] = await pair();
    await act(ana, ben.user.id);
    const declined = await act(ben, ana.user.id, 'decline');
    expect(declined.json()).toEqual({ status: 'none' });
    expect(await rowsBetween(ana.user.id, ben.user.id)).toEqual([]);
    expect(await notificationsOf(ana.user.id)).toEqual([{ type: 'friend_reject', fromUserId: ben.user.id }]);
    expect(await notificationsOf(ben.user.id)).toEqual([]);
  });

  it('removes a friend in both directions and tells them', async () => {
    const [ana, ben] = await pair();
    await act(ana, ben.user.id);
    await act(ben, ana.user.id, 'accept');
    const removed = await act(ben, ana.user.id, '', 'DELETE');
    expect(removed.json()).toEqual({ status: 'none' });
    expect(await rowsBetween(ana.user.id, ben.user.id)).toEqual([]);
    expect(await notificationsOf(ana.user.id)).toContainEqual({
      type: 'friend_remove',
      fromUserId: ben.user.id,
    });
    // Removing again is refused, as there is no friendship left, and notifies no one.
    expectError(
      await act(ben, ana.user.id, '', 'DELETE'),
      409,
      'CONFLICT',
      'You are not friends with this member',
    );
    expect((await notificationsOf(ana.user.id)).filter((n) => n.type === 'friend_remove')).toHaveLength(1);
  });

  it('makes friends of someone asking a member who already asked them', async () => {
    const [ana, ben] = await pair();
    await act(ana, ben.user.id);
    const response = await act(ben, ana.user.id);
    expect(response.json()).toEqual({ status: 'friends' });
    expect((await rowsBetween(ana.user.id, ben.user.id)).map((r) => r.type)).toEqual(['friend', 'friend']);
    expect(await notificationsOf(ana.user.id)).toEqual([{ type: 'friend_accept', fromUserId: ben.user.id }]);
  });

  it('creates one request and one notification however often the request is repeated', async () => {
    const [ana, ben] = await pair();
    const answers = await Promise.all(Array.from({ length: 5 }, () => act(ana, ben.user.id)));
    expect(answers.map((a) => a.json().status)).toEqual(Array(5).fill('pending_sent'));
    expect(await rowsBetween(ana.user.id, ben.user.id)).toHaveLength(1);
    expect(await notificationsOf(ben.user.id)).toHaveLength(1);
  });

  it('ends racing requests from both sides as one friendship', async () => {
    for (let round = 0; round < 3; round++) {
      const [ana, ben] = await pair();
      await Promise.all([act(ana, ben.user.id), act(ben, ana.user.id), act(ana, ben.user.id)]);
      const rows = await rowsBetween(ana.user.id, ben.user.id);
      expect(rows.map((r) => r.type)).toEqual(['friend', 'friend']);
      expect(await statusOf(ana, ben.user.id)).toBe('friends');
      expect(await statusOf(ben, ana.user.id)).toBe('friends');
    }
  });

  it('refuses friending yourself, writing nothing', async () => {
    const [ana] = await pair();
    expectError(await act(ana, ana.user.id), 400, 'VALIDATION', 'You cannot add yourself as a friend');
    expect(await rowsBetween(ana.user.id, ana.user.id)).toEqual([]);
    expect(await statusOf(ana, ana.user.id)).toBe('none');
  });

  it('answers 404 for a member who does not exist, writing nothing', async () => {
    const [ana] = await pair();
    expectError(await act(ana, 'no-such-member'), 404, 'NOT_FOUND', 'Profile not found');
    expect(await notificationsOf(ana.user.id)).toEqual([]);
  });

  it('refuses accepting or declining a request nobody sent, and removing a friend one does not have, alike', async () => {
    const [ana, ben] = await pair();
    const noRequest = 'There is no friend request from this member';
    expectError(await act(ana, ben.user.id, 'accept'), 409, 'CONFLICT', noRequest);
    expectError(await act(ana, ben.user.id, 'decline'), 409, 'CONFLICT', noRequest);
    expectError(
      await act(ana, ben.user.id, '', 'DELETE'),
      409,
      'CONFLICT',
      'You are not friends with this member',
    );
    expect(await rowsBetween(ana.user.id, ben.user.id)).toEqual([]);
    expect(await notificationsOf(ben.user.id)).toEqual([]);
  });

  it('refuses declining one’s own request or removing a member only asked, leaving the request', async () => {
    const [ana, ben] = await pair();
    await act(ana, ben.user.id);
    expectError(
      await act(ana, ben.user.id, 'decline'),
      409,
      'CONFLICT',
      'There is no friend request from this member',
    );
    expectError(
      await act(ben, ana.user.id, '', 'DELETE'),
      409,
      'CONFLICT',
      'You are not friends with this member',
    );
    expect(await statusOf(ben, ana.user.id)).toBe('pending_received');
    expect(await notificationsOf(ana.user.id)).toEqual([]);
  });

  it('needs a signed-in member for every friendship call', async () => {
    const [ana] = await pair();
    expectError(await t.app.inject({ url: `/api/me/friends/${ana.user.id}` }), 401, 'UNAUTHENTICATED');
    expectError(await act(null, ana.user.id), 401, 'UNAUTHENTICATED');
    expectError(
      await act(null, ana.user.id, 'accept'),
      401,
      'UNAUTHENTICATED',
      'You must be logged in to accept friend requests',
    );
    expectError(
      await act(null, ana.user.id, 'decline'),
      401,
      'UNAUTHENTICATED',
      'You must be logged in to decline friend requests',
    );
    expectError(await act(null, ana.user.id, '', 'DELETE'), 401, 'UNAUTHENTICATED');
    expect(await rowsBetween(ana.user.id, ana.user.id)).toEqual([]);
  });

  it("reaches the asker's open page live when the request is accepted, and no one else's", async () => {
    const [ana, ben] = await pair();
    const [carl] = await pair();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const anasPage = await openEventStream(baseUrl, ana.cookie);
    const carlsPage = await openEventStream(baseUrl, carl.cookie);
    await act(ana, ben.user.id);
    await act(ben, ana.user.id, 'accept');
    await anasPage.waitFor((e) => e.topic === 'notifications' && e.id === ana.user.id);
    await anasPage.waitFor((e) => e.topic === 'friends' && e.id === ben.user.id);
    expect(carlsPage.received.filter((e) => e.topic === 'notifications')).toEqual([]);
    await anasPage.close();
    await carlsPage.close();
  });
});
