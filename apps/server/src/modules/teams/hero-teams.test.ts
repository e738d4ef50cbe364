import type { PublicTeamsResponse } from '@haven/shared/teams/schemas';
import { describe, expect, it } from 'vitest';
import { buildHero, buildTeam } from '../../test/factories.ts';
import { expectError } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('GET /api/teams?hero=', () => {
  it('counts the teams that include the hero and lists the newest first', async () => {
    const others = [];
    for (let i = 0; i < 5; i++) others.push((await buildHero(t.db)).id);
    const hero = (await buildHero(t.db)).id;
    const at = (n: number) => new Date(Date.UTC(2025, 2, n));
    const withHero = [];
    for (let n = 1; n <= 4; n++) {
      withHero.push(await buildTeam(t.db, { heroIds: [...others.slice(0, 4), hero], createdAt: at(n) }));
    }
    await buildTeam(t.db, { heroIds: others, createdAt: at(10) });

    const response = await t.app.inject({ url: `/api/teams?hero=${hero}` });
    expect(response.statusCode).toBe(200);
    const list = response.json<PublicTeamsResponse>();
    expect(list.total).toBe(4);
    expect(list.items.slice(0, 3).map((team) => team.id)).toEqual(
      [withHero[3], withHero[2], withHero[1]].map((team) => team?.id),
    );
    expect(list.items[0]?.heroes).toHaveLength(5);

    const searched = await t.app.inject({ url: `/api/teams?hero=${hero}&search=nothing-matches` });
    expect(searched.json<PublicTeamsResponse>().total).toBe(0);
  });

  it('answers no teams for a hero in none', async () => {
    const hero = (await buildHero(t.db)).id;
    const list = (await t.app.inject({ url: `/api/teams?hero=${hero}` })).json<PublicTeamsResponse>();
    expect(list).toMatchObject({ total: 0, items: [] });
  });

  it('refuses a hero that is not an id', async () => {
    expectError(await t.app.inject({ url: '/api/teams?hero=abc' }), 400, 'VALIDATION');
  });
});
