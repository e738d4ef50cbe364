import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { Guide } from '@haven/shared/guides/schemas';
import { MENTION_MESSAGES } from '@haven/shared/mentions/messages';
import type { MentionSuggestionList } from '@haven/shared/mentions/schemas';
import type { OfficialContentPage } from '@haven/shared/official-content/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { heroes } from '../../db/schema/index.ts';
import {
  buildDatabaseEntry,
  buildGameMode,
  buildGuide,
  buildHero,
  buildOfficialContent,
  buildOutfit,
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
