import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { communityComments, guides, temporaryTeams } from '../../db/schema/index.ts';
import { buildCommunityComment } from '../../test/factories.ts';
import { expectError, injectAs } from '../../test/http.ts';
import { useCommunityCommentTest } from './community-comments.test-kit.ts';

const { t, people, url, patch, remove, ownersTeam, ownersGuide } = useCommunityCommentTest();
const { owner, member, other, admin } = people;

describe('PATCH and DELETE /api/community-comments/:commentId', () => {
  it('lets the author edit their comment and no one else, admins included', async () => {
    const team = await ownersTeam();
    const comment = await buildCommunityComment(t.db, { teamId: team.id, authorId: member.user.id });
    for (const who of [other, owner, admin]) {
      expectError(
        await patch(who, comment.id, 'Not mine'),
        403,
        'FORBIDDEN',
        'You can only edit your own comments',
      );
    }
    expectError(await patch(member, comment.id, '  '), 400, 'VALIDATION');
    const [unchanged] = await t.db
      .select()
      .from(communityComments)
      .where(eq(communityComments.id, comment.id));
    expect(unchanged?.content).toBe('A friendly comment.');
    const edited = await patch(member, comment.id, 'Edited <i>thoughts</i>');
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: comment.id, content: 'Edited thoughts' });
    expect(edited.json().updatedAt).not.toBe(edited.json().createdAt);
    expect((await t.app.inject({ url: url('teams', team.id) })).json().items[0].content).toBe(
      'Edited thoughts',
    );
  });

  it('lets the author or an admin delete a comment with its replies, and refuses anyone else', async () => {
    const guide = await ownersGuide();
    const mine = await buildCommunityComment(t.db, { guideId: guide.id, authorId: member.user.id });
    await buildCommunityComment(t.db, { guideId: guide.id, authorId: other.user.id, parentId: mine.id });
    const theirs = await buildCommunityComment(t.db, { guideId: guide.id, authorId: other.user.id });
    // The guide's author is not a moderator of its comments.
    for (const who of [other, owner]) {
      expectError(await remove(who, mine.id), 403, 'FORBIDDEN', 'You can only delete your own comments');
    }
    const onGuide = () =>
      t.db.select().from(communityComments).where(eq(communityComments.guideId, guide.id));
    expect(await onGuide()).toHaveLength(3);
    expect((await remove(member, mine.id)).json()).toEqual({ ok: true });
    expect((await onGuide()).map((c) => c.id)).toEqual([theirs.id]);
    expect((await remove(admin, theirs.id)).statusCode).toBe(200);
    expect(await onGuide()).toHaveLength(0);
    expectError(await remove(admin, theirs.id), 404, 'NOT_FOUND', 'Comment not found');
  });

  it('asks a visitor to sign in and refuses a malformed id, changing nothing', async () => {
    const team = await ownersTeam();
    const comment = await buildCommunityComment(t.db, { teamId: team.id, authorId: member.user.id });
    const path = `/api/community-comments/${comment.id}`;
    expectError(
      await t.app.inject({ method: 'PATCH', url: path, payload: { content: 'x' } }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(await t.app.inject({ method: 'DELETE', url: path }), 401, 'UNAUTHENTICATED');
    expectError(await remove(member, 'nope'), 400, 'VALIDATION');
    const [kept] = await t.db.select().from(communityComments).where(eq(communityComments.id, comment.id));
    expect(kept?.content).toBe('A friendly comment.');
  });
});

describe('a team or guide deleted', () => {
  it('takes its comments with it', async () => {
    const team = await ownersTeam();
    const guide = await ownersGuide();
    const top = await buildCommunityComment(t.db, { teamId: team.id, authorId: member.user.id });
    await buildCommunityComment(t.db, { teamId: team.id, authorId: other.user.id, parentId: top.id });
    await buildCommunityComment(t.db, { guideId: guide.id, authorId: member.user.id });
    await t.db.delete(temporaryTeams).where(eq(temporaryTeams.id, team.id));
    await t.db.delete(guides).where(eq(guides.id, guide.id));
    const left = await t.db
      .select()
      .from(communityComments)
      .where(and(eq(communityComments.authorId, member.user.id), eq(communityComments.teamId, team.id)));
    expect(left).toHaveLength(0);
    expect(
      await t.db.select().from(communityComments).where(eq(communityComments.guideId, guide.id)),
    ).toHaveLength(0);
  });

  it('stops answering from the read cache once the team is deleted or the guide is taken back', async () => {
    const team = await ownersTeam();
    const guide = await ownersGuide();
    await buildCommunityComment(t.db, { teamId: team.id, authorId: member.user.id });
    expect((await t.app.inject({ url: url('teams', team.id) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: url('guides', guide.id) })).statusCode).toBe(200);
    const deleted = await injectAs(t.app, owner.cookie, { method: 'DELETE', url: `/api/teams/${team.id}` });
    expect(deleted.statusCode).toBe(200);
    expectError(await t.app.inject({ url: url('teams', team.id) }), 404, 'NOT_FOUND', 'Team not found');
    const rejected = await injectAs(t.app, admin.cookie, {
      method: 'PUT',
      url: `/api/admin/guides/${guide.id}/status`,
      payload: { status: 'rejected' },
    });
    expect(rejected.statusCode).toBe(200);
    expectError(await t.app.inject({ url: url('guides', guide.id) }), 404, 'NOT_FOUND', 'Guide not found');
  });

  it('is refused a comment naming both a team and a guide, or neither', async () => {
    const team = await ownersTeam();
    const guide = await ownersGuide();
    await expect(
      t.db
        .insert(communityComments)
        .values({ teamId: team.id, guideId: guide.id, authorId: member.user.id, content: 'x' }),
    ).rejects.toThrow();
    await expect(
      t.db.insert(communityComments).values({ authorId: member.user.id, content: 'x' }),
    ).rejects.toThrow();
  });
});
