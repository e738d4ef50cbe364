import { GAME_TEAM_MESSAGES } from '@haven/shared/game-team/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userHeroRoster } from '../../db/schema/index.ts';
import { buildHero, signUpAndSignIn, type TestMember } from '../../test/factories.ts';
import { expectError, injectAs } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let owner: TestMember;
let other: TestMember;
/** Roster entry ids by position. */
const entryAt: Record<number, string> = {};

beforeAll(async () => {
  owner = await signUpAndSignIn(t.app);
  other = await signUpAndSignIn(t.app);
  for (const position of [1, 4, 5]) {
    const hero = await buildHero(t.db);
    const response = await injectAs(t.app, owner.cookie, {
      method: 'POST',
      url: '/api/me/game-team',
      payload: { heroId: hero.id, position },
    });
    const entry = response.json().entries.find((e: { position: number }) => e.position === position);
    entryAt[position] = entry.id;
  }
});

const roster = () =>
  t.db
    .select({ id: userHeroRoster.id, position: userHeroRoster.position, isMain: userHeroRoster.isMain })
    .from(userHeroRoster)
    .where(eq(userHeroRoster.userId, owner.user.id))
    .orderBy(userHeroRoster.position);

const setMain = (cookie: string | undefined, entryId: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/me/game-team/${entryId}/main`,
    headers: cookie ? { cookie } : {},
  });
const remove = (cookie: string | undefined, entryId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/me/game-team/${entryId}`, headers: cookie ? { cookie } : {} });

describe('PUT /api/me/game-team/:entryId/main', () => {
  it('refuses a visitor and another member, changing nothing', async () => {
    const before = await roster();
    expectError(await setMain(undefined, entryAt[4] ?? ''), 401, 'UNAUTHENTICATED');
    expectError(
      await setMain(other.cookie, entryAt[4] ?? ''),
      403,
      'FORBIDDEN',
      GAME_TEAM_MESSAGES.notYourTeam,
    );
    expect(await roster()).toEqual(before);
  });

  it('refuses heroes outside slot 4, and an unknown entry', async () => {
    const before = await roster();
    expectError(
      await setMain(owner.cookie, entryAt[5] ?? ''),
      409,
      'CONFLICT',
      GAME_TEAM_MESSAGES.mainSlotOnly,
    );
    expectError(
      await setMain(owner.cookie, '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'),
      404,
      'NOT_FOUND',
      GAME_TEAM_MESSAGES.notInTeam,
    );
    expectError(await setMain(owner.cookie, 'not-an-id'), 400, 'VALIDATION');
    expect(await roster()).toEqual(before);
  });

  it('moves the main mark to the hero in slot 4, leaving exactly one main', async () => {
    expect((await roster()).find((e) => e.isMain)?.position).toBe(1);
    const response = await setMain(owner.cookie, entryAt[4] ?? '');
    expect(response.statusCode).toBe(200);
    expect(
      response.json().entries.map((e: { position: number; isMain: boolean }) => [e.position, e.isMain]),
    ).toEqual([
      [1, false],
      [4, true],
      [5, false],
    ]);
    expect((await roster()).filter((e) => e.isMain)).toHaveLength(1);
    expectError(
      await setMain(owner.cookie, entryAt[4] ?? ''),
      409,
      'CONFLICT',
      GAME_TEAM_MESSAGES.alreadyMain,
    );
  });
});

describe('DELETE /api/me/game-team/:entryId', () => {
  it('refuses a visitor and another member, changing nothing', async () => {
    const before = await roster();
    expectError(await remove(undefined, entryAt[1] ?? ''), 401, 'UNAUTHENTICATED');
    expectError(
      await remove(other.cookie, entryAt[1] ?? ''),
      403,
      'FORBIDDEN',
      GAME_TEAM_MESSAGES.notYourTeam,
    );
    expect(await roster()).toEqual(before);
  });

  it('removes the owner’s hero and answers the team left', async () => {
    // Read once first, so the public profile is in the read cache when the team changes.
    await t.app.inject({ method: 'GET', url: `/api/profiles/${owner.user.username}` });
    const response = await remove(owner.cookie, entryAt[1] ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.json().entries.map((e: { position: number }) => e.position)).toEqual([4, 5]);
    expect((await roster()).map((e) => e.position)).toEqual([4, 5]);
    expectError(await remove(owner.cookie, entryAt[1] ?? ''), 404, 'NOT_FOUND');
  });

  it('shows the change on the owner’s public profile at once', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/profiles/${owner.user.username}` });
    expect(response.json().gameTeam.map((e: { position: number }) => e.position)).toEqual([4, 5]);
  });
});
