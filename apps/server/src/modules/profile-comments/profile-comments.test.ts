import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, profileComments, relationships } from '../../db/schema/index.ts';
import { signUpAndSignIn, type TestMember } from '../../test/factories.ts';
import { expectError, injectAs } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let owner: TestMember;
let friend: TestMember;
let stranger: TestMember;
let admin: TestMember;

beforeAll(async () => {
  owner = await signUpAndSignIn(t.app);
  friend = await signUpAndSignIn(t.app);
  stranger = await signUpAndSignIn(t.app);
  admin = await signUpAndSignIn(t.app, { admin: true });
  // A friendship as the friends feature stores it: one row, either direction counts.
  await t.db
    .insert(relationships)
    .values({ userId: friend.user.id, relatedUserId: owner.user.id, type: 'friend' });
});

const wall = (profileId: string, query = '') => `/api/profiles/${profileId}/comments${query}`;
const post = (member: TestMember | null, profileId: string, payload: Record<string, unknown>) =>
  member
    ? injectAs(t.app, member.cookie, { method: 'POST', url: wall(profileId), payload })
    : t.app.inject({ method: 'POST', url: wall(profileId), payload });
const read = (member: TestMember, profileId: string, query = '') =>
  injectAs(t.app, member.cookie, { method: 'GET', url: wall(profileId, query) });
const commentsOn = (profileId: string) =>
  t.db.select().from(profileComments).where(eq(profileComments.profileId, profileId));
const notificationsOf = (userId: string) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));

async function freshWall() {
  const member = await signUpAndSignIn(t.app);
  return member;
}

describe('GET /api/profiles/:profileId/comments', () => {
  it('is for signed-in members only', async () => {
    const response = await t.app.inject({ method: 'GET', url: wall(owner.user.id) });
    expectError(response, 401, 'UNAUTHENTICATED', 'Sign in to view and post comments');
  });

  it('answers Profile not found for an unknown member', async () => {
    expectError(await read(owner, 'nobody-here'), 404, 'NOT_FOUND', 'Profile not found');
  });

  it('says the owner and their friends may comment, and anyone else may not', async () => {
    const member = await freshWall();
    expect((await read(member, member.user.id)).json()).toMatchObject({
      items: [],
      total: 0,
      viewer: { id: member.user.id, isAdmin: false, canComment: true },
    });
    await t.db
      .insert(relationships)
      .values({ userId: member.user.id, relatedUserId: friend.user.id, type: 'friend' });
    await t.db
      .insert(relationships)
      .values({ userId: stranger.user.id, relatedUserId: member.user.id, type: 'pending' });
    expect((await read(friend, member.user.id)).json().viewer.canComment).toBe(true);
    expect((await read(stranger, member.user.id)).json().viewer.canComment).toBe(false);
    expect((await read(admin, member.user.id)).json().viewer).toEqual({
      id: admin.user.id,
      isAdmin: true,
      canComment: false,
    });
  });

  it('pages five top-level comments newest first, each with its replies newest first', async () => {
    const member = await freshWall();
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const base = new Date(Date.UTC(2026, 0, 1, 12, i));
      const [row] = await t.db
        .insert(profileComments)
        .values({
          profileId: member.user.id,
          authorId: friend.user.id,
          content: `Top ${i}`,
          createdAt: base,
          updatedAt: base,
        })
        .returning({ id: profileComments.id });
      ids.push(row?.id ?? '');
      for (let r = 0; r < 2; r++) {
        const at = new Date(base.getTime() + (r + 1) * 1000);
        await t.db.insert(profileComments).values({
          profileId: member.user.id,
          authorId: stranger.user.id,
          parentId: row?.id,
          content: `Reply ${i}.${r}`,
          createdAt: at,
          updatedAt: at,
        });
      }
    }
    const first = (await read(member, member.user.id)).json();
    expect(first).toMatchObject({ total: 7, page: 1, pageSize: 5, totalPages: 2 });
    expect(first.items.map((c: { content: string }) => c.content)).toEqual([
      'Top 6',
      'Top 5',
      'Top 4',
      'Top 3',
      'Top 2',
    ]);
    expect(first.items[0].replies.map((r: { content: string }) => r.content)).toEqual([
      'Reply 6.1',
      'Reply 6.0',
    ]);
    expect(first.items[0].author).toEqual({
      id: friend.user.id,
      username: friend.user.username,
      avatarUrl: null,
    });
    const second = (await read(member, member.user.id, '?page=2')).json();
    expect(second.items.map((c: { content: string }) => c.content)).toEqual(['Top 1', 'Top 0']);

    // Asking for a comment (or a reply to it) answers the page that holds it.
    const [replyToOldest] = await t.db
      .select({ id: profileComments.id })
      .from(profileComments)
      .where(and(eq(profileComments.parentId, ids[0] ?? ''), eq(profileComments.content, 'Reply 0.0')));
    expect((await read(member, member.user.id, `?comment=${ids[0]}`)).json().page).toBe(2);
    expect((await read(member, member.user.id, `?comment=${replyToOldest?.id}`)).json().page).toBe(2);
    expect((await read(member, member.user.id, `?comment=${ids[6]}`)).json().page).toBe(1);
  });
});

describe('POST /api/profiles/:profileId/comments', () => {
  it('posts the owner’s and a friend’s top-level comments as plain text and notifies the owner of the friend’s', async () => {
    const own = await post(owner, owner.user.id, { content: 'Welcome to my wall :smile:' });
    expect(own.statusCode).toBe(201);
    const response = await post(friend, owner.user.id, {
      content: 'Hi <b>there</b> <script>alert(1)</script>visit evil.example.com now',
    });
    expect(response.statusCode).toBe(201);
    const comment = response.json();
    expect(comment).toMatchObject({
      profileId: owner.user.id,
      parentId: null,
      author: { id: friend.user.id },
    });
    expect(comment.content).toBe('Hi there visit now');
    const notes = await notificationsOf(owner.user.id);
    expect(notes).toEqual([
      expect.objectContaining({
        type: 'profile_comment',
        fromUserId: friend.user.id,
        commentId: comment.id,
        content: 'Hi there visit now',
      }),
    ]);
  });

  it('refuses a top-level comment from a member who is not a friend, writing nothing', async () => {
    const member = await freshWall();
    const response = await post(stranger, member.user.id, { content: 'Let me in' });
    expectError(response, 403, 'FORBIDDEN', 'Only this member and their friends can post on this profile');
    expect(await commentsOn(member.user.id)).toEqual([]);
    expect(await notificationsOf(member.user.id)).toEqual([]);
  });

  it('lets any member reply to a top-level comment and notifies its author and the owner', async () => {
    const member = await freshWall();
    await t.db
      .insert(relationships)
      .values({ userId: member.user.id, relatedUserId: friend.user.id, type: 'friend' });
    const top = (await post(friend, member.user.id, { content: 'First!' })).json();
    const reply = await post(stranger, member.user.id, { content: 'Nice :haha:', parentId: top.id });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ parentId: top.id, content: 'Nice :haha:' });
    expect(await notificationsOf(friend.user.id)).toEqual([
      expect.objectContaining({
        type: 'comment_reply',
        fromUserId: stranger.user.id,
        commentId: reply.json().id,
      }),
    ]);
    expect((await notificationsOf(member.user.id)).map((n) => [n.type, n.fromUserId])).toEqual(
      expect.arrayContaining([
        ['profile_comment', friend.user.id],
        ['profile_comment', stranger.user.id],
      ]),
    );
    // The owner replying on their own wall notifies the comment's author only.
    await post(member, member.user.id, { content: 'Thanks', parentId: top.id });
    expect((await notificationsOf(member.user.id)).filter((n) => n.fromUserId === member.user.id)).toEqual(
      [],
    );

    const nested = await post(member, member.user.id, { content: 'Deeper', parentId: reply.json().id });
    expectError(nested, 400, 'VALIDATION', 'Replies can only be made to top-level comments');
    const elsewhere = await post(owner, owner.user.id, { content: 'Wrong wall', parentId: top.id });
    expectError(elsewhere, 404, 'NOT_FOUND', 'Comment not found');
  });

  it('refuses signed-out visitors, empty and too-long text, writing nothing', async () => {
    const member = await freshWall();
    expectError(
      await post(null, member.user.id, { content: 'Hello' }),
      401,
      'UNAUTHENTICATED',
      'Please login to comment',
    );
    expectError(
      await post(member, member.user.id, { content: '   ' }),
      400,
      'VALIDATION',
      'Comment cannot be empty',
    );
    expectError(
      await post(member, member.user.id, { content: '<b></b>' }),
      400,
      'VALIDATION',
      'Comment cannot be empty',
    );
    expectError(
      await post(member, member.user.id, { content: 'x'.repeat(501) }),
      400,
      'VALIDATION',
      'Comment must be at most 500 characters',
    );
    expect((await post(member, member.user.id, { content: 'x'.repeat(500) })).statusCode).toBe(201);
    expect(await commentsOn(member.user.id)).toHaveLength(1);
    expectError(
      await post(member, 'nobody-here', { content: 'Hello' }),
      404,
      'NOT_FOUND',
      'Profile not found',
    );
  });

  it('shows a new comment to the next reader at once, though the page is cached', async () => {
    const member = await freshWall();
    expect((await read(friend, member.user.id)).json().total).toBe(0);
    await post(member, member.user.id, { content: 'Fresh' });
    expect((await read(friend, member.user.id)).json().items[0].content).toBe('Fresh');
  });
});

describe('PATCH and DELETE /api/profile-comments/:commentId', () => {
  const patch = (member: TestMember, id: string, content: string) =>
    injectAs(t.app, member.cookie, {
      method: 'PATCH',
      url: `/api/profile-comments/${id}`,
      payload: { content },
    });
  const remove = (member: TestMember, id: string) =>
    injectAs(t.app, member.cookie, { method: 'DELETE', url: `/api/profile-comments/${id}` });

  it('lets only the author edit, keeping the text plain', async () => {
    const { id } = (await post(friend, owner.user.id, { content: 'Before' })).json();
    const edited = await patch(friend, id, 'After <i>edit</i>');
    expect(edited.statusCode).toBe(200);
    expect(edited.json().content).toBe('After edit');
    for (const other of [owner, admin, stranger]) {
      expectError(
        await patch(other, id, 'Hijacked'),
        403,
        'FORBIDDEN',
        'You can only edit your own comments',
      );
    }
    expectError(await patch(friend, id, ' '), 400, 'VALIDATION', 'Comment cannot be empty');
    const [stored] = await t.db.select().from(profileComments).where(eq(profileComments.id, id));
    expect(stored?.content).toBe('After edit');
    const signedOut = await t.app.inject({
      method: 'PATCH',
      url: `/api/profile-comments/${id}`,
      payload: { content: 'x' },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('lets the author, the wall owner and an admin delete, and nobody else', async () => {
    const byAuthor = (await post(friend, owner.user.id, { content: 'Mine' })).json();
    const byOwner = (await post(friend, owner.user.id, { content: 'Owner removes' })).json();
    const byAdmin = (await post(friend, owner.user.id, { content: 'Admin removes' })).json();
    const reply = (await post(stranger, owner.user.id, { content: 'A reply', parentId: byOwner.id })).json();

    expectError(await remove(stranger, byAuthor.id), 403, 'FORBIDDEN');
    expect((await remove(friend, byAuthor.id)).json()).toEqual({ ok: true });
    expect((await remove(owner, byOwner.id)).statusCode).toBe(200);
    expect((await remove(admin, byAdmin.id)).statusCode).toBe(200);
    const left = (await commentsOn(owner.user.id)).map((c) => c.id);
    for (const gone of [byAuthor.id, byOwner.id, byAdmin.id, reply.id]) expect(left).not.toContain(gone);
    expectError(await remove(friend, byAuthor.id), 404, 'NOT_FOUND', 'Comment not found');
    expectError(await remove(friend, 'not-a-uuid'), 400, 'VALIDATION', 'Comment not found');
  });
});
