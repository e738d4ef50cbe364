import type { QuickSearchResponse } from '@haven/shared/search/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildMember,
  buildOfficialContent,
  buildOutfit,
  buildRedeemCode,
  buildTeam,
  signUpAndSignIn,
  type TestMember,
} from '../../test/factories.ts';
import { injectAs } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let admin: TestMember;

beforeAll(async () => {
  admin = await signUpAndSignIn(t.app, { admin: true });
});

async function search(q: string): Promise<QuickSearchResponse> {
  const response = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}` });
  expect(response.statusCode).toBe(200);
  return response.json<QuickSearchResponse>();
}

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
      payload: { name: 'Quartzwind Tunic', description: null, category: null, tags: [] },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await search('quartzwind')).outfits.map((o) => o.name)).toEqual(['Quartzwind Tunic']);
  });
});
