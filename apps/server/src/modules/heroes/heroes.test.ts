import { HERO_MESSAGES } from '@haven/shared/heroes/messages';
import { HEROES_PAGE_SIZE } from '@haven/shared/heroes/rules';
import type { HeroListResponse } from '@haven/shared/heroes/schemas';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { commentVotes, heroComments, heroes, heroRatings } from '../../db/schema/index.ts';
import {
  buildHeroComment,
  buildHero as buildHeroRow,
  buildProfile as buildProfileRow,
  signUpAndSignIn,
  type TestMember,
} from '../../test/factories.ts';
import { expectVersionedSaves, injectAs } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';
import { voteOnHeroComment } from './comments.ts';
import { rateHero } from './ratings.ts';

const t = useTestApp();
let member: TestMember;
let other: TestMember;
let admin: TestMember;
const buildHero = (overrides: Parameters<typeof buildHeroRow>[1] = {}) => buildHeroRow(t.db, overrides);
const buildProfile = (prefix: string) => buildProfileRow(t.db, prefix);

beforeAll(async () => {
  [member, other, admin] = [
    await signUpAndSignIn(t.app),
    await signUpAndSignIn(t.app),
    await signUpAndSignIn(t.app, { admin: true }),
  ];
});

describe('GET /api/heroes', () => {
  it('pages by rarity then name, filters on the server and searches case-insensitively', async () => {
    await buildHero({ name: 'Zephyr Vale', rarity: 'LR', class: 'Scholar', roles: ['AOE', 'Control'] });
    await buildHero({ name: 'Amber Quill', rarity: 'LR', class: 'Doctor', roles: ['Support'] });
    for (let i = 0; i < 22; i++)
      await buildHero({ name: `Filler ${String(i).padStart(2, '0')}`, rarity: 'R' });

    const first = (await t.app.inject({ url: '/api/heroes' })).json<HeroListResponse>();
    expect(first.items).toHaveLength(HEROES_PAGE_SIZE);
    expect(first.items.slice(0, 2).map((h) => h.name)).toEqual(['Amber Quill', 'Zephyr Vale']);
    expect(first.totalPages).toBe(Math.ceil(first.total / HEROES_PAGE_SIZE));

    const second = (await t.app.inject({ url: '/api/heroes?page=2' })).json<HeroListResponse>();
    expect(second.items.length).toBe(first.total - HEROES_PAGE_SIZE);

    const search = (await t.app.inject({ url: '/api/heroes?search=zEPH' })).json<HeroListResponse>();
    expect(search.items.map((h) => h.name)).toEqual(['Zephyr Vale']);

    const byRole = (await t.app.inject({ url: '/api/heroes?role=Support,Control' })).json<HeroListResponse>();
    expect(byRole.items.map((h) => h.name).sort()).toEqual(['Amber Quill', 'Zephyr Vale']);

    const combined = await t.app.inject({ url: '/api/heroes?class=Scholar&rarity=LR' });
    expect(combined.json<HeroListResponse>().items.map((h) => h.name)).toEqual(['Zephyr Vale']);

    const none = (await t.app.inject({ url: '/api/heroes?search=nobody-here' })).json<HeroListResponse>();
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('refuses unknown filter values', async () => {
    const response = await t.app.inject({ url: '/api/heroes?class=Wizard' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
  });

  it('answers a repeated request with 304 when nothing changed', async () => {
    const first = await t.app.inject({ url: '/api/heroes' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ url: '/api/heroes', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/heroes/stats and /api/heroes/:slug', () => {
  it('counts the collection by class, role and rarity', async () => {
    const stats = (await t.app.inject({ url: '/api/heroes/stats' })).json();
    const [{ n }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(heroes)) as [{ n: number }];
    expect(stats.total).toBe(n);
    expect(Object.values(stats.byRarity as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(n);
  });

  it('shows a hero with its skills, or Hero not found', async () => {
    const hero = await buildHero({
      skills: [{ name: 'Bulwark', description: 'Guards an ally.', type: 'Passive', cooldown: 0 }],
    });
    const found = await t.app.inject({ url: `/api/heroes/${hero.slug}` });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: hero.id, skills: [{ name: 'Bulwark' }] });
    const missing = await t.app.inject({ url: '/api/heroes/no-such-hero' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(HERO_MESSAGES.notFound);
  });
});

describe('a hero page and its rating', () => {
  /** An address as a visitor reads it, and how many statements the database ran for it. */
  async function readPage(url: string) {
    let statements = 0;
    t.database.observe(({ sql: text }) => {
      if (text !== '') statements += 1;
    });
    const page = await t.app.inject({ url: url.startsWith('/') ? url : `/api/heroes/${url}` });
    t.database.observe(() => {});
    return { page: page.json(), statements };
  }

  it('shows a new rating in the collection at once, reading only its heroes’ figures again; by rating, in its new place', async () => {
    const [first, second] = [
      await buildHero({ name: 'Aaa Listed Rated', rarity: 'LR' }),
      await buildHero({ name: 'Aab Listed Rated', rarity: 'LR' }),
    ];
    const url = '/api/heroes?search=Listed%20Rated';
    const figures = (list: HeroListResponse) => list.items.map((hero) => [hero.name, hero.totalRatings]);
    expect(figures((await readPage(url)).page)).toEqual([
      ['Aaa Listed Rated', 0],
      ['Aab Listed Rated', 0],
    ]);
    for (const [hero, rating] of [
      [second, 5],
      [first, 1],
    ] as const)
      await injectAs(t.app, member.cookie, {
        method: 'PUT',
        url: `/api/heroes/${hero.id}/rating`,
        payload: { rating },
      });
    const rated = await readPage(url);
    expect(figures(rated.page)).toEqual([
      ['Aaa Listed Rated', 1],
      ['Aab Listed Rated', 1],
    ]);
    expect(rated.statements).toBe(1);
    const byRating = await readPage(`${url}&sort=rating`);
    expect(byRating.page.items.map((hero: { name: string }) => hero.name)).toEqual([
      'Aab Listed Rated',
      'Aaa Listed Rated',
    ]);
  });

  it('shows a new rating at once, reading only the stored sum and count again, and an edit at once', async () => {
    const hero = await buildHero({ name: 'Rated Page Vale' });
    expect((await readPage(hero.slug)).page).toMatchObject({ averageRating: 0, totalRatings: 0 });
    await injectAs(t.app, member.cookie, {
      method: 'PUT',
      url: `/api/heroes/${hero.id}/rating`,
      payload: { rating: 4 },
    });
    const rated = await readPage(hero.slug);
    expect(rated.page).toMatchObject({ averageRating: 4, totalRatings: 1 });
    expect(rated.statements).toBe(1);
    // An edit of the hero is read in full again.
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/heroes/${hero.id}`,
      headers: { cookie: admin.cookie },
      payload: { name: 'Rated Page Vale', description: 'Edited after the rating.', version: 0 },
    });
    const edited = await readPage(hero.slug);
    expect(edited.page).toMatchObject({ description: 'Edited after the rating.', averageRating: 4 });
    expect(edited.statements).toBeGreaterThan(1);
  });
});

describe('ratings', () => {
  it('needs a signed-in member', async () => {
    const hero = await buildHero();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/heroes/${hero.id}/rating`,
      payload: { rating: 4 },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Please log in to rate this hero');
  });

  it('refuses ratings outside 1–5 and writes nothing', async () => {
    const hero = await buildHero();
    for (const rating of [0, 6, 2.5, '4']) {
      const response = await injectAs(t.app, member.cookie, {
        method: 'PUT',
        url: `/api/heroes/${hero.id}/rating`,
        payload: { rating },
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await t.db.select().from(heroRatings).where(eq(heroRatings.heroId, hero.id))).toEqual([]);
  });

  it('keeps one rating per member, replaced on change, with exact sums and percentages', async () => {
    const hero = await buildHero();
    const rate = (cookie: string, rating: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/heroes/${hero.id}/rating`,
        headers: { cookie },
        payload: { rating },
      });
    expect((await rate(member.cookie, 5)).statusCode).toBe(200);
    await rate(member.cookie, 2);
    const summary = (await rate(other.cookie, 4)).json();
    expect(summary).toMatchObject({ averageRating: 3, totalRatings: 2, myRating: 4 });
    expect(summary.distribution).toEqual({ 1: 0, 2: 50, 3: 0, 4: 50, 5: 0 });
    const [row] = await t.db.select().from(heroes).where(eq(heroes.id, hero.id));
    expect([row?.ratingSum, row?.ratingCount]).toEqual([6, 2]);
    const visitor = (await t.app.inject({ url: `/api/heroes/${hero.id}/rating` })).json();
    expect(visitor.myRating).toBeNull();
  });

  it("keeps the hero's sum and count exact when twenty members rate at once, then change their ratings at once", async () => {
    const hero = await buildHero();
    const raters: string[] = [];
    for (let i = 0; i < 20; i++) raters.push(await buildProfile('rater'));
    await Promise.all(raters.map((rater, i) => rateHero(t.db, hero.id, rater, (i % 5) + 1)));
    await Promise.all(raters.map((rater, i) => rateHero(t.db, hero.id, rater, ((i + 2) % 5) + 1)));
    const [row] = await t.db.select().from(heroes).where(eq(heroes.id, hero.id));
    const ratings = await t.db.select().from(heroRatings).where(eq(heroRatings.heroId, hero.id));
    expect(ratings).toHaveLength(20);
    expect([row?.ratingSum, row?.ratingCount]).toEqual([ratings.reduce((sum, r) => sum + r.rating, 0), 20]);
  });

  it("keeps the hero's sum and count in step with its ratings when one member rates twice at once", async () => {
    const hero = await buildHero();
    const rater = await buildProfile('rater');
    for (const pair of [
      [3, 5],
      [1, 4],
    ] as const)
      await Promise.all(pair.map((rating) => rateHero(t.db, hero.id, rater, rating)));
    const [row] = await t.db.select().from(heroes).where(eq(heroes.id, hero.id));
    const ratings = await t.db.select().from(heroRatings).where(eq(heroRatings.heroId, hero.id));
    expect(ratings).toHaveLength(1);
    expect([row?.ratingSum, row?.ratingCount]).toEqual([ratings[0]?.rating, 1]);
  });

  it('says Hero not found for an unknown hero and Invalid hero ID for a malformed one', async () => {
    const unknown = await injectAs(t.app, member.cookie, {
      method: 'PUT',
      url: '/api/heroes/00000000-0000-4000-8000-000000000000/rating',
      payload: { rating: 3 },
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ url: '/api/heroes/not-a-uuid/rating' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('Invalid hero ID');
  });
});

describe('hero comments', () => {
  const editComment = (cookie: string, id: string, content: string) =>
    injectAs(t.app, cookie, { method: 'PATCH', url: `/api/hero-comments/${id}`, payload: { content } });
  const deleteComment = (cookie: string, id: string) =>
    injectAs(t.app, cookie, { method: 'DELETE', url: `/api/hero-comments/${id}` });

  const post = (heroId: string, cookie: string | undefined, content: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/heroes/${heroId}/comments`,
      headers: cookie ? { cookie } : {},
      payload: { content },
    });

  it('needs sign-in, checks the trimmed length and strips tags and links before saving', async () => {
    const hero = await buildHero();
    const signedOut = await post(hero.id, undefined, 'Lovely hero');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.message).toBe('Please sign in to add a comment');

    const short = await post(hero.id, member.cookie, '   <b>hey</b>  ');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Comment must be at least 5 characters long');
    const long = await post(hero.id, member.cookie, 'x'.repeat(501));
    expect(long.json().error.message).toBe('Comment must be less than 500 characters');
    expect(await t.db.select().from(heroComments).where(eq(heroComments.heroId, hero.id))).toEqual([]);

    const saved = await post(
      hero.id,
      member.cookie,
      '<script>x</script>Great tank, see https://evil.example now',
    );
    expect(saved.statusCode).toBe(201);
    expect(saved.json().content).toBe('Great tank, see now');
    expect(saved.json().author).toMatchObject({ id: member.user.id, username: member.user.username });
    expect(short.json().error.fields).toEqual({ content: 'Comment must be at least 5 characters long' });

    const unknownHero = await post('00000000-0000-4000-8000-000000000000', member.cookie, 'Lovely hero');
    expect(unknownHero.statusCode).toBe(404);
    expect(unknownHero.json().error.message).toBe(HERO_MESSAGES.notFound);
  });

  it('lets only the author edit or delete, and sorts by usefulness or recency', async () => {
    const hero = await buildHero();
    const mine = (await post(hero.id, member.cookie, 'First thoughts on this hero')).json();
    const theirs = (await post(hero.id, other.cookie, 'A second opinion here')).json();
    await injectAs(t.app, other.cookie, {
      method: 'PUT',
      url: `/api/hero-comments/${mine.id}/vote`,
      payload: { voteType: 'up' },
    });

    const useful = (await t.app.inject({ url: `/api/heroes/${hero.id}/comments?sort=useful` })).json();
    expect(useful.items.map((c: { id: string }) => c.id)).toEqual([mine.id, theirs.id]);
    const recent = (await t.app.inject({ url: `/api/heroes/${hero.id}/comments?sort=recent` })).json();
    expect(recent.items.map((c: { id: string }) => c.id)).toEqual([theirs.id, mine.id]);
    const asOther = await t.app.inject({
      url: `/api/heroes/${hero.id}/comments`,
      headers: { cookie: other.cookie },
    });
    expect(asOther.json().items[0].userVote).toBe('up');

    expect((await editComment(member.cookie, theirs.id, 'Hijacked comment')).statusCode).toBe(403);
    expect((await deleteComment(member.cookie, theirs.id)).statusCode).toBe(403);
    const [still] = await t.db.select().from(heroComments).where(eq(heroComments.id, theirs.id));
    expect(still?.content).toBe('A second opinion here');

    const edit = await editComment(member.cookie, mine.id, 'Edited thoughts on this hero');
    expect(edit.json()).toMatchObject({ content: 'Edited thoughts on this hero', votesUp: 1 });
    expect((await editComment(member.cookie, mine.id, 'no')).statusCode).toBe(400);
    expect((await deleteComment(member.cookie, mine.id)).statusCode).toBe(200);
    expect(await t.db.select().from(heroComments).where(eq(heroComments.id, mine.id))).toEqual([]);
  });

  it('pages ten at a time', async () => {
    const hero = await buildHero();
    const author = await buildProfile('author');
    await t.db.insert(heroComments).values(
      Array.from({ length: 23 }, (_, i) => ({
        heroId: hero.id,
        userId: author,
        content: `Comment number ${i}`,
      })),
    );
    const page3 = (await t.app.inject({ url: `/api/heroes/${hero.id}/comments?sort=recent&page=3` })).json();
    expect(page3).toMatchObject({ total: 23, totalPages: 3, page: 3 });
    expect(page3.items).toHaveLength(3);
  });

  it('toggles votes: same again removes, the other switches; signed out is refused', async () => {
    const hero = await buildHero();
    const comment = (await post(hero.id, member.cookie, 'Vote on this one')).json();
    const vote = (voteType: string, cookie?: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/hero-comments/${comment.id}/vote`,
        headers: cookie ? { cookie } : {},
        payload: { voteType },
      });
    const signedOut = await vote('up');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.message).toBe('Please sign in to vote on comments');
    expect((await vote('up', other.cookie)).json()).toEqual({ votesUp: 1, votesDown: 0, userVote: 'up' });
    expect((await vote('down', other.cookie)).json()).toEqual({ votesUp: 0, votesDown: 1, userVote: 'down' });
    expect((await vote('down', other.cookie)).json()).toEqual({ votesUp: 0, votesDown: 0, userVote: null });
    expect((await vote('sideways', other.cookie)).statusCode).toBe(400);
  });

  it('keeps exact counts when fifty members vote at once', async () => {
    const hero = await buildHero();
    const author = await buildProfile('author');
    const comment = await buildHeroComment(t.db, {
      heroId: hero.id,
      userId: author,
      content: 'Popular opinion',
    });
    const voters = [];
    for (let i = 0; i < 50; i++) voters.push(await buildProfile('voter'));
    await Promise.all(
      voters.map((id, i) => voteOnHeroComment(t.db, comment.id, id, i % 5 === 0 ? 'down' : 'up')),
    );
    const [row] = await t.db.select().from(heroComments).where(eq(heroComments.id, comment.id));
    expect([row?.votesUp, row?.votesDown]).toEqual([40, 10]);
  });

  it("keeps a comment's counts in step with its votes when one member presses twice at once", async () => {
    const hero = await buildHero();
    const comment = await buildHeroComment(t.db, { heroId: hero.id, userId: await buildProfile('author') });
    const voter = await buildProfile('voter');
    for (const presses of [
      ['up', 'up'],
      ['down', 'up'],
      ['down', 'down'],
    ] as const) {
      await Promise.all(presses.map((pressed) => voteOnHeroComment(t.db, comment.id, voter, pressed)));
      const [row] = await t.db.select().from(heroComments).where(eq(heroComments.id, comment.id));
      const votes = await t.db.select().from(commentVotes).where(eq(commentVotes.commentId, comment.id));
      expect([row?.votesUp, row?.votesDown]).toEqual([
        votes.filter((vote) => vote.voteType === 'up').length,
        votes.filter((vote) => vote.voteType === 'down').length,
      ]);
    }
  });

  it('answers Comment not found to a vote on an unknown comment, and writes nothing', async () => {
    const voter = await buildProfile('voter');
    await expect(
      voteOnHeroComment(t.db, '00000000-0000-4000-8000-000000000000', voter, 'up'),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const votes = await t.db.select().from(commentVotes).where(eq(commentVotes.userId, voter));
    expect(votes).toEqual([]);
  });

  it('announces changes on the realtime bus', async () => {
    const hero = await buildHero();
    const seen: unknown[] = [];
    const stop = t.app.bus.subscribe((event) => seen.push(event));
    await post(hero.id, member.cookie, 'Realtime comment');
    await new Promise((r) => setTimeout(r, 200));
    stop();
    expect(seen).toContainEqual({ topic: 'hero-comments', id: hero.id });
  });
});

describe('admin hero editor', () => {
  const save = (cookie: string | undefined, payload: unknown, method: 'POST' | 'PUT' = 'POST', id = '') =>
    t.app.inject({
      method,
      url: `/api/admin/heroes${id ? `/${id}` : ''}`,
      headers: cookie ? { cookie } : {},
      payload: payload as Record<string, unknown>,
    });

  it('is for admins only', async () => {
    expect((await save(undefined, { name: 'Nope' })).statusCode).toBe(401);
    expect((await save(member.cookie, { name: 'Nope' })).statusCode).toBe(403);
    expect(await t.db.select().from(heroes).where(eq(heroes.name, 'Nope'))).toEqual([]);
  });

  it("validates with the editor's messages and writes nothing on refusal", async () => {
    const blank = await save(admin.cookie, { name: '   ' });
    expect(blank.json().error.message).toBe('Hero name is required');
    const halfSkill = await save(admin.cookie, {
      name: 'Half Skill',
      skills: [{ name: 'Strike', description: '' }],
    });
    expect(halfSkill.statusCode).toBe(400);
    expect(halfSkill.json().error.message).toBe('Skills must have both name and description');
    expect(await t.db.select().from(heroes).where(eq(heroes.name, 'Half Skill'))).toEqual([]);
  });

  it('creates with defaults and a slug from the name, refuses a duplicate, updates and deletes', async () => {
    const created = await save(admin.cookie, {
      name: 'Sir Lance_Bright!',
      skills: [
        { name: '', description: '' },
        { name: 'Dawn Cut', description: 'Cuts at dawn.' },
      ],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().slug).toBe('sir-lance-bright');
    const [row] = await t.db.select().from(heroes).where(eq(heroes.id, created.json().id));
    expect(row).toMatchObject({
      class: 'Guard',
      rarity: 'SR',
      skills: [{ name: 'Dawn Cut', description: 'Cuts at dawn.' }],
    });

    const duplicate = await save(admin.cookie, { name: 'Sir Lance Bright' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.message).toBe('A hero with this name already exists');

    const updated = await save(
      admin.cookie,
      { name: 'Sir Lance', rarity: 'UR', version: 0 },
      'PUT',
      created.json().id,
    );
    expect(updated.json().slug).toBe('sir-lance');
    const del = await injectAs(t.app, admin.cookie, {
      method: 'DELETE',
      url: `/api/admin/heroes/${created.json().id}`,
    });
    expect(del.statusCode).toBe(200);
    const again = await injectAs(t.app, admin.cookie, {
      method: 'DELETE',
      url: `/api/admin/heroes/${created.json().id}`,
    });
    expect(again.statusCode).toBe(404);
    const byMember = await injectAs(t.app, member.cookie, {
      method: 'DELETE',
      url: `/api/admin/heroes/${created.json().id}`,
    });
    expect(byMember.statusCode).toBe(403);
  });

  it('keeps answering a renamed hero at its former address, until another hero takes that address', async () => {
    const created = await save(admin.cookie, { name: 'Mira Oldname' });
    const renamed = await save(admin.cookie, { name: 'Mira Newname', version: 0 }, 'PUT', created.json().id);
    expect(renamed.json().slug).toBe('mira-newname');

    // An old link, or an editor opened before the rename, still finds her as she is now.
    const byFormer = await t.app.inject({ url: '/api/heroes/mira-oldname' });
    expect(byFormer.statusCode).toBe(200);
    expect(byFormer.json()).toMatchObject({ name: 'Mira Newname', slug: 'mira-newname', version: 1 });

    const newcomer = await save(admin.cookie, { name: 'Mira Oldname' });
    expect(newcomer.statusCode).toBe(201);
    const taken = await t.app.inject({ url: '/api/heroes/mira-oldname' });
    expect(taken.json()).toMatchObject({ id: newcomer.json().id, name: 'Mira Oldname' });
    expect((await t.app.inject({ url: '/api/heroes/never-was' })).statusCode).toBe(404);
  });

  it('saves against the version the editor opened and refuses a save over a newer one', async () => {
    const hero = await buildHero({ name: 'Versioned Hero' });
    await expectVersionedSaves(
      (version, description) =>
        save(admin.cookie, { name: 'Versioned Hero', description, version }, 'PUT', hero.id),
      async () => (await t.db.select().from(heroes).where(eq(heroes.id, hero.id)))[0],
    );
  });
});
