import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { communityComments, memberBlocks, notifications, profileComments } from '../../db/schema/index.ts';
import type { AppEvent } from '../../realtime/bus.ts';
import { buildCommunityComment, buildTeam, signUpAndSignIn, type TestMember } from '../../test/factories.ts';
import { expectError, injectAs } from '../../test/http.ts';
import { relationshipsBetween } from '../../test/relationships.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const NEUTRAL = 'You cannot comment here.';
const trio = () => Promise.all([signUpAndSignIn(t.app), signUpAndSignIn(t.app), signUpAndSignIn(t.app)]);

const block = (who: TestMember | null, memberId: string, method: 'POST' | 'DELETE' = 'POST') =>
  t.app.inject({
    method,
    url: `/api/me/blocks/${memberId}`,
    headers: who ? { cookie: who.cookie } : {},
  });
const befriend = (who: TestMember, other: string, action = '') =>
  injectAs(t.app, who.cookie, {
    method: 'POST',
    url: `/api/me/friends/${other}${action ? `/${action}` : ''}`,
  });
const wallPost = (who: TestMember, wallId: string, payload: Record<string, unknown>) =>
  injectAs(t.app, who.cookie, { method: 'POST', url: `/api/profiles/${wallId}/comments`, payload });
const statusWith = async (who: TestMember, other: string) =>
  (await injectAs(t.app, who.cookie, { url: `/api/me/friends/${other}` })).json();
const blockRows = () => t.db.select().from(memberBlocks);
const pairRows = (a: string, b: string) => relationshipsBetween(t.db, a, b);
const noticesOf = (userId: string) =>
  t.db
    .select({ type: notifications.type, fromUserId: notifications.fromUserId })
    .from(notifications)
    .where(eq(notifications.userId, userId));
const idsOf = async (who: TestMember) =>
  (await injectAs(t.app, who.cookie, { url: '/api/me/blocks/ids' })).json().ids;

describe('blocking a member', () => {
  it('ends their friendship, lists them for the blocker alone and tells the blocker’s open pages', async () => {
    const [ana, ben] = await trio();
    await befriend(ana, ben.user.id);
    await befriend(ben, ana.user.id, 'accept');
    const events: AppEvent[] = [];
    const stop = t.app.bus.subscribe((event) => events.push(event));

    const response = await block(ana, ben.user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ blocked: true });
    expect(await pairRows(ana.user.id, ben.user.id)).toEqual([]);
    expect(await idsOf(ana)).toEqual([ben.user.id]);
    expect(await idsOf(ben)).toEqual([]);
    const list = (await injectAs(t.app, ana.cookie, { url: '/api/me/blocks' })).json();
    expect(list).toMatchObject({
      total: 1,
      page: 1,
      items: [{ id: ben.user.id, username: ben.user.username }],
    });
    // Nobody is told of the ended friendship.
    expect((await noticesOf(ben.user.id)).filter((n) => n.type === 'friend_remove')).toEqual([]);

    await vi.waitFor(() => {
      expect(events).toContainEqual(
        expect.objectContaining({ topic: 'blocks', id: ana.user.id, userId: ana.user.id }),
      );
      expect(events.filter((e) => e.topic === 'friends').map((e) => e.id)).toEqual(
        expect.arrayContaining([ana.user.id, ben.user.id]),
      );
    });
    stop();
  });

  it('removes pending requests both ways and what the blocked member had sent the blocker', async () => {
    const [ana, ben] = await trio();
    await befriend(ben, ana.user.id);
    expect(await noticesOf(ana.user.id)).toEqual([{ type: 'friend_request', fromUserId: ben.user.id }]);
    await block(ana, ben.user.id);
    expect(await pairRows(ana.user.id, ben.user.id)).toEqual([]);
    expect(await noticesOf(ana.user.id)).toEqual([]);

    const [cai, dee] = await trio();
    await befriend(cai, dee.user.id);
    await block(cai, dee.user.id);
    expect(await pairRows(cai.user.id, dee.user.id)).toEqual([]);
    expect(await noticesOf(dee.user.id)).toEqual([]);
  });

  it('unblocks: the member leaves the list and may reach the member again', async () => {
    const [ana, ben] = await trio();
    await block(ana, ben.user.id);
    const response = await block(ana, ben.user.id, 'DELETE');
    expect(response.json()).toEqual({ blocked: false });
    expect(await idsOf(ana)).toEqual([]);
    expect((await befriend(ben, ana.user.id)).json()).toEqual({ status: 'pending_sent' });
    expect(await noticesOf(ana.user.id)).toEqual([{ type: 'friend_request', fromUserId: ben.user.id }]);
  });

  it('stores one block however often it is repeated at once', async () => {
    const [ana, ben] = await trio();
    const answers = await Promise.all(Array.from({ length: 4 }, () => block(ana, ben.user.id)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await blockRows()).filter((r) => r.blockerId === ana.user.id)).toHaveLength(1);
  });

  it('refuses blocking yourself, an unknown member or an admin, writing nothing', async () => {
    const [ana] = await trio();
    const admin = await signUpAndSignIn(t.app, { admin: true });
    const before = (await blockRows()).length;
    expectError(await block(ana, ana.user.id), 400, 'VALIDATION', 'You cannot block yourself');
    expectError(await block(ana, 'no-such-member'), 404, 'NOT_FOUND', 'Profile not found');
    expectError(await block(ana, admin.user.id), 403, 'FORBIDDEN', 'Administrators cannot be blocked');
    expectError(await block(ana, 'x'.repeat(101)), 400, 'VALIDATION');
    expect((await blockRows()).length).toBe(before);
  });

  it('asks visitors to sign in for every blocking route', async () => {
    const [ana] = await trio();
    const message = 'Please sign in to block members';
    expectError(await block(null, ana.user.id), 401, 'UNAUTHENTICATED', message);
    expectError(await block(null, ana.user.id, 'DELETE'), 401, 'UNAUTHENTICATED', message);
    expectError(await t.app.inject({ url: '/api/me/blocks' }), 401, 'UNAUTHENTICATED', message);
    expectError(await t.app.inject({ url: '/api/me/blocks/ids' }), 401, 'UNAUTHENTICATED', message);
  });

  it('refuses a bad page number', async () => {
    const [ana] = await trio();
    expectError(await injectAs(t.app, ana.cookie, { url: '/api/me/blocks?page=0' }), 400, 'VALIDATION');
  });
});

describe('a blocked member trying to reach the member who blocked them', () => {
  it('gets a friend request answered as sent and reads it as pending later, while the blocker sees nothing', async () => {
    const [ana, ben] = await trio();
    await block(ana, ben.user.id);
    expect((await statusWith(ben, ana.user.id)).status).toBe('none');
    const response = await befriend(ben, ana.user.id);
    expect(response.json()).toEqual({ status: 'pending_sent' });
    expect((await befriend(ben, ana.user.id)).json()).toEqual({ status: 'pending_sent' });
    expect(await statusWith(ben, ana.user.id)).toEqual({ status: 'pending_sent' });
    expect(await statusWith(ana, ben.user.id)).toEqual({ status: 'none' });
    expect(await pairRows(ana.user.id, ben.user.id)).toEqual([]);
    expect(await noticesOf(ana.user.id)).toEqual([]);
  });

  it('keeps a request they made before the block pending in their eyes, and forgets it on unblock', async () => {
    const [ana, ben] = await trio();
    await befriend(ben, ana.user.id);
    await block(ana, ben.user.id);
    expect(await statusWith(ben, ana.user.id)).toEqual({ status: 'pending_sent' });
    expect(await statusWith(ana, ben.user.id)).toEqual({ status: 'none' });
    await block(ana, ben.user.id, 'DELETE');
    expect(await statusWith(ben, ana.user.id)).toEqual({ status: 'none' });
  });

  it('is refused, neutrally, a comment or reply on the blocker’s wall', async () => {
    const [ana, ben] = await trio();
    const [own] = await t.db
      .insert(profileComments)
      .values({ profileId: ana.user.id, authorId: ana.user.id, content: 'My own wall.' })
      .returning();
    await block(ana, ben.user.id);
    const before = (await t.db.select().from(profileComments)).length;
    expectError(await wallPost(ben, ana.user.id, { content: 'Hello' }), 403, 'FORBIDDEN');
    expectError(
      await wallPost(ben, ana.user.id, { content: 'Hi', parentId: own?.id }),
      403,
      'FORBIDDEN',
      NEUTRAL,
    );
    expect((await t.db.select().from(profileComments)).length).toBe(before);
  });

  it('is refused a reply to the blocker’s comment on someone else’s wall', async () => {
    const [ana, ben, cai] = await trio();
    const [onCai] = await t.db
      .insert(profileComments)
      .values({ profileId: cai.user.id, authorId: ana.user.id, content: 'Visiting.' })
      .returning();
    await block(ana, ben.user.id);
    expectError(
      await wallPost(ben, cai.user.id, { content: 'Reply', parentId: onCai?.id }),
      403,
      'FORBIDDEN',
      NEUTRAL,
    );
    // Others still reply, and the blocker still hears of them.
    expect((await wallPost(cai, cai.user.id, { content: 'Welcome', parentId: onCai?.id })).statusCode).toBe(
      201,
    );
    expect(await noticesOf(ana.user.id)).toEqual([{ type: 'comment_reply', fromUserId: cai.user.id }]);
  });

  it('is refused a reply to the blocker’s team or guide comment, and comments elsewhere notify nobody blocked', async () => {
    const [ana, ben] = await trio();
    const team = await buildTeam(t.db, { userId: ana.user.id });
    const anas = await buildCommunityComment(t.db, { authorId: ana.user.id, teamId: team.id });
    await block(ana, ben.user.id);
    const url = `/api/teams/${team.id}/comments`;
    const before = (await t.db.select().from(communityComments)).length;
    expectError(
      await injectAs(t.app, ben.cookie, {
        method: 'POST',
        url,
        payload: { content: 'Hm', parentId: anas.id },
      }),
      403,
      'FORBIDDEN',
      NEUTRAL,
    );
    expect((await t.db.select().from(communityComments)).length).toBe(before);
    // A comment of their own on the blocker's public team stands, but the blocker is not notified.
    const own = await injectAs(t.app, ben.cookie, { method: 'POST', url, payload: { content: 'Nice team' } });
    expect(own.statusCode).toBe(201);
    expect(await noticesOf(ana.user.id)).toEqual([]);
  });

  it('leaves the blocker free to reach them, except by a friend request before unblocking', async () => {
    const [ana, ben] = await trio();
    await block(ana, ben.user.id);
    expectError(await befriend(ana, ben.user.id), 403, 'FORBIDDEN', 'Unblock this member first');
    expect(await pairRows(ana.user.id, ben.user.id)).toEqual([]);
  });
});
