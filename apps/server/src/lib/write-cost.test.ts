import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildHero,
  buildHeroComment,
  buildProfileComment,
  buildTeam,
  signUpAndSignIn,
  type TestMember,
} from '../test/factories.ts';
import { injectAs } from '../test/http.ts';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp();

/** Transaction control, which one database reports as statements and the other does not. */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

/** Runs one request and counts the database statements it ran that read or write. */
async function statementsOf(cookie: string, request: InjectOptions): Promise<number> {
  let statements = 0;
  t.database.observe(({ sql }) => {
    if (sql !== '' && !TRANSACTION_CONTROL.test(sql)) statements += 1;
  });
  const response = await injectAs(t.app, cookie, request);
  t.database.observe(() => {});
  expect(response.statusCode, response.body).toBeLessThan(300);
  return statements;
}

let writer: TestMember;
let other: TestMember;
let heroIds: string[];
let teamId: string;

beforeAll(async () => {
  [writer, other] = await Promise.all([signUpAndSignIn(t.app), signUpAndSignIn(t.app)]);
  heroIds = [];
  for (let i = 0; i < 6; i++) heroIds.push((await buildHero(t.db)).id);
  teamId = (await buildTeam(t.db, { userId: other.user.id, heroIds: heroIds.slice(0, 5) })).id;
  // A member's session is read once and then remembered; the writes are measured after that.
  await injectAs(t.app, writer.cookie, { url: '/api/me' });
});

// The fewest statements each everyday write needs with its guarantees (the session, the write
// limit, the permission and the counts kept in step), as a ceiling that keeps them from creeping.
describe('what each everyday write costs the database', () => {
  const cases: { write: string; most: number; request: () => Promise<InjectOptions> }[] = [
    {
      write: 'a hero comment',
      most: 2,
      request: async () => ({
        method: 'POST',
        url: `/api/heroes/${heroIds[0]}/comments`,
        payload: { content: 'Her ward holds the line.' },
      }),
    },
    {
      write: 'a reply on a team',
      most: 7,
      request: async () => {
        const top = await injectAs(t.app, other.cookie, {
          method: 'POST',
          url: `/api/teams/${teamId}/comments`,
          payload: { content: 'Front line first.' },
        });
        return {
          method: 'POST',
          url: `/api/teams/${teamId}/comments`,
          payload: { content: 'Agreed, then the healer.', parentId: top.json().id },
        };
      },
    },
    {
      write: 'a vote on a hero comment',
      most: 2,
      request: async () => {
        const comment = await buildHeroComment(t.db, { heroId: heroIds[1] as string, userId: other.user.id });
        return { method: 'PUT', url: `/api/hero-comments/${comment.id}/vote`, payload: { voteType: 'up' } };
      },
    },
    {
      write: 'a rating',
      most: 3,
      request: async () => ({
        method: 'PUT',
        url: `/api/heroes/${heroIds[2]}/rating`,
        payload: { rating: 4 },
      }),
    },
    {
      write: 'a Game Team change',
      most: 3,
      request: async () => ({
        method: 'POST',
        url: '/api/me/game-team',
        payload: { heroId: heroIds[3], position: 1 },
      }),
    },
    {
      write: 'a Game Team swap',
      most: 3,
      request: async () => {
        const added = await injectAs(t.app, writer.cookie, {
          method: 'POST',
          url: '/api/me/game-team',
          payload: { heroId: heroIds[4], position: 2 },
        });
        const entry = added.json().entries.find((e: { position: number }) => e.position === 2);
        return { method: 'PUT', url: `/api/me/game-team/${entry.id}/hero`, payload: { heroId: heroIds[5] } };
      },
    },
    {
      write: 'a team save',
      most: 7,
      request: async () => ({
        method: 'POST',
        url: '/api/teams',
        payload: { name: 'Dawn Breakers', heroIds: heroIds.slice(0, 5) },
      }),
    },
    {
      write: 'a guide save',
      most: 7,
      request: async () => ({
        method: 'POST',
        url: '/api/guides',
        payload: {
          title: 'Holding the Arena',
          content: `<p>${'Hold the line and heal between waves. '.repeat(8)}</p>`,
          tags: ['PvP'],
        },
      }),
    },
    {
      write: 'a report',
      most: 4,
      request: async () => {
        const comment = await buildProfileComment(t.db, {
          profileId: other.user.id,
          authorId: other.user.id,
        });
        return {
          method: 'POST',
          url: '/api/reports',
          payload: { targetKind: 'profile_comment', targetId: comment.id, reason: 'spam' },
        };
      },
    },
    {
      write: 'a friend request',
      most: 6,
      request: async () => ({ method: 'POST', url: `/api/me/friends/${other.user.id}` }),
    },
  ];

  for (const { write, most, request } of cases) {
    it(`writes ${write} in at most ${most} statements`, async () => {
      const statements = await statementsOf(writer.cookie, await request());
      expect(statements).toBeLessThanOrEqual(most);
    });
  }
});
