import type { PublicTeamsResponse } from '@haven/shared/teams/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildGameMode, buildHero, buildMember, buildTeam } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const heroIds: string[] = [];

beforeAll(async () => {
  for (let i = 0; i < 5; i++) heroIds.push((await buildHero(t.db, { name: `Gallery Hero ${i}` })).id);
});

const names = async (query: string) =>
  (await t.app.inject({ url: `/api/teams?${query}` }))
    .json<PublicTeamsResponse>()
    .items.map((team) => team.name);
const at = (n: number) => new Date(Date.UTC(2024, 0, n));

describe('GET /api/teams sorted and filtered', () => {
  it('sorts Most Popular by the kept vote count, newer first among equals', async () => {
    const mode = await buildGameMode(t.db);
    for (const [name, voteCount, day] of [
      ['Pop Low', 1, 1],
      ['Pop High', 9, 2],
      ['Pop Tie Old', 4, 3],
      ['Pop Tie New', 4, 4],
    ] as const) {
      await buildTeam(t.db, { heroIds, name, voteCount, createdAt: at(day), modeId: mode.id });
    }
    expect(await names(`mode=${mode.slug}&sort=popular`)).toEqual([
      'Pop High',
      'Pop Tie New',
      'Pop Tie Old',
      'Pop Low',
    ]);
    expect(await names(`mode=${mode.slug}`)).toEqual(['Pop Tie New', 'Pop Tie Old', 'Pop High', 'Pop Low']);
  });

  it("filters by game mode, giving the mode's name on each card and nothing for an unknown mode", async () => {
    const [tank, rush] = [await buildGameMode(t.db), await buildGameMode(t.db)];
    await buildTeam(t.db, { heroIds, name: 'Mode Tank', modeId: tank.id });
    await buildTeam(t.db, { heroIds, name: 'Mode Rush', modeId: rush.id });
    const list = (await t.app.inject({ url: `/api/teams?mode=${tank.slug}` })).json<PublicTeamsResponse>();
    expect(list.items.map((team) => [team.name, team.mode?.name])).toEqual([['Mode Tank', tank.name]]);
    expect(await names('mode=no-such-mode')).toEqual([]);
  });

  it("filters by the creator's username in any case, combined with the hero filter", async () => {
    const maker = await buildMember(t.db, { username: 'Gallery_Maker' });
    const other = (await buildHero(t.db)).id;
    await buildTeam(t.db, { heroIds, name: 'Maker One', userId: maker, createdAt: at(1) });
    await buildTeam(t.db, {
      heroIds: [...heroIds.slice(0, 4), other],
      name: 'Maker Two',
      userId: maker,
      createdAt: at(2),
    });
    await buildTeam(t.db, { heroIds: [...heroIds.slice(0, 4), other], name: 'Not Maker' });
    expect(await names('member=gallery_maker')).toEqual(['Maker Two', 'Maker One']);
    expect(await names(`member=GALLERY_MAKER&hero=${other}`)).toEqual(['Maker Two']);
    expect(await names('member=nobody_at_all')).toEqual([]);
  });

  it('gives every card its five heroes by position with their names', async () => {
    const team = await buildTeam(t.db, { heroIds, name: 'Five Named' });
    const list = (await t.app.inject({ url: '/api/teams?search=five%20named' })).json<PublicTeamsResponse>();
    const card = list.items.find((x) => x.id === team.id);
    expect(card?.heroes.map((h) => [h.position, h.hero?.name])).toEqual(
      heroIds.map((_, i) => [i + 1, `Gallery Hero ${i}`]),
    );
  });
});
