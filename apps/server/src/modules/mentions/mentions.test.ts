import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { CommunityCommentList } from '@haven/shared/community-comments/schemas';
import type { Guide } from '@haven/shared/guides/schemas';
import type { HeroCommentList, HeroDetail } from '@haven/shared/heroes/schemas';
import { MENTION_MESSAGES } from '@haven/shared/mentions/messages';
import type { MentionSuggestionList } from '@haven/shared/mentions/schemas';
import type { OfficialContentPage } from '@haven/shared/official-content/schemas';
import type { ProfileCommentList } from '@haven/shared/profile-comments/schemas';
import type { TeamPage } from '@haven/shared/teams/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { heroes, heroTiers } from '../../db/schema/index.ts';
import {
  buildCommunityComment,
  buildDatabaseEntry,
  buildGameMode,
  buildGuide,
  buildHero,
  buildHeroComment,
  buildOfficialContent,
  buildOutfit,
  buildProfile,
  buildProfileComment,
  buildTeam,
  signUpAndSignIn,
  type TestMember,
} from '../../test/factories.ts';
import { expectError, injectAs } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let member: TestMember;
let picked: { id: string; slug: string };
let mentioned: { id: string; slug: string };
let entry: { slug: string; name: string };
let outfitSlug: string;

const CONTENT =
  '<h2>Quillwarden Ostrava</h2><p>Lead with Quillwarden Ostrava, then Quillwarden Ostravan Prime. ' +
  'Socket a Glimmering Zircon Shard and wear Moonlit Pilgrim Coat.</p>' +
  '<p><a href="https://example.com">Quillwarden Ostrava</a> <code>Glimmering Zircon Shard</code></p>';

beforeAll(async () => {
  member = await signUpAndSignIn(t.app);
  picked = await buildHero(t.db, { name: 'Tarnwick Pellory', slug: 'tarnwick-pellory' });
  mentioned = await buildHero(t.db, {
    name: 'Quillwarden Ostrava',
    slug: 'quillwarden-ostrava',
    rarity: 'UR',
    class: 'Scholar',
    roles: ['Control'],
  });
  await buildHero(t.db, { name: 'Quillwarden Ostravan Prime', slug: 'quillwarden-ostravan-prime' });
  await buildGameMode(t.db, { name: 'Mention Arena', slug: 'mention-arena', position: 0 }, [
    [mentioned.id, 'S'],
  ]);
  entry = await buildDatabaseEntry(t.db, {
    category: 'gems',
    name: 'Glimmering Zircon Shard',
    rarity: 'SSR',
  });
  outfitSlug = (await buildOutfit(t.db, { name: 'Moonlit Pilgrim Coat' })).slug;
  await buildGuide(
    t.db,
    { title: 'Mentions at work', slug: 'mentions-at-work', status: 'approved', content: CONTENT },
    [picked.id],
  );
  await buildOfficialContent(t.db, {
    title: 'Quillwarden Ostrava arrives',
    slug: 'quillwarden-arrives',
    content: '<p>Welcome Quillwarden Ostrava to the roster.</p>',
  });
});

describe('names a guide or post holds', () => {
  it('gives a guide the preview card of each hero, entry and outfit its text names, once, in order', async () => {
    const response = await t.app.inject({ url: '/api/guides/mentions-at-work' });
    expect(response.statusCode).toBe(200);
    const guide = response.json<Guide>();
    expect(guide.mentions.map(({ kind, name, path }) => ({ kind, name, path }))).toEqual([
      { kind: 'hero', name: 'Quillwarden Ostrava', path: '/heroes/quillwarden-ostrava' },
      { kind: 'hero', name: 'Quillwarden Ostravan Prime', path: '/heroes/quillwarden-ostravan-prime' },
      { kind: 'entry', name: 'Glimmering Zircon Shard', path: `/database/gems/${entry.slug}` },
      { kind: 'outfit', name: 'Moonlit Pilgrim Coat', path: `/outfits/${outfitSlug}` },
    ]);
    expect(guide.mentions[0]).toMatchObject({
      label: 'Hero',
      facts: ['UR', 'Scholar', 'Control'],
      summary: 'A steady shield.',
      tiers: [{ mode: 'Mention Arena', tier: 'S' }],
    });
    expect(guide.mentions[2]).toMatchObject({ label: 'Gem', facts: ['SSR'], tiers: [] });
    expect(guide.mentions[3]).toMatchObject({
      label: 'Outfit',
      imageUrl: expect.stringMatching(/^\/media\//),
    });
    // The stored text is answered as it was written; pages link it as they draw it.
    expect(guide.content).toBe(CONTENT);
  });

  it("lists every hero the guide names under 'Heroes in this guide', after the author's own", async () => {
    const guide = (await t.app.inject({ url: '/api/guides/mentions-at-work' })).json<Guide>();
    expect(guide.heroes.map((hero) => hero.slug)).toEqual([picked.slug]);
    expect(guide.mentionedHeroes.map((hero) => hero.slug)).toEqual([
      'quillwarden-ostrava',
      'quillwarden-ostravan-prime',
    ]);
  });

  it('links the hero a news post announces', async () => {
    const response = await t.app.inject({ url: '/api/official-content/news/quillwarden-arrives' });
    expect(response.statusCode).toBe(200);
    const post = response.json<OfficialContentPage>();
    expect(post.mentions.map((card) => card.path)).toEqual(['/heroes/quillwarden-ostrava']);
  });
});

describe('names comments hold', () => {
  const pathsOf = (list: { mentions: { path: string }[] }) => list.mentions.map((card) => card.path);

  it("gives a hero's comment page the preview card of each name its comments hold, once, emoticon codes aside", async () => {
    const hero = await buildHero(t.db, { name: 'Brackenmoor Sable', slug: 'brackenmoor-sable' });
    const author = await buildProfile(t.db);
    await buildHeroComment(t.db, {
      heroId: hero.id,
      userId: author,
      content: 'Pair her with Quillwarden Ostrava and a Glimmering Zircon Shard :smile:',
    });
    await buildHeroComment(t.db, { heroId: hero.id, userId: author, content: 'Quillwarden Ostrava again.' });
    const response = await t.app.inject({ url: `/api/heroes/${hero.id}/comments` });
    expect(response.statusCode).toBe(200);
    const list = response.json<HeroCommentList>();
    expect(pathsOf(list)).toEqual(['/heroes/quillwarden-ostrava', `/database/gems/${entry.slug}`]);
    expect(list.mentions[0]).toMatchObject({ label: 'Hero', tiers: [{ mode: 'Mention Arena', tier: 'S' }] });
    // The stored text is answered as it was written.
    expect(list.items.map((item) => item.content)).toContain('Quillwarden Ostrava again.');
  });

  it("gives a team's comment page the cards of names in its comments and their replies", async () => {
    const team = await buildTeam(t.db);
    const author = await buildProfile(t.db);
    const top = await buildCommunityComment(t.db, { authorId: author, teamId: team.id });
    await buildCommunityComment(t.db, {
      authorId: author,
      teamId: team.id,
      parentId: top.id,
      content: 'Wear the Moonlit Pilgrim Coat.',
    });
    const list = (await t.app.inject({ url: `/api/teams/${team.id}/comments` })).json<CommunityCommentList>();
    expect(pathsOf(list)).toEqual([`/outfits/${outfitSlug}`]);
  });

  it("gives a wall's comment page the cards of the names it holds, and none where it names nothing", async () => {
    const owner = await buildProfile(t.db);
    const plainWall = await buildProfile(t.db);
    await buildProfileComment(t.db, {
      profileId: owner,
      authorId: owner,
      content: 'Finally pulled Tarnwick Pellory!',
    });
    await buildProfileComment(t.db, { profileId: plainWall, authorId: owner, content: 'Hello there.' });
    const wall = await injectAs(t.app, member.cookie, { url: `/api/profiles/${owner}/comments` });
    expect(pathsOf(wall.json<ProfileCommentList>())).toEqual(['/heroes/tarnwick-pellory']);
    const plain = await injectAs(t.app, member.cookie, { url: `/api/profiles/${plainWall}/comments` });
    expect(plain.json<ProfileCommentList>().mentions).toEqual([]);
  });

  it("follows a renamed hero at once on another hero's kept comment page", async () => {
    const hero = await buildHero(t.db, { name: 'Fenwhistle Marr', slug: 'fenwhistle-marr' });
    const named = await buildHero(t.db, { name: 'Orrowind Tesk', slug: 'orrowind-tesk' });
    await t.app.bus.publish({ topic: REALTIME_TOPICS.heroes, id: named.id });
    await buildHeroComment(t.db, {
      heroId: hero.id,
      userId: await buildProfile(t.db),
      content: 'Orrowind Tesk helps.',
    });
    const url = `/api/heroes/${hero.id}/comments`;
    expect(pathsOf((await t.app.inject({ url })).json<HeroCommentList>())).toEqual(['/heroes/orrowind-tesk']);
    await t.db.update(heroes).set({ name: 'Orrowind Renamed' }).where(eq(heroes.id, named.id));
    await t.app.bus.publish({ topic: REALTIME_TOPICS.heroes, id: named.id });
    expect((await t.app.inject({ url })).json<HeroCommentList>().mentions).toEqual([]);
  });
});

describe("names a team's notes and a hero's build notes hold", () => {
  const pathsOf = (answer: { mentions: { path: string }[] }) => answer.mentions.map((card) => card.path);

  it("gives a team's page the preview card of each name its plain-text notes hold, once", async () => {
    const team = await buildTeam(t.db, {
      notes: 'Open with Quillwarden Ostrava.\nGive her a Glimmering Zircon Shard; Quillwarden Ostrava again.',
    });
    const response = await t.app.inject({ url: `/api/teams/${team.slug}` });
    expect(response.statusCode).toBe(200);
    const page = response.json<TeamPage>();
    expect(pathsOf(page)).toEqual(['/heroes/quillwarden-ostrava', `/database/gems/${entry.slug}`]);
    expect(page.mentions[0]).toMatchObject({ label: 'Hero', tiers: [{ mode: 'Mention Arena', tier: 'S' }] });
    expect(page.notes).toContain('Open with Quillwarden Ostrava.');
  });

  it('follows a renamed hero at once on a kept team page that names her in its notes', async () => {
    const named = await buildHero(t.db, { name: 'Veldra Quince', slug: 'veldra-quince' });
    await t.app.bus.publish({ topic: REALTIME_TOPICS.heroes, id: named.id });
    const team = await buildTeam(t.db, { notes: 'Veldra Quince holds the line.' });
    const url = `/api/teams/${team.slug}`;
    expect(pathsOf((await t.app.inject({ url })).json<TeamPage>())).toEqual(['/heroes/veldra-quince']);
    await t.db.update(heroes).set({ name: 'Veldra Renamed' }).where(eq(heroes.id, named.id));
    await t.app.bus.publish({ topic: REALTIME_TOPICS.heroes, id: named.id });
    expect((await t.app.inject({ url })).json<TeamPage>().mentions).toEqual([]);
  });

  it("gives a hero's page the preview card of each name its build notes hold, and follows a tier change", async () => {
    const hero = await buildHero(t.db, {
      name: 'Harrowgate Linn',
      slug: 'harrowgate-linn',
      buildNotes: '<p>Pair with <strong>Quillwarden Ostrava</strong> and wear Moonlit Pilgrim Coat.</p>',
    });
    const url = `/api/heroes/${hero.slug}`;
    const first = (await t.app.inject({ url })).json<HeroDetail>();
    expect(pathsOf(first)).toEqual(['/heroes/quillwarden-ostrava', `/outfits/${outfitSlug}`]);
    expect(first.mentions[0]?.tiers).toEqual([{ mode: 'Mention Arena', tier: 'S' }]);
    await t.db.update(heroTiers).set({ tier: 'A' }).where(eq(heroTiers.heroId, mentioned.id));
    await t.app.bus.publish({ topic: REALTIME_TOPICS.tierList, id: mentioned.id });
    const again = (await t.app.inject({ url })).json<HeroDetail>();
    expect(again.mentions[0]?.tiers).toEqual([{ mode: 'Mention Arena', tier: 'A' }]);
    await t.db.update(heroTiers).set({ tier: 'S' }).where(eq(heroTiers.heroId, mentioned.id));
    await t.app.bus.publish({ topic: REALTIME_TOPICS.tierList, id: mentioned.id });
  });
});

describe('GET /api/mentions (names offered as an author types)', () => {
  it('offers names that start with the typed text first, in any case, to anyone', async () => {
    const response = await t.app.inject({ url: '/api/mentions?q=quillwarden' });
    expect(response.statusCode).toBe(200);
    expect(response.json<MentionSuggestionList>().items).toEqual([
      { kind: 'hero', name: 'Quillwarden Ostrava', path: '/heroes/quillwarden-ostrava' },
      { kind: 'hero', name: 'Quillwarden Ostravan Prime', path: '/heroes/quillwarden-ostravan-prime' },
    ]);
    const signedIn = await injectAs(t.app, member.cookie, { url: '/api/mentions?q=Zircon' });
    expect(signedIn.json<MentionSuggestionList>().items).toEqual([
      { kind: 'entry', name: 'Glimmering Zircon Shard', path: `/database/gems/${entry.slug}` },
    ]);
  });

  it('answers an empty list when nothing matches', async () => {
    const response = await t.app.inject({ url: '/api/mentions?q=nobody-by-this-name' });
    expect(response.json<MentionSuggestionList>()).toEqual({ items: [] });
  });

  it('refuses a missing, blank or overlong name', async () => {
    expectError(await t.app.inject({ url: '/api/mentions' }), 400, 'VALIDATION');
    expectError(await t.app.inject({ url: '/api/mentions?q=%20%20' }), 400, 'VALIDATION');
    expectError(
      await t.app.inject({ url: `/api/mentions?q=${'x'.repeat(61)}` }),
      400,
      'VALIDATION',
      MENTION_MESSAGES.queryTooLong,
    );
  });

  it('follows a renamed hero at once', async () => {
    await t.db.update(heroes).set({ name: 'Quillwarden Renamed' }).where(eq(heroes.id, mentioned.id));
    await t.app.bus.publish({ topic: REALTIME_TOPICS.heroes, id: mentioned.id });
    const items = (await t.app.inject({ url: '/api/mentions?q=quillwarden' })).json<MentionSuggestionList>()
      .items;
    expect(items.map((item) => item.name)).toEqual(['Quillwarden Ostravan Prime', 'Quillwarden Renamed']);
  });
});
