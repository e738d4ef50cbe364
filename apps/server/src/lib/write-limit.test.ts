import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { heroComments } from '../db/schema/index.ts';
import { buildHero, signUpAndSignIn, type TestMember } from '../test/factories.ts';
import { injectAs } from '../test/http.ts';
import { useTestApp } from '../test/test-app.ts';
import { WRITE_LIMITS } from './write-limit.ts';

const t = useTestApp({ rateLimit: true });
let member: TestMember;
let other: TestMember;
let heroId: string;

beforeAll(async () => {
  member = await signUpAndSignIn(t.app);
  other = await signUpAndSignIn(t.app);
  heroId = (await buildHero(t.db, { name: 'Limit Tester' })).id;
});

function comment(cookie: string, content: string) {
  return injectAs(t.app, cookie, {
    method: 'POST',
    url: `/api/heroes/${heroId}/comments`,
    payload: { content },
  });
}

describe('write limits', () => {
  it('refuses the comment past the limit with 429, Retry-After and a clear message, writing nothing', async () => {
    const { max, message } = WRITE_LIMITS.comment;
    for (let i = 0; i < max; i++)
      expect((await comment(member.cookie, `Comment number ${i}`)).statusCode).toBe(201);

    const refused = await comment(member.cookie, 'One comment too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message } });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const stored = await t.db
      .select({ content: heroComments.content })
      .from(heroComments)
      .where(eq(heroComments.heroId, heroId));
    expect(stored).toHaveLength(max);
    expect(stored.map((c) => c.content)).not.toContain('One comment too many');
  });

  it('leaves other members and other actions unaffected', async () => {
    expect((await comment(other.cookie, 'Still allowed')).statusCode).toBe(201);
    const rating = await injectAs(t.app, member.cookie, {
      method: 'PUT',
      url: `/api/heroes/${heroId}/rating`,
      payload: { rating: 4 },
    });
    expect(rating.statusCode).toBe(200);
  });

  it('counts signed-out calls per address', async () => {
    const { max } = WRITE_LIMITS.tokenCheck;
    const check = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/api/account/reset-token/not-a-token', remoteAddress });
    for (let i = 0; i < max; i++) expect((await check('203.0.113.20')).statusCode).toBe(200);
    const refused = await check('203.0.113.20');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await check('203.0.113.21')).statusCode).toBe(200);
  });

  it('counts no call refused for lack of rights: a visitor keeps getting 401, never 429', async () => {
    const { max } = WRITE_LIMITS.comment;
    const statuses = new Set<number>();
    for (let i = 0; i <= max + 1; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/heroes/${heroId}/comments`,
        payload: {},
        remoteAddress: '203.0.113.30',
      });
      statuses.add(response.statusCode);
    }
    expect([...statuses]).toEqual([401]);
  });

  it('holds its count in the database, so a second instance on the same database sees it', async () => {
    const { takeWriteLimit } = await import('./write-limit.ts');
    const headers: Record<string, string> = {};
    const reply = { header: (name: string, value: string) => (headers[name] = value) } as never;
    const subject = `member:shared-${Date.now()}`;
    for (let i = 0; i < WRITE_LIMITS.vote.max; i++) await takeWriteLimit(t.app, reply, 'vote', subject);
    const second = await createTestAppOnSameDatabase();
    try {
      await expect(takeWriteLimit(second, reply, 'vote', subject)).rejects.toMatchObject({
        code: 'RATE_LIMITED',
      });
      expect(headers['retry-after']).toBeDefined();
    } finally {
      await second.close();
    }
  });
});

/** A second app instance on the first one's database (as two servers behind a balancer). */
async function createTestAppOnSameDatabase() {
  const { buildApp } = await import('../app.ts');
  const app = await buildApp({
    config: t.config,
    database: { ...t.database, close: async () => {} },
    serveWeb: false,
    logger: false,
  });
  await app.ready();
  return app;
}
