import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userHeroRoster } from '../../db/schema/index.ts';
import { buildHero, signUpAndSignIn, type TestMember } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let member: TestMember;
const heroIds: string[] = [];

beforeAll(async () => {
  member = await signUpAndSignIn(t.app);
  for (let i = 0; i < 7; i++) {
    heroIds.push((await buildHero(t.db, { name: `Roster Hero ${i}`, class: 'Doctor', rarity: 'SSR' })).id);
  }
});

const add = (cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/me/game-team', headers: cookie ? { cookie } : {}, payload });

describe('POST /api/me/game-team', () => {
  it('needs a signed-in member', async () => {
    const response = await add(undefined, { heroId: heroIds[0], position: 1 });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Please log in to add heroes to your Game Team');
  });

  it('refuses a missing position or a malformed hero id, writing nothing', async () => {
    expect((await add(member.cookie, { heroId: heroIds[0] })).statusCode).toBe(400);
    const bad = await add(member.cookie, { heroId: 'x', position: 1 });
    expect(bad.json().error.message).toBe('Invalid hero ID');
    expect((await add(member.cookie, { heroId: heroIds[0], position: 6 })).statusCode).toBe(400);
    expect(await t.db.select().from(userHeroRoster).where(eq(userHeroRoster.userId, member.user.id))).toEqual(
      [],
    );
  });

  it('makes the first hero main, refuses repeats and taken positions, and stops at five', async () => {
    const first = await add(member.cookie, { heroId: heroIds[0], position: 4 });
    expect(first.statusCode).toBe(201);
    expect(first.json().entries).toMatchObject([
      { position: 4, isMain: true, hero: { name: 'Roster Hero 0' } },
    ]);

    const again = await add(member.cookie, { heroId: heroIds[0], position: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Roster Hero 0 is already in your Game Team');
    const taken = await add(member.cookie, { heroId: heroIds[1], position: 4 });
    expect(taken.statusCode).toBe(409);

    for (const [i, position] of [1, 2, 3, 5].entries()) {
      const response = await add(member.cookie, { heroId: heroIds[i + 1], position });
      expect(response.json().entries.filter((e: { isMain: boolean }) => e.isMain)).toHaveLength(1);
    }
    const full = await add(member.cookie, { heroId: heroIds[6], position: 1 });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(
      'Your Game Team is full. Please remove a hero before adding a new one.',
    );
    const team = await t.app.inject({ url: '/api/me/game-team', headers: { cookie: member.cookie } });
    expect(team.json().entries.map((e: { position: number }) => e.position)).toEqual([1, 2, 3, 4, 5]);
  });

  it('holds the limits when adds race', async () => {
    const racer = await signUpAndSignIn(t.app);
    const results = await Promise.all(
      heroIds.map((heroId) => add(racer.cookie, { heroId, position: 1 + (heroIds.indexOf(heroId) % 5) })),
    );
    expect(results.filter((r) => r.statusCode === 201).length).toBeLessThanOrEqual(5);
    const rows = await t.db.select().from(userHeroRoster).where(eq(userHeroRoster.userId, racer.user.id));
    expect(new Set(rows.map((r) => r.position)).size).toBe(rows.length);
    expect(rows.filter((r) => r.isMain)).toHaveLength(1);
  });

  it('reads the team only for the signed-in member', async () => {
    expect((await t.app.inject({ url: '/api/me/game-team' })).statusCode).toBe(401);
  });
});
