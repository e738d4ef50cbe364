import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, profileComments, profiles } from '../../db/schema/index.ts';
import { signUpAndSignIn } from '../../test/factories.ts';
import { expectError, injectAs } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createNotification } from './create-notification.ts';

const t = useTestApp();

const members = () => Promise.all([signUpAndSignIn(t.app), signUpAndSignIn(t.app)]);

const idsOf = async (userId: string) =>
  (
    await t.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, userId))
  ).map((r) => r.id);

describe('GET /api/me/notifications', () => {
  it("lists the member's newest notifications with each sender's name and avatar", async () => {
    const [ana, ben] = await members();
    await t.db
      .update(profiles)
      .set({ avatarUrl: 'https://example.com/ben.png' })
      .where(eq(profiles.id, ben.user.id));
    const [comment] = await t.db
      .insert(profileComments)
      .values({ profileId: ana.user.id, authorId: ben.user.id, content: 'Hello' })
      .returning({ id: profileComments.id });
    for (let i = 0; i < 12; i++) {
      await createNotification(t.db, t.app.bus, {
        userId: ana.user.id,
        fromUserId: ben.user.id,
        type: 'profile_comment',
        content: `Hello ${i}`,
        commentId: comment?.id,
      });
    }
    const response = await injectAs(t.app, ana.cookie, { url: '/api/me/notifications?limit=10' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json();
    expect(body.total).toBe(12);
    expect(body.items).toHaveLength(10);
    expect(body.items[0]).toMatchObject({
      type: 'profile_comment',
      content: 'Hello 11',
      commentId: comment?.id,
      wallUsername: ana.user.username,
      postId: null,
      from: { id: ben.user.id, username: ben.user.username, avatarUrl: 'https://example.com/ben.png' },
    });
    const sheet = await injectAs(t.app, ana.cookie, { url: '/api/me/notifications?limit=20' });
    expect(sheet.json().items).toHaveLength(12);
    const count = await injectAs(t.app, ana.cookie, { url: '/api/me/notifications/count' });
    expect(count.json()).toEqual({ count: 12 });
    // Ben has none: nobody sees another member's notifications.
    expect((await injectAs(t.app, ben.cookie, { url: '/api/me/notifications' })).json()).toEqual({
      items: [],
      total: 0,
    });
  });

  it('still lists a post_comment notification', async () => {
    const [ana, ben] = await members();
    await createNotification(t.db, t.app.bus, {
      userId: ana.user.id,
      fromUserId: ben.user.id,
      type: 'post_comment',
      content: 'Nice post',
      postId: 'post-1',
      commentId: '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    });
    const body = (await injectAs(t.app, ana.cookie, { url: '/api/me/notifications' })).json();
    expect(body.items).toMatchObject([
      { type: 'post_comment', postId: 'post-1', content: 'Nice post', wallUsername: null },
    ]);
  });

  it('refuses a limit outside 1 to 20', async () => {
    const [ana] = await members();
    expectError(
      await injectAs(t.app, ana.cookie, { url: '/api/me/notifications?limit=21' }),
      400,
      'VALIDATION',
    );
    expectError(
      await injectAs(t.app, ana.cookie, { url: '/api/me/notifications?limit=0' }),
      400,
      'VALIDATION',
    );
  });

  it('needs a signed-in member', async () => {
    expectError(
      await t.app.inject({ url: '/api/me/notifications' }),
      401,
      'UNAUTHENTICATED',
      'You must be logged in to view notifications',
    );
    expectError(await t.app.inject({ url: '/api/me/notifications/count' }), 401, 'UNAUTHENTICATED');
  });
});

describe('DELETE /api/me/notifications', () => {
  it("deletes one of the member's own notifications, and another member's is not found", async () => {
    const [ana, ben] = await members();
    await createNotification(t.db, t.app.bus, {
      userId: ana.user.id,
      fromUserId: ben.user.id,
      type: 'friend_request',
    });
    await createNotification(t.db, t.app.bus, {
      userId: ben.user.id,
      fromUserId: ana.user.id,
      type: 'friend_remove',
    });
    const [anasId] = await idsOf(ana.user.id);
    const [bensId] = await idsOf(ben.user.id);

    expectError(
      await injectAs(t.app, ana.cookie, { method: 'DELETE', url: `/api/me/notifications/${bensId}` }),
      404,
      'NOT_FOUND',
    );
    expect(await idsOf(ben.user.id)).toEqual([bensId]);

    const deleted = await injectAs(t.app, ana.cookie, {
      method: 'DELETE',
      url: `/api/me/notifications/${anasId}`,
    });
    expect(deleted.json()).toEqual({ ok: true });
    expect(await idsOf(ana.user.id)).toEqual([]);
  });

  it('refuses a malformed id and a signed-out caller, deleting nothing', async () => {
    const [ana, ben] = await members();
    await createNotification(t.db, t.app.bus, {
      userId: ana.user.id,
      fromUserId: ben.user.id,
      type: 'friend_accept',
    });
    const [id] = await idsOf(ana.user.id);
    expectError(
      await injectAs(t.app, ana.cookie, { method: 'DELETE', url: '/api/me/notifications/x' }),
      400,
      'VALIDATION',
    );
    expectError(
      await t.app.inject({ method: 'DELETE', url: `/api/me/notifications/${id}` }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(
      await t.app.inject({ method: 'DELETE', url: '/api/me/notifications' }),
      401,
      'UNAUTHENTICATED',
    );
    expect(await idsOf(ana.user.id)).toEqual([id]);
  });

  it("clears all of the member's notifications and no one else's", async () => {
    const [ana, ben] = await members();
    for (const type of ['friend_request', 'friend_accept'] as const) {
      await createNotification(t.db, t.app.bus, { userId: ana.user.id, fromUserId: ben.user.id, type });
    }
    await createNotification(t.db, t.app.bus, {
      userId: ben.user.id,
      fromUserId: ana.user.id,
      type: 'friend_reject',
    });
    const cleared = await injectAs(t.app, ana.cookie, { method: 'DELETE', url: '/api/me/notifications' });
    expect(cleared.json()).toEqual({ ok: true });
    expect(await idsOf(ana.user.id)).toEqual([]);
    expect(await idsOf(ben.user.id)).toHaveLength(1);
  });
});
