import { describe, expect, it } from 'vitest';
import { buildCommunityComment } from '../../test/factories.ts';
import { expectError, injectAs } from '../../test/http.ts';
import { useCommunityCommentTest } from './community-comments.test-kit.ts';

const { t, people, url, post, rows, notificationsOf, ownersTeam, ownersGuide } = useCommunityCommentTest();
const { owner, member, other, admin } = people;

describe('GET /api/teams/:teamId/comments and /api/guides/:guideId/comments', () => {
  it('shows a public team its top-level comments newest first, each with its replies, to visitors too', async () => {
    const team = await ownersTeam();
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const older = await buildCommunityComment(t.db, {
      teamId: team.id,
      authorId: member.user.id,
      createdAt: day(1),
    });
    const newer = await buildCommunityComment(t.db, {
      teamId: team.id,
      authorId: other.user.id,
      createdAt: day(2),
    });
    const reply = await buildCommunityComment(t.db, {
      teamId: team.id,
      authorId: owner.user.id,
      parentId: older.id,
      createdAt: day(3),
    });
    const response = await t.app.inject({ url: url('teams', team.id) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 2, page: 1, totalPages: 1 });
    expect(body.items.map((c: { id: string }) => c.id)).toEqual([newer.id, older.id]);
    expect(body.items[1]).toMatchObject({
      targetKind: 'team',
      targetId: team.id,
      author: { id: member.user.id, username: member.user.username },
      replies: [{ id: reply.id, parentId: older.id, author: { id: owner.user.id } }],
    });
  });

  it('opens the page holding a linked comment or the comment a linked reply answers', async () => {
    const guide = await ownersGuide();
    const first = await buildCommunityComment(t.db, {
      guideId: guide.id,
      authorId: member.user.id,
      createdAt: new Date(Date.UTC(2026, 0, 1)),
    });
    for (let i = 0; i < 10; i++) {
      await buildCommunityComment(t.db, {
        guideId: guide.id,
        authorId: other.user.id,
        createdAt: new Date(Date.UTC(2026, 1, i + 1)),
      });
    }
    const reply = await buildCommunityComment(t.db, {
      guideId: guide.id,
      authorId: owner.user.id,
      parentId: first.id,
    });
    const page = await t.app.inject({ url: url('guides', guide.id, `?comment=${reply.id}`) });
    expect(page.json()).toMatchObject({ page: 2, totalPages: 2, total: 11, items: [{ id: first.id }] });
  });

  it('answers Guide not found for a guide waiting for review or rejected, and Team not found for an unknown team', async () => {
    for (const status of ['pending', 'rejected'] as const) {
      const guide = await ownersGuide(status);
      expectError(
        await injectAs(t.app, owner.cookie, { url: url('guides', guide.id) }),
        404,
        'NOT_FOUND',
        'Guide not found',
      );
    }
    const unknown = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    expectError(await t.app.inject({ url: url('teams', unknown) }), 404, 'NOT_FOUND', 'Team not found');
    expectError(await t.app.inject({ url: url('teams', 'not-an-id') }), 400, 'VALIDATION');
  });
});

describe('POST /api/teams/:teamId/comments and /api/guides/:guideId/comments', () => {
  it("posts a member's comment on a public team, tells the team's owner and shows it to the next reader", async () => {
    const team = await ownersTeam();
    expect((await t.app.inject({ url: url('teams', team.id) })).json().total).toBe(0);
    const response = await post(member, 'teams', team.id, {
      content: '  Love the <b>double</b> healer line-up!  ',
    });
    expect(response.statusCode).toBe(201);
    const comment = response.json();
    expect(comment).toMatchObject({
      targetKind: 'team',
      targetId: team.id,
      parentId: null,
      content: 'Love the double healer line-up!',
      author: { id: member.user.id },
    });
    expect((await t.app.inject({ url: url('teams', team.id) })).json().items).toMatchObject([
      { id: comment.id },
    ]);
    expect(await notificationsOf(owner.user.id)).toContainEqual(
      expect.objectContaining({
        type: 'team_comment',
        fromUserId: member.user.id,
        content: 'Love the double healer line-up!',
        postId: team.slug,
        commentId: comment.id,
      }),
    );
    // The bell lists it with the team's slug, where opening it leads.
    const feed = (await injectAs(t.app, owner.cookie, { url: '/api/me/notifications' })).json();
    expect(feed.items).toContainEqual(
      expect.objectContaining({ type: 'team_comment', postId: team.slug, commentId: comment.id }),
    );
  });

  it("tells a guide's author of a comment and a comment's author of a reply, but nobody of their own", async () => {
    const guide = await ownersGuide();
    const before = (await notificationsOf(owner.user.id)).length;
    const own = await post(owner, 'guides', guide.id, { content: 'Questions welcome below.' });
    expect(own.statusCode).toBe(201);
    expect(await notificationsOf(owner.user.id)).toHaveLength(before);

    const top = (await post(member, 'guides', guide.id, { content: 'Which pet for floor 70?' })).json();
    const reply = (
      await post(other, 'guides', guide.id, { content: 'The owl, every time.', parentId: top.id })
    ).json();
    expect(reply.parentId).toBe(top.id);
    const toMember = await notificationsOf(member.user.id);
    expect(toMember).toContainEqual(
      expect.objectContaining({
        type: 'guide_comment_reply',
        fromUserId: other.user.id,
        commentId: reply.id,
        postId: guide.slug,
      }),
    );
    const toOwner = (await notificationsOf(owner.user.id)).filter((n) => n.type === 'guide_comment');
    expect(toOwner.map((n) => n.commentId)).toEqual(expect.arrayContaining([top.id, reply.id]));

    // The author answering on their own guide: the commenter hears of it, the author does not.
    const answer = (
      await post(owner, 'guides', guide.id, { content: 'Owl it is.', parentId: top.id })
    ).json();
    expect((await notificationsOf(member.user.id)).map((n) => n.commentId)).toContain(answer.id);
    expect((await notificationsOf(owner.user.id)).map((n) => n.commentId)).not.toContain(answer.id);
    // Replying to one's own comment tells nobody but the owner.
    const self = (
      await post(member, 'guides', guide.id, { content: 'Thanks all!', parentId: top.id })
    ).json();
    expect((await notificationsOf(member.user.id)).map((n) => n.commentId)).not.toContain(self.id);
    expect((await notificationsOf(owner.user.id)).map((n) => n.commentId)).toContain(self.id);
  });

  it('refuses empty, too long and tag-only text, writing nothing', async () => {
    const team = await ownersTeam();
    const count = (await rows()).length;
    for (const content of ['', '   ', 'x'.repeat(501)]) {
      expectError(await post(member, 'teams', team.id, { content }), 400, 'VALIDATION');
    }
    expectError(
      await post(member, 'teams', team.id, { content: '<img src=x>' }),
      400,
      'VALIDATION',
      'Comment cannot be empty',
    );
    expectError(await post(member, 'teams', team.id, {}), 400, 'VALIDATION');
    expect(await rows()).toHaveLength(count);
  });

  it('asks a visitor to sign in, writing nothing', async () => {
    const team = await ownersTeam();
    const count = (await rows()).length;
    expectError(
      await post(null, 'teams', team.id, { content: 'Hello' }),
      401,
      'UNAUTHENTICATED',
      'Please login to comment',
    );
    expect(await rows()).toHaveLength(count);
  });

  it('answers not found for an unknown team, a guide not approved and a reply to a comment elsewhere', async () => {
    const count = (await rows()).length;
    const unknown = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    expectError(await post(member, 'teams', unknown, { content: 'Hi' }), 404, 'NOT_FOUND', 'Team not found');
    const pending = await ownersGuide('pending');
    expectError(
      await post(owner, 'guides', pending.id, { content: 'Hi' }),
      404,
      'NOT_FOUND',
      'Guide not found',
    );
    const team = await ownersTeam();
    const elsewhere = await buildCommunityComment(t.db, {
      teamId: (await ownersTeam()).id,
      authorId: other.user.id,
    });
    const count2 = (await rows()).length;
    expectError(
      await post(member, 'teams', team.id, { content: 'Hi', parentId: elsewhere.id }),
      404,
      'NOT_FOUND',
      'Comment not found',
    );
    expect(await rows()).toHaveLength(count2);
    expect(count2).toBe(count + 1);
  });

  it('refuses a reply to a reply', async () => {
    const team = await ownersTeam();
    const top = await buildCommunityComment(t.db, { teamId: team.id, authorId: member.user.id });
    const reply = await buildCommunityComment(t.db, {
      teamId: team.id,
      authorId: other.user.id,
      parentId: top.id,
    });
    expectError(
      await post(owner, 'teams', team.id, { content: 'Deeper', parentId: reply.id }),
      400,
      'VALIDATION',
      'Replies can only be made to top-level comments',
    );
  });

  it('keeps every comment when members post at the same moment', async () => {
    const team = await ownersTeam();
    const answers = await Promise.all(
      [member, other, admin].map((who, i) => post(who, 'teams', team.id, { content: `At once ${i}` })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect((await t.app.inject({ url: url('teams', team.id) })).json().total).toBe(3);
  });
});
