import { REPORT_MESSAGES } from '@haven/shared/reports/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index.ts';
import {
  buildCommunityComment,
  buildGuide,
  buildHero,
  buildHeroComment,
  buildTeam,
  signUpAndSignIn,
} from '../../test/factories.ts';
import { expectError } from '../../test/http.ts';
import { useReportTest } from './reports.test-kit.ts';

const { t, member, reportBy, itemOf, act } = useReportTest();

describe('removing reported content', () => {
  it('Remove content blanks a hero comment and a team comment where they stand, read cache included', async () => {
    const author = await signUpAndSignIn(t.app);
    const hero = await buildHero(t.app.db);
    const heroComment = await buildHeroComment(t.app.db, { heroId: hero.id, userId: author.user.id });
    const team = await buildTeam(t.app.db, { userId: author.user.id });
    const teamComment = await buildCommunityComment(t.app.db, { authorId: author.user.id, teamId: team.id });
    const heroUrl = `/api/heroes/${hero.id}/comments`;
    const teamUrl = `/api/teams/${team.id}/comments`;
    // Read once, so the answers sit in the read cache before the removal.
    expect((await t.app.inject({ method: 'GET', url: heroUrl })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: teamUrl })).statusCode).toBe(200);
    await reportBy(member, { targetKind: 'hero_comment', targetId: heroComment.id });
    await reportBy(member, { targetKind: 'community_comment', targetId: teamComment.id });
    for (const targetId of [heroComment.id, teamComment.id]) {
      const item = await itemOf(targetId);
      expect((await act(item?.id ?? '', { action: 'remove', reason: 'Rude' })).statusCode).toBe(200);
    }
    const heroList = await t.app.inject({ method: 'GET', url: heroUrl });
    expect(heroList.json().items).toMatchObject([{ id: heroComment.id, content: '', isRemoved: true }]);
    const teamList = await t.app.inject({ method: 'GET', url: teamUrl });
    expect(teamList.json().items).toMatchObject([{ id: teamComment.id, content: '', isRemoved: true }]);
  });

  it('Remove content unpublishes a guide and takes a team out of the gallery; their pages say so', async () => {
    const author = await signUpAndSignIn(t.app);
    const guide = await buildGuide(t.app.db, { authorId: author.user.id, status: 'approved' });
    const team = await buildTeam(t.app.db, { userId: author.user.id, name: 'Removable team' });
    await reportBy(member, { targetKind: 'guide', targetId: guide.id });
    await reportBy(member, { targetKind: 'team', targetId: team.id });
    for (const targetId of [guide.id, team.id]) {
      const item = await itemOf(targetId);
      expect((await act(item?.id ?? '', { action: 'remove', reason: 'Offensive' })).statusCode).toBe(200);
    }
    const guidePage = await t.app.inject({ method: 'GET', url: `/api/guides/${guide.slug}` });
    expectError(guidePage, 404, 'NOT_FOUND', REPORT_MESSAGES.removedItem);
    const teamPage = await t.app.inject({ method: 'GET', url: `/api/teams/${team.slug}` });
    expectError(teamPage, 404, 'NOT_FOUND', REPORT_MESSAGES.removedItem);
    const gallery = await t.app.inject({ method: 'GET', url: '/api/teams?search=Removable' });
    expect(gallery.json().items).toEqual([]);
  });

  it('Remove content on a profile clears its biography and avatar and gives it a neutral name', async () => {
    const author = await signUpAndSignIn(t.app);
    await t.app.db
      .update(profiles)
      .set({ biography: 'Offensive words', avatarUrl: 'https://example.com/a.png' })
      .where(eq(profiles.id, author.user.id));
    await reportBy(member, { targetKind: 'profile', targetId: author.user.id }, 'inappropriate');
    const item = await itemOf(author.user.id);
    expect((await act(item?.id ?? '', { action: 'remove', reason: 'Offensive biography' })).statusCode).toBe(
      200,
    );
    const [profile] = await t.app.db.select().from(profiles).where(eq(profiles.id, author.user.id));
    expect(profile).toMatchObject({ biography: null, avatarUrl: null });
    expect(profile?.username).toMatch(/^member_[A-Za-z0-9]{1,8}$/);
  });
});
