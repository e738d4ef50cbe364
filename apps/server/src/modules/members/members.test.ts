import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { MEMBERS_PAGE_SIZE } from '@haven/shared/members/constants';
import { MEMBER_MESSAGES } from '@haven/shared/members/messages';
import type { MemberCard, MemberListResponse } from '@haven/shared/members/schemas';
import { PROFILE_MESSAGES } from '@haven/shared/profiles/messages';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  commentVotes,
  guides,
  heroComments,
  heroes,
  heroRatings,
  profiles,
  session,
  user,
} from '../../db/schema/index.ts';
import type { AppEvent } from '../../realtime/bus.ts';
import { directoryReader } from '../../test/directory.ts';
import {
  attemptSignIn,
  buildGuide,
  buildHero,
  buildHeroComment,
  buildMember,
  signIn,
  signUpAndSignIn,
  type TestMember,
} from '../../test/factories.ts';
import { expectError, injectAs } from '../../test/http.ts';
import { useMemberAndAdmin, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const { member, admin } = useMemberAndAdmin(t);

const { listMembers, listAll } = directoryReader(t);

describe('GET /api/members (the directory)', () => {
  beforeAll(async () => {
    // 45 members of one family, joined a minute apart; three share one second to test ties.
    for (let i = 0; i < 45; i++) {
      const joined = new Date(Date.UTC(2025, 0, 1, 12, i < 3 ? 0 : i));
      await buildMember(t.db, {
        username: `Dir${i % 2 === 0 ? 'Zeta' : 'alpha'}_${String(i).padStart(2, '0')}`,
        createdAt: joined,
        isAdmin: i % 10 === 0,
        biography: i === 1 ? 'I collect heroes.' : null,
      });
    }
    // Has not chosen a username yet: not listed.
    await t.db.insert(user).values({ id: 'dir-unfinished', name: 'x', email: 'dir-unfinished@example.com' });
    await t.db.insert(profiles).values({ id: 'dir-unfinished', username: 'DirUnfinished' });
  });

  it('searches usernames case-insensitively as a substring and pages by 20 with Load More cursors', async () => {
    const first = await listMembers('search=dIR');
    expect(first.items).toHaveLength(MEMBERS_PAGE_SIZE);
    expect(first.nextCursor).toEqual(expect.any(String));
    const all = await listAll('search=dIR');
    expect(all).toHaveLength(45);
    expect(new Set(all.map((m) => m.id)).size).toBe(45);
    expect(all.map((m) => m.username)).not.toContain('DirUnfinished');

    expect((await listAll('search=ALPHA_0')).map((m) => m.username)).toEqual([
      'Diralpha_01',
      'Diralpha_03',
      'Diralpha_05',
      'Diralpha_07',
      'Diralpha_09',
    ]);
    // LIKE wildcards are plain text.
    expect((await listMembers('search=%25')).items).toEqual([]);
    expect((await listMembers('search=nobody_here')).items).toEqual([]);
  });

  it('sorts by username either way, ignoring case, and by join date either way', async () => {
    const byName = (await listAll('search=dir')).map((m) => m.username.toLowerCase());
    expect(byName).toEqual([...byName].sort());
    expect(byName[0]).toBe('diralpha_01');
    const reversed = (await listAll('search=dir&sort=username_desc')).map((m) => m.username.toLowerCase());
    expect(reversed).toEqual([...byName].reverse());

    const newest = await listAll('search=dir&sort=newest');
    expect(newest).toHaveLength(45);
    expect(newest[0]?.username).toBe('DirZeta_44');
    const times = newest.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const oldest = await listAll('search=dir&sort=oldest');
    expect(oldest.map((m) => m.id)).toEqual(newest.map((m) => m.id).reverse());
  });

  it('filters admins only or regular users only', async () => {
    const admins = await listAll('search=dir&type=admins');
    expect(admins.map((m) => m.username).sort()).toEqual([
      'DirZeta_00',
      'DirZeta_10',
      'DirZeta_20',
      'DirZeta_30',
      'DirZeta_40',
    ]);
    expect(admins.every((m) => m.isAdmin)).toBe(true);
    const regular = await listAll('search=dir&type=members');
    expect(regular).toHaveLength(40);
    expect(regular.some((m) => m.isAdmin)).toBe(false);
  });

  it('shows what a card needs and nothing more', async () => {
    const [card] = (await listMembers('search=Diralpha_01')).items;
    expect(card).toEqual({
      id: expect.any(String),
      username: 'Diralpha_01',
      avatarUrl: null,
      biography: 'I collect heroes.',
      isAdmin: false,
      createdAt: '2025-01-01T12:00:00.000Z',
      server: null,
      guildName: null,
      characterClass: null,
    });
  });

  it('keeps paging stable when members join between pages', async () => {
    const first = await listMembers('search=dir&sort=newest');
    await buildMember(t.db, { username: 'DirLateJoiner', createdAt: new Date() });
    await buildMember(t.db, { username: 'DirEarlyBird', createdAt: new Date(Date.UTC(2020, 0, 1)) });
    const second = await listMembers(
      `search=dir&sort=newest&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
    );
    const shown = new Set(first.items.map((m) => m.id));
    expect(second.items.some((m) => shown.has(m.id))).toBe(false);
    expect(second.items.map((m) => m.username)).not.toContain('DirLateJoiner');
  });

  it('refuses a bad sort, type or cursor with the error shape', async () => {
    expectError(await t.app.inject({ url: '/api/members?sort=random' }), 400, 'VALIDATION');
    expectError(await t.app.inject({ url: '/api/members?type=owners' }), 400, 'VALIDATION');
    expectError(await t.app.inject({ url: '/api/members?cursor=not-a-cursor' }), 400, 'VALIDATION');
    const forged = Buffer.from(JSON.stringify(['yesterday', 'x'])).toString('base64url');
    expectError(await t.app.inject({ url: `/api/members?sort=newest&cursor=${forged}` }), 400, 'VALIDATION');
  });
});

describe('admin Users tab', () => {
  const patch = (cookie: string, memberId: string, payload: object) =>
    injectAs(t.app, cookie, { method: 'PATCH', url: `/api/admin/members/${memberId}`, payload });
  const remove = (cookie: string, memberId: string) =>
    injectAs(t.app, cookie, { method: 'DELETE', url: `/api/admin/members/${memberId}` });

  it('lists every member newest first for admins, searchable', async () => {
    const response = await injectAs(t.app, admin.cookie, { url: '/api/admin/members' });
    expect(response.statusCode).toBe(200);
    const list = response.json<MemberListResponse>();
    const times = list.items.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const found = await injectAs(t.app, admin.cookie, {
      url: `/api/admin/members?search=${member.user.username.toUpperCase()}`,
    });
    expect(found.json<MemberListResponse>().items.map((m) => m.id)).toEqual([member.user.id]);
  });

  it('is for admins only: signed out gets 401, a member 403, and nothing changes', async () => {
    const target = await signUpAndSignIn(t.app);
    expectError(await t.app.inject({ url: '/api/admin/members' }), 401, 'UNAUTHENTICATED');
    expectError(await injectAs(t.app, member.cookie, { url: '/api/admin/members' }), 403, 'FORBIDDEN');
    const edit = { username: 'hijacked', isAdmin: true };
    expectError(
      await t.app.inject({ method: 'PATCH', url: `/api/admin/members/${target.user.id}`, payload: edit }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(await patch(member.cookie, target.user.id, edit), 403, 'FORBIDDEN');
    expectError(
      await t.app.inject({ method: 'DELETE', url: `/api/admin/members/${target.user.id}` }),
      401,
      'UNAUTHENTICATED',
    );
    expectError(await remove(member.cookie, target.user.id), 403, 'FORBIDDEN');
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, target.user.id));
    expect(row).toMatchObject({ username: target.user.username, isAdmin: false });
  });

  it('renames and promotes a member, announces it and refreshes their session', async () => {
    const target = await signUpAndSignIn(t.app);
    const setup = await injectAs(t.app, target.cookie, {
      method: 'POST',
      url: '/api/profile/setup',
      payload: { username: `old_${target.user.username}`.slice(0, 30) },
    });
    expect(setup.statusCode).toBe(200);
    const events: AppEvent[] = [];
    const stop = t.app.bus.subscribeLocal((event) => events.push(event));
    const response = await patch(admin.cookie, target.user.id, { username: ' Renamed_Hero ', isAdmin: true });
    stop();
    expect(response.statusCode).toBe(200);
    expect(response.json<MemberCard>()).toMatchObject({
      id: target.user.id,
      username: 'Renamed_Hero',
      isAdmin: true,
    });
    expect(events).toContainEqual({ topic: REALTIME_TOPICS.profiles, id: target.user.id });
    // Their own session sees the new name and rights at once.
    const me = await injectAs(t.app, target.cookie, { url: '/api/me' });
    expect(me.json().user).toMatchObject({ username: 'Renamed_Hero', isAdmin: true });
    // And the public directory (kept in the read cache) shows it.
    expect((await listMembers('search=renamed_hero')).items.map((m) => m.isAdmin)).toEqual([true]);
  });

  it('refuses a bad or taken username (any case) and a weak password, and writes nothing', async () => {
    const target = await signUpAndSignIn(t.app);
    const before = await t.db.select().from(profiles).where(eq(profiles.id, target.user.id));
    expectError(
      await patch(admin.cookie, target.user.id, { username: 'ab', isAdmin: true }),
      400,
      'VALIDATION',
      PROFILE_MESSAGES.usernameTooShort,
    );
    expectError(
      await patch(admin.cookie, target.user.id, { username: 'bad name', isAdmin: true }),
      400,
      'VALIDATION',
      PROFILE_MESSAGES.usernameFormat,
    );
    expectError(
      await patch(admin.cookie, target.user.id, {
        username: member.user.username.toUpperCase(),
        isAdmin: true,
      }),
      409,
      'CONFLICT',
      PROFILE_MESSAGES.usernameTaken,
    );
    const weak = await patch(admin.cookie, target.user.id, {
      username: 'fresh_name',
      isAdmin: true,
      newPassword: 'weakpass',
    });
    expectError(weak, 400, 'VALIDATION', 'Password must contain at least one uppercase letter');
    expect(await t.db.select().from(profiles).where(eq(profiles.id, target.user.id))).toEqual(before);
    expect((await attemptSignIn(t.app, { email: target.email })).statusCode).toBe(200);
    expectError(
      await patch(admin.cookie, 'no-such-member', { username: 'ghost_name', isAdmin: false }),
      404,
      'NOT_FOUND',
    );
  });

  it('sets a new password that works, and signs the member out everywhere', async () => {
    const target = await signUpAndSignIn(t.app);
    const otherDevice = await signIn(t.app, target.email, target.password);
    const newPassword = 'Brand#New2pass';
    const response = await patch(admin.cookie, target.user.id, {
      username: target.user.username,
      isAdmin: false,
      newPassword,
    });
    expect(response.statusCode).toBe(200);
    for (const cookie of [target.cookie, otherDevice.cookie]) {
      expect((await injectAs(t.app, cookie, { url: '/api/me' })).json()).toEqual({ user: null });
    }
    expect(await t.db.select().from(session).where(eq(session.userId, target.user.id))).toEqual([]);
    expect((await attemptSignIn(t.app, { email: target.email })).statusCode).toBe(401);
    expect((await attemptSignIn(t.app, { email: target.email, password: newPassword })).statusCode).toBe(200);
  });

  it('refuses to let an admin remove their own admin flag or delete themselves', async () => {
    expectError(
      await patch(admin.cookie, admin.user.id, { username: admin.user.username, isAdmin: false }),
      403,
      'FORBIDDEN',
      MEMBER_MESSAGES.cannotRemoveOwnAdmin,
    );
    expectError(
      await remove(admin.cookie, admin.user.id),
      403,
      'FORBIDDEN',
      MEMBER_MESSAGES.cannotDeleteSelf,
    );
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, admin.user.id));
    expect(row?.isAdmin).toBe(true);
    // Renaming oneself is fine.
    const renamed = await patch(admin.cookie, admin.user.id, { username: 'Chief_Admin', isAdmin: true });
    expect(renamed.statusCode).toBe(200);
  });

  it('deletes a member with everything theirs and leaves rating averages and vote counts exact', async () => {
    const target = await signUpAndSignIn(t.app);
    const hero = await buildHero(t.db);
    const rate = (m: TestMember, rating: number) =>
      injectAs(t.app, m.cookie, { method: 'PUT', url: `/api/heroes/${hero.id}/rating`, payload: { rating } });
    const vote = (m: TestMember, commentId: string, voteType: 'up' | 'down') =>
      injectAs(t.app, m.cookie, {
        method: 'PUT',
        url: `/api/hero-comments/${commentId}/vote`,
        payload: { voteType },
      });
    expect((await rate(member, 2)).statusCode).toBe(200);
    expect((await rate(target, 5)).statusCode).toBe(200);
    const othersComment = await buildHeroComment(t.db, { heroId: hero.id, userId: member.user.id });
    const othersSecond = await buildHeroComment(t.db, { heroId: hero.id, userId: member.user.id });
    const targetsComment = await buildHeroComment(t.db, { heroId: hero.id, userId: target.user.id });
    expect((await vote(target, othersComment.id, 'up')).statusCode).toBe(200);
    expect((await vote(target, othersSecond.id, 'down')).statusCode).toBe(200);
    expect((await vote(admin, othersComment.id, 'up')).statusCode).toBe(200);
    expect((await vote(member, targetsComment.id, 'up')).statusCode).toBe(200);
    await buildGuide(t.db, { authorId: target.user.id });

    const response = await remove(admin.cookie, target.user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const [heroRow] = await t.db.select().from(heroes).where(eq(heroes.id, hero.id));
    expect(heroRow).toMatchObject({ ratingSum: 2, ratingCount: 1 });
    const rows = await t.db.select().from(heroComments).where(eq(heroComments.heroId, hero.id));
    const byId = new Map(rows.map((c) => [c.id, c]));
    expect(byId.get(othersComment.id)).toMatchObject({ votesUp: 1, votesDown: 0 });
    expect(byId.get(othersSecond.id)).toMatchObject({ votesUp: 0, votesDown: 0 });
    expect(byId.has(targetsComment.id)).toBe(false);
    // The stored counts agree with the rows that remain.
    const [{ stale } = { stale: -1 }] = (
      (await t.db.execute(sql`
        select count(*)::int as stale from hero_comments c where c.votes_up <>
          (select count(*) from comment_votes v where v.comment_id = c.id and v.vote_type = 'up')
          or c.votes_down <> (select count(*) from comment_votes v where v.comment_id = c.id and v.vote_type = 'down')`)) as unknown as {
        rows: { stale: number }[];
      }
    ).rows;
    expect(stale).toBe(0);

    for (const table of [profiles, user] as const) {
      expect(await t.db.select().from(table).where(eq(table.id, target.user.id))).toEqual([]);
    }
    expect(await t.db.select().from(heroRatings).where(eq(heroRatings.userId, target.user.id))).toEqual([]);
    expect(await t.db.select().from(commentVotes).where(eq(commentVotes.userId, target.user.id))).toEqual([]);
    expect(await t.db.select().from(guides).where(eq(guides.authorId, target.user.id))).toEqual([]);
    expect((await injectAs(t.app, target.cookie, { url: '/api/me' })).json()).toEqual({ user: null });
    expect((await attemptSignIn(t.app, { email: target.email })).statusCode).toBe(401);
    expectError(await remove(admin.cookie, target.user.id), 404, 'NOT_FOUND', MEMBER_MESSAGES.notFound);
  });
});
