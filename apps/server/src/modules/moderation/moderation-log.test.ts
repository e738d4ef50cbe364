import { GENERIC_MESSAGES } from '@haven/shared/common/errors';
import { MODERATION_MESSAGES } from '@haven/shared/moderation/messages';
import type { ModerationLog } from '@haven/shared/moderation/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '../../auth/access.ts';
import { memberRestrictions, moderationLog, pageContent, relationships } from '../../db/schema/index.ts';
import {
  buildCommunityComment,
  buildDatabaseEntry,
  buildGuide,
  buildHero,
  buildOfficialContent,
  buildOutfit,
  buildRedeemCode,
  buildTeam,
  signUpAndSignIn,
  type TestMember,
} from '../../test/factories.ts';
import { expectError, injectAs } from '../../test/http.ts';
import { useMemberAndAdmin, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const { member, admin } = useMemberAndAdmin(t);

const readLog = (query = '', cookie = admin.cookie) =>
  injectAs(t.app, cookie, { method: 'GET', url: `/api/admin/moderation-log${query}` });
const logOf = async (query: string) => (await readLog(query)).json<ModerationLog>();
const asAdmin = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  injectAs(t.app, admin.cookie, { method, url, ...(payload ? { payload } : {}) });

describe('suspending, banning and lifting from the Users tab', () => {
  let target: TestMember;
  beforeAll(async () => {
    target = await signUpAndSignIn(t.app);
  });
  const url = () => `/api/admin/members/${target.user.id}/restriction`;

  it('refuses visitors and members, and bad input, writing nothing', async () => {
    const body = { kind: 'suspension', days: 3, reason: 'Spam' };
    expectError(await t.app.inject({ method: 'POST', url: url(), payload: body }), 401, 'UNAUTHENTICATED');
    expectError(
      await injectAs(t.app, member.cookie, { method: 'POST', url: url(), payload: body }),
      403,
      'FORBIDDEN',
      GENERIC_MESSAGES.adminOnly,
    );
    expectError(
      await asAdmin('POST', url(), { kind: 'suspension', days: 2, reason: 'Spam' }),
      400,
      'VALIDATION',
    );
    const blank = await asAdmin('POST', url(), { kind: 'ban', reason: '   ' });
    expectError(blank, 400, 'VALIDATION');
    expect(blank.json().error.fields).toEqual({ reason: MODERATION_MESSAGES.reasonRequired });
    const rows = await t.db
      .select()
      .from(memberRestrictions)
      .where(eq(memberRestrictions.userId, target.user.id));
    expect(rows).toEqual([]);
  });

  it('suspends a member, shows it in the Users table, and lets one of two racing admins win', async () => {
    const body = { kind: 'suspension', days: 3, reason: 'Spam in comments' };
    const [a, b] = await Promise.all([asAdmin('POST', url(), body), asAdmin('POST', url(), body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const users = await asAdmin('GET' as 'POST', `/api/admin/members?search=${target.user.username}`);
    expect(users.json().items[0].restriction).toMatchObject({
      kind: 'suspension',
      reason: 'Spam in comments',
    });
  });

  it('lifts it with a reason; lifting again, without a reason or as a member is refused', async () => {
    const lift = `${url()}/lift`;
    expectError(await asAdmin('POST', lift, {}), 400, 'VALIDATION');
    expectError(
      await t.app.inject({ method: 'POST', url: lift, payload: { reason: 'x' } }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(
      await injectAs(t.app, member.cookie, { method: 'POST', url: lift, payload: { reason: 'x' } }),
      403,
      'FORBIDDEN',
    );
    expect((await asAdmin('POST', lift, { reason: 'Appeal accepted' })).statusCode).toBe(200);
    expectError(
      await asAdmin('POST', lift, { reason: 'Again' }),
      409,
      'CONFLICT',
      MODERATION_MESSAGES.notRestricted,
    );
    const log = await logOf(`?member=${target.user.id}`);
    expect(log.items.map((entry) => [entry.action, entry.reason])).toEqual([
      ['suspension_lifted', 'Appeal accepted'],
      ['member_suspended', 'Spam in comments'],
    ]);
  });
});

describe('the moderation log', () => {
  it('is for admins only, and refuses bad filters', async () => {
    expectError(await t.app.inject({ url: '/api/admin/moderation-log' }), 401, 'UNAUTHENTICATED');
    expectError(await readLog('', member.cookie), 403, 'FORBIDDEN');
    expectError(await readLog('?action=erased_history'), 400, 'VALIDATION');
    expectError(await readLog('?page=0'), 400, 'VALIDATION');
  });

  it('can be neither edited nor deleted: it has no write route', () => {
    const writes = declaredRoutes(t.app).filter(
      (route) =>
        route.url.startsWith('/api/admin/moderation-log') &&
        route.method !== 'GET' &&
        route.method !== 'HEAD',
    );
    expect(writes).toEqual([]);
  });

  it('filters by admin, action and member, newest first, a page at a time', async () => {
    const otherAdmin = await signUpAndSignIn(t.app, { admin: true });
    const subject = await signUpAndSignIn(t.app);
    for (let i = 0; i < 27; i += 1) {
      await t.db.insert(moderationLog).values({
        adminId: otherAdmin.user.id,
        adminName: otherAdmin.user.username,
        action: i % 2 === 0 ? 'member_warned' : 'report_dismissed',
        memberId: subject.user.id,
        memberName: subject.user.username,
        reason: `Entry ${i}`,
        createdAt: new Date(Date.now() + i * 1000),
      });
    }
    const first = await logOf(`?admin=${otherAdmin.user.id}`);
    expect(first).toMatchObject({ total: 27, page: 1, pageSize: 25, totalPages: 2 });
    expect(first.items[0]).toMatchObject({
      reason: 'Entry 26',
      admin: { id: otherAdmin.user.id, username: otherAdmin.user.username },
      member: {
        id: subject.user.id,
        username: subject.user.username,
        currentUsername: subject.user.username,
      },
    });
    expect((await logOf(`?admin=${otherAdmin.user.id}&page=2`)).items).toHaveLength(2);
    const warned = await logOf(`?member=${subject.user.id}&action=member_warned`);
    expect(warned.total).toBe(14);
    expect(warned.items.every((entry) => entry.action === 'member_warned')).toBe(true);
  });
});

describe("every older admin action is recorded with the admin's change, and outlives its target", () => {
  /** The newest entry about this item. */
  const entryFor = async (targetId: string) => {
    const [row] = await t.db.select().from(moderationLog).where(eq(moderationLog.targetId, targetId));
    return row;
  };

  it("records a member's edit, a new password and the member's deletion, keeping their name", async () => {
    const edited = await signUpAndSignIn(t.app);
    const newName = `renamed_${Date.now().toString(36)}`;
    const url = `/api/admin/members/${edited.user.id}`;
    const edit = await asAdmin('PATCH', url, {
      username: newName,
      isAdmin: false,
      newPassword: 'Fresh#Secret99',
    });
    expect(edit.statusCode).toBe(200);
    expect((await asAdmin('DELETE', url)).statusCode).toBe(200);
    const log = await logOf(`?member=${edited.user.id}`);
    // The edit and the new password were one save: one transaction, so one moment, in either order.
    expect(log.items[0]?.action).toBe('member_deleted');
    expect(
      log.items
        .slice(1)
        .map((entry) => entry.action)
        .sort(),
    ).toEqual(['member_edited', 'password_reset']);
    const editEntry = log.items.find((entry) => entry.action === 'member_edited');
    expect(editEntry?.target?.label).toBe(`Renamed from ${edited.user.username} to ${newName}`);
    expect(log.items[0]?.member).toEqual({ id: edited.user.id, username: newName, currentUsername: null });
    expect(log.items[0]?.admin.username).toBe(admin.user.username);
  });

  it('records guide approvals and rejections, linking to a guide that still stands', async () => {
    const guide = await buildGuide(t.db, { authorId: member.user.id });
    await asAdmin('PUT', `/api/admin/guides/${guide.id}/status`, { status: 'approved' });
    await asAdmin('PUT', `/api/admin/guides/${guide.id}/status`, { status: 'rejected' });
    const log = await logOf(`?member=${member.user.id}`);
    const about = log.items.filter((entry) => entry.target?.id === guide.id);
    expect(about.map((entry) => entry.action)).toEqual(['guide_rejected', 'guide_approved']);
    expect(about[0]?.target).toMatchObject({ kind: 'guide', label: guide.title, link: { slug: guide.slug } });
  });

  it('records deletions of official content, codes, heroes and database entries, kept once they are gone', async () => {
    const news = await buildOfficialContent(t.db);
    const code = await buildRedeemCode(t.db);
    const hero = await buildHero(t.db);
    const entry = await buildDatabaseEntry(t.db);
    expect((await asAdmin('DELETE', `/api/admin/official-content/${news.id}`)).statusCode).toBe(200);
    expect((await asAdmin('DELETE', `/api/admin/redeem-codes/${code.id}`)).statusCode).toBe(200);
    expect((await asAdmin('DELETE', `/api/admin/heroes/${hero.id}`)).statusCode).toBe(200);
    expect((await asAdmin('DELETE', `/api/admin/database/${entry.id}`)).statusCode).toBe(200);
    expect(await entryFor(news.id)).toMatchObject({ action: 'content_deleted', targetLabel: news.title });
    expect(await entryFor(code.id)).toMatchObject({ action: 'code_deleted', targetLabel: code.code });
    expect(await entryFor(hero.id)).toMatchObject({ action: 'hero_deleted', targetLabel: hero.name });
    expect(await entryFor(entry.id)).toMatchObject({ action: 'entry_deleted', targetLabel: entry.name });
    const heroEntry = (await logOf('?action=hero_deleted')).items.find((item) => item.target?.id === hero.id);
    expect(heroEntry?.target?.link).toBeNull();
  });

  it('records outfit edits and page edits; a refused edit records nothing', async () => {
    const outfit = await buildOutfit(t.db);
    const saved = await asAdmin('PATCH', `/api/admin/outfits/${outfit.id}`, {
      name: 'Lantern Coat',
      description: '',
      category: '',
      tags: [],
      version: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect(await entryFor(outfit.id)).toMatchObject({ action: 'outfit_edited', targetLabel: 'Lantern Coat' });
    const [page] = await t.db
      .insert(pageContent)
      .values({ slug: `about-log-${process.pid}`, title: 'About', content: '<p>Old</p>' })
      .returning();
    const pageId = page?.id ?? '';
    expect(
      (await asAdmin('PUT', `/api/admin/pages/${pageId}`, { title: '', content: 'x', version: 0 }))
        .statusCode,
    ).toBe(400);
    expect(await entryFor(pageId)).toBeUndefined();
    await asAdmin('PUT', `/api/admin/pages/${pageId}`, {
      title: 'About Us',
      content: '<p>New</p>',
      version: 0,
    });
    expect(await entryFor(pageId)).toMatchObject({ action: 'page_edited', targetLabel: 'About Us' });
  });

  it("records an admin's deletion of another member's wall or team comment, not a member's own", async () => {
    const wall = await injectAs(t.app, member.cookie, {
      method: 'POST',
      url: `/api/profiles/${member.user.id}/comments`,
      payload: { content: 'My own note' },
    });
    const author = await signUpAndSignIn(t.app);
    // Walls take comments from friends.
    await t.db
      .insert(relationships)
      .values({ userId: author.user.id, relatedUserId: member.user.id, type: 'friend' });
    const onWall = await injectAs(t.app, author.cookie, {
      method: 'POST',
      url: `/api/profiles/${member.user.id}/comments`,
      payload: { content: 'Rude words on a wall' },
    });
    expect(
      (
        await injectAs(t.app, member.cookie, {
          method: 'DELETE',
          url: `/api/profile-comments/${wall.json().id}`,
        })
      ).statusCode,
    ).toBe(200);
    expect(await entryFor(wall.json().id)).toBeUndefined();
    expect((await asAdmin('DELETE', `/api/profile-comments/${onWall.json().id}`)).statusCode).toBe(200);
    expect(await entryFor(onWall.json().id)).toMatchObject({
      action: 'comment_deleted',
      memberId: author.user.id,
      targetLabel: 'Rude words on a wall',
    });
    const team = await buildTeam(t.db, { userId: member.user.id });
    const comment = await buildCommunityComment(t.db, { authorId: author.user.id, teamId: team.id });
    expect((await asAdmin('DELETE', `/api/community-comments/${comment.id}`)).statusCode).toBe(200);
    expect(await entryFor(comment.id)).toMatchObject({
      action: 'comment_deleted',
      targetKind: 'community_comment',
    });
  });
});
