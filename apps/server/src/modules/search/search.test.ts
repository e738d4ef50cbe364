import type { HeroListResponse } from '@haven/shared/heroes/schemas';
import { QUICK_SEARCH_GROUP_SIZE } from '@haven/shared/search/constants';
import { SEARCH_MESSAGES } from '@haven/shared/search/messages';
import type { QuickSearchResponse } from '@haven/shared/search/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildGuide,
  buildHero,
  buildMember,
  buildOfficialContent,
  buildOutfit,
  buildRedeemCode,
  buildTeam,
} from '../../test/factories.ts';
import { expectError, injectAs } from '../../test/http.ts';
import { useMembers, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const { admin } = useMembers(t, { admin: 'admin' });

async function search(q: string): Promise<QuickSearchResponse> {
  const response = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}` });
  expect(response.statusCode).toBe(200);
  return response.json<QuickSearchResponse>();
}

/** A database entry made through the admin editor, as an admin would. */
async function createEntry(payload: Record<string, unknown>): Promise<string> {
  const response = await injectAs(t.app, admin.cookie, {
    method: 'POST',
    url: '/api/admin/database',
    payload: { category: 'relics', ...payload },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

describe('GET /api/search', () => {
  it('finds a hero, a database entry, a guide and a member by a substring in any case', async () => {
    const hero = await buildHero(t.db, { name: 'Morwen Quillfire', rarity: 'UR', class: 'Scholar' });
    await createEntry({ name: 'Quillfire Lantern', rarity: 'SSR', summary: 'Lights the way.' });
    const guide = await buildGuide(t.db, { title: 'Mastering QUILLFIRE teams', status: 'approved' });
    const memberId = await buildMember(t.db, { username: 'quillfire_fan' });

    const found = await search('LLFir');
    expect(found.q).toBe('LLFir');
    expect(found.heroes).toEqual([
      {
        id: hero.id,
        name: 'Morwen Quillfire',
        slug: hero.slug,
        rarity: 'UR',
        class: 'Scholar',
        imageUrl: null,
      },
    ]);
    expect(found.entries).toEqual([
      expect.objectContaining({
        name: 'Quillfire Lantern',
        slug: 'quillfire-lantern',
        category: 'relics',
        categoryLabel: 'Relics',
        rarity: 'SSR',
        imageUrl: null,
      }),
    ]);
    expect(found.guides).toEqual([{ id: guide.id, title: 'Mastering QUILLFIRE teams', slug: guide.slug }]);
    expect(found.members).toEqual([{ id: memberId, username: 'quillfire_fan', avatarUrl: null }]);
  });

  it('finds database entries by their summary and tags too, after the ones whose name matches', async () => {
    await createEntry({ name: 'Plain Stone', summary: 'Hums with brambleworth energy.' });
    await createEntry({ name: 'Tagged Stone', tags: ['brambleworth'] });
    await createEntry({ name: 'Brambleworth Idol' });
    const found = await search('brambleworth');
    expect(found.entries.map((e) => e.name)).toEqual(['Brambleworth Idol', 'Plain Stone', 'Tagged Stone']);
  });

  it('takes LIKE wildcards in the term literally', async () => {
    await buildHero(t.db, { name: 'Wild_Card 100%' });
    await buildHero(t.db, { name: 'WildXCard 1000' });
    expect((await search('d_c')).heroes.map((h) => h.name)).toEqual(['Wild_Card 100%']);
    // '1000' is close to '100' and follows as a near match; the literal '100%' comes first.
    expect((await search('100%')).heroes.map((h) => h.name)).toEqual(['Wild_Card 100%', 'WildXCard 1000']);
    expect((await search('%%')).heroes).toEqual([]);
  });

  it('never shows guides waiting for review or rejected', async () => {
    await buildGuide(t.db, { title: 'Zephyrine pending', status: 'pending' });
    await buildGuide(t.db, { title: 'Zephyrine rejected', status: 'rejected' });
    await buildGuide(t.db, { title: 'Zephyrine approved', status: 'approved' });
    expect((await search('zephyrine')).guides.map((g) => g.title)).toEqual(['Zephyrine approved']);
  });

  it('never shows members who have not chosen a username yet', async () => {
    await buildMember(t.db, { username: 'ghostlyname_a', isSetupComplete: false });
    expect((await search('ghostlyname')).members).toEqual([]);
  });

  it('answers at most five per group, the exact name first, then names starting with the term, then shorter names, then by name', async () => {
    for (const name of [
      'Grand Oakheart',
      'Oakheart the Elder',
      'Old Oakheart Sage',
      'Oakheartling',
      'Oakheart',
      'Young Oakheart',
      'Oakhearts',
    ]) {
      await buildHero(t.db, { name });
    }
    const found = await search('oakheart');
    expect(found.heroes).toHaveLength(QUICK_SEARCH_GROUP_SIZE);
    expect(found.heroes.map((h) => h.name)).toEqual([
      'Oakheart',
      'Oakhearts',
      'Oakheartling',
      'Oakheart the Elder',
      'Grand Oakheart',
    ]);

    for (let i = 0; i < 7; i++) await buildMember(t.db, { username: `ashvale_${i}` });
    await buildMember(t.db, { username: 'my_ashvale' });
    const members = (await search('ashvale')).members.map((m) => m.username);
    expect(members).toHaveLength(QUICK_SEARCH_GROUP_SIZE);
    expect(members).not.toContain('my_ashvale');
  });

  it('answers empty groups for a term shorter than two characters, without an error', async () => {
    await buildHero(t.db, { name: 'X Solo' });
    for (const q of ['', 'x', '  x  ']) {
      const { q: searched, ...groups } = await search(q);
      expect(searched).toBe(q.trim());
      expect(Object.values(groups).flat()).toEqual([]);
    }
  });

  it('refuses a term longer than 100 characters with a clear message', async () => {
    const response = await t.app.inject({ url: `/api/search?q=${'a'.repeat(101)}` });
    expectError(response, 400, 'VALIDATION', SEARCH_MESSAGES.tooLong);
  });

  it('forgets a cached answer when a hero is renamed', async () => {
    const hero = await buildHero(t.db, { name: 'Cindervale Knight' });
    expect((await search('cindervale')).heroes.map((h) => h.name)).toEqual(['Cindervale Knight']);
    // The repeat is served from the cache: its ETag matches.
    const first = await t.app.inject({ url: '/api/search?q=cindervale' });
    const etag = first.headers.etag as string;
    const repeat = await t.app.inject({
      url: '/api/search?q=cindervale',
      headers: { 'if-none-match': etag },
    });
    expect(repeat.statusCode).toBe(304);

    const renamed = await injectAs(t.app, admin.cookie, {
      method: 'PUT',
      url: `/api/admin/heroes/${hero.id}`,
      payload: { name: 'Ashen Knight', version: 0 },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await search('cindervale')).heroes).toEqual([]);
    expect((await search('ashen kni')).heroes.map((h) => h.name)).toEqual(['Ashen Knight']);
  });
});

describe('GET /api/search: heroes by typo, skill text and role; members at any scale', () => {
  let healer: Awaited<ReturnType<typeof buildHero>>;
  beforeAll(async () => {
    healer = await buildHero(t.db, {
      name: 'Elowen Brightbough',
      roles: ['Support'],
      skills: [
        {
          name: 'Dawn Hymn',
          description: 'Heals every ally a little each turn.',
          type: 'Active',
          cooldown: 3,
        },
      ],
    });
  });

  it('finds a hero from a misspelt name, in the quick search and the collection', async () => {
    await buildHero(t.db, { name: 'Bramble Knight', roles: ['Tank'] });
    expect((await search('elowin')).heroes.map((h) => h.id)).toEqual([healer.id]);
    const listed = await t.app.inject({ url: '/api/heroes?search=elowin' });
    expect(listed.json<HeroListResponse>().items.map((h) => h.id)).toEqual([healer.id]);
  });

  it("finds a hero by a word of its skills' text, after heroes whose name has the word", async () => {
    const named = await buildHero(t.db, { name: 'Healing Brook', roles: ['Tank'] });
    expect((await search('heal')).heroes.map((h) => h.id)).toEqual([named.id, healer.id]);
    const listed = await t.app.inject({ url: '/api/heroes?search=heal' });
    expect(listed.json<HeroListResponse>().items.map((h) => h.id)).toEqual([named.id, healer.id]);
  });

  it('finds the heroes of a role the term names', async () => {
    const other = await buildHero(t.db, { name: 'Quiet Mender', roles: ['Control', 'Support'] });
    await buildHero(t.db, { name: 'Stone Wall', roles: ['Tank'] });
    const found = (await search('support')).heroes.map((h) => h.id);
    expect(found.sort()).toEqual([healer.id, other.id].sort());
  });

  it('finds members by the exact username first, then usernames starting with it, then containing it, and by a misspelling', async () => {
    for (const username of [
      'brindle_9',
      'brindle',
      'old_brindle',
      'brindlewood',
      'thornwhistle',
      'unrelated_1',
    ]) {
      await buildMember(t.db, { username });
    }
    expect((await search('brindle')).members.map((m) => m.username)).toEqual([
      'brindle',
      'brindle_9',
      'brindlewood',
      'old_brindle',
    ]);
    expect((await search('thornwhistel')).members.map((m) => m.username)).toEqual(['thornwhistle']);
  });
});

describe('GET /api/search: news, codes, outfits and teams', () => {
  it('finds an official post, a code, an outfit and a team by a substring in any case, in one answer', async () => {
    const post = await buildOfficialContent(t.db, { type: 'events', title: 'The Emberglow Festival' });
    const code = await buildRedeemCode(t.db, { code: 'EMBERGLOW24', rewards: '50 gems' });
    const outfit = await buildOutfit(t.db, { name: 'Emberglow Gown', slug: 'outfit-emberglow' });
    const creator = await buildMember(t.db, { username: 'glow_maker' });
    const team = await buildTeam(t.db, { userId: creator });

    const { q, official, codes, outfits } = await search('BERGLO');
    expect(q).toBe('BERGLO');
    expect(official).toEqual([
      { id: post.id, type: 'events', title: 'The Emberglow Festival', slug: post.slug },
    ]);
    expect(codes).toEqual([{ id: code.id, code: 'EMBERGLOW24', rewards: '50 gems', isActive: true }]);
    expect(outfits).toEqual([
      { id: outfit.id, name: 'Emberglow Gown', slug: 'outfit-emberglow', imageUrl: outfit.overallImage },
    ]);
    expect((await search(team.name)).teams).toEqual([
      { id: team.id, name: team.name, slug: team.slug, creator: 'glow_maker' },
    ]);
  });

  it('lists the codes players can use first, then expired and switched-off ones, each best match first', async () => {
    await buildRedeemCode(t.db, { code: 'OLDFROST', expiresAt: '2000-01-01' });
    await buildRedeemCode(t.db, { code: 'FROST', isActive: false });
    await buildRedeemCode(t.db, { code: 'WINTERFROST' });
    await buildRedeemCode(t.db, { code: 'FROSTBITE', expiresAt: '2999-12-31' });
    const codes = (await search('frost')).codes;
    expect(codes.map((c) => [c.code, c.isActive])).toEqual([
      ['FROSTBITE', true],
      ['WINTERFROST', true],
      ['FROST', false],
      ['OLDFROST', false],
    ]);
  });

  it('puts the exact title first, then titles starting with the term, then shorter ones', async () => {
    for (const title of ['A Tidecaller Story', 'Tidecaller Returns', 'Tidecaller']) {
      await buildOfficialContent(t.db, { title });
    }
    expect((await search('tidecaller')).official.map((p) => p.title)).toEqual([
      'Tidecaller',
      'Tidecaller Returns',
      'A Tidecaller Story',
    ]);
    for (const name of ['Velvet Mooncloak', 'Mooncloak of Dusk', 'Mooncloak'])
      await buildOutfit(t.db, { name });
    await buildOutfit(t.db, { name: 'Plain Robe', description: 'Worn under a mooncloak.' });
    expect((await search('mooncloak')).outfits.map((o) => o.name)).toEqual([
      'Mooncloak',
      'Mooncloak of Dusk',
      'Velvet Mooncloak',
      'Plain Robe',
    ]);
  });

  it('shows a team whose creator has left without a creator', async () => {
    const team = await buildTeam(t.db, { userId: null });
    expect((await search(team.name)).teams).toEqual([
      { id: team.id, name: team.name, slug: team.slug, creator: null },
    ]);
  });

  it('forgets a cached answer when a code is added, a post published or an outfit renamed', async () => {
    expect((await search('quartzwind')).codes).toEqual([]);
    const created = await injectAs(t.app, admin.cookie, {
      method: 'POST',
      url: '/api/admin/redeem-codes',
      payload: { code: 'QUARTZWIND', rewards: '10 gems' },
    });
    expect(created.statusCode).toBe(201);
    expect((await search('quartzwind')).codes.map((c) => c.code)).toEqual(['QUARTZWIND']);

    expect((await search('quartzwind')).official).toEqual([]);
    const published = await injectAs(t.app, admin.cookie, {
      method: 'POST',
      url: '/api/admin/official-content',
      payload: { type: 'news', title: 'Quartzwind arrives', description: 'A new season.' },
    });
    expect(published.statusCode).toBe(201);
    expect((await search('quartzwind')).official.map((p) => p.title)).toEqual(['Quartzwind arrives']);

    const outfit = await buildOutfit(t.db, { name: 'Plain Tunic' });
    expect((await search('quartzwind')).outfits).toEqual([]);
    const renamed = await injectAs(t.app, admin.cookie, {
      method: 'PATCH',
      url: `/api/admin/outfits/${outfit.id}`,
      payload: { name: 'Quartzwind Tunic', description: null, category: null, tags: [], version: 0 },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await search('quartzwind')).outfits.map((o) => o.name)).toEqual(['Quartzwind Tunic']);
  });
});
