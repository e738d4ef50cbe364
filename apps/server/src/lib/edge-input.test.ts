import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { heroes, heroRatings } from '../db/schema/index.ts';
import { rateHero } from '../modules/heroes/ratings.ts';
import {
  attemptSignIn,
  buildHero,
  signUp,
  signUpAndSignIn,
  type TestMember,
  uniqueEmail,
} from '../test/factories.ts';
import { expectError, injectAs } from '../test/http.ts';
import { useTestApp } from '../test/test-app.ts';
import { redactUrl, UNSTORABLE_TEXT_MESSAGE } from './edge-input.ts';

const t = useTestApp();
let member: TestMember;
let heroId: string;

beforeAll(async () => {
  member = await signUpAndSignIn(t.app);
  heroId = (await buildHero(t.db, { name: 'Edge Case' })).id;
});

describe('text PostgreSQL cannot store', () => {
  it.each(['/api/heroes/%00', '/api/account/reset-token/%00', '/api/heroes?search=a%00b'])(
    'GET %s is a 400 in the one error shape, not a 500',
    async (url) => {
      expectError(await t.app.inject({ method: 'GET', url }), 400, 'VALIDATION', UNSTORABLE_TEXT_MESSAGE);
    },
  );

  it('refuses a NUL byte in a JSON body, naming the field', async () => {
    const response = await injectAs(t.app, member.cookie, {
      method: 'POST',
      url: `/api/heroes/${heroId}/comments`,
      payload: { content: 'Hello \u0000 world' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ content: UNSTORABLE_TEXT_MESSAGE });
  });
});

describe("Fastify's own refusals use the one error shape", () => {
  const signIn = { method: 'POST', url: '/api/account/sign-in' } as const;
  const json = { 'content-type': 'application/json' };
  it.each<{ name: string; request: InjectOptions; status: number; code: string }>([
    {
      name: 'bad percent-encoding in the URL',
      request: { method: 'GET', url: '/api/heroes/%E0%A4%A' },
      status: 400,
      code: 'VALIDATION',
    },
    {
      name: 'an over-long path parameter',
      request: { method: 'GET', url: `/api/account/reset-token/${'a'.repeat(500)}` },
      status: 414,
      code: 'VALIDATION',
    },
    {
      name: 'a body that is not JSON',
      request: { ...signIn, headers: json, payload: '{"email":' },
      status: 400,
      code: 'VALIDATION',
    },
    {
      name: 'a body over the size limit',
      request: { ...signIn, headers: json, payload: JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024) }) },
      status: 413,
      code: 'TOO_LARGE',
    },
    {
      name: 'an unsupported media type',
      request: { ...signIn, headers: { 'content-type': 'text/csv' }, payload: 'a,b' },
      status: 415,
      code: 'UNSUPPORTED_MEDIA',
    },
  ])('$name', async ({ request, status, code }) => {
    expectError(await t.app.inject(request), status, code);
  });
});

describe('comment pages', () => {
  it('refuses page numbers past the cap with a clear message', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/heroes/${heroId}/comments?page=100000` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Comment pages stop at page 1,000');
  });

  it('answers a page past the last one with no items', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/heroes/${heroId}/comments?page=900` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ items: [], total: 0, page: 900, totalPages: 1 });
  });
});

describe('first ratings at once', () => {
  it('two first ratings by one member at the same time both succeed and count once', async () => {
    const rate = (rating: number) =>
      injectAs(t.app, member.cookie, {
        method: 'PUT',
        url: `/api/heroes/${heroId}/rating`,
        payload: { rating },
      });
    const responses = await Promise.all([rate(5), rate(3), rate(4)]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const [hero] = await t.db
      .select({ count: heroes.ratingCount, sum: heroes.ratingSum })
      .from(heroes)
      .where(sql`${heroes.id} = ${heroId}`);
    expect(hero?.count).toBe(1);
    expect([3, 4, 5]).toContain(hero?.sum);
  });
});

describe('first ratings at once (service)', () => {
  it('eight simultaneous first ratings by one member leave one rating and a count of one', async () => {
    const { id } = await buildHero(t.db, { name: 'Race' });
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => rateHero(t.db, id, member.user.id, (i % 5) + 1)),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const [row] = await t.db
      .select({ count: heroes.ratingCount, sum: heroes.ratingSum })
      .from(heroes)
      .where(sql`${heroes.id} = ${id}`);
    const [stored] = await t.db
      .select({ rating: heroRatings.rating })
      .from(heroRatings)
      .where(sql`${heroRatings.heroId} = ${id}`);
    expect(row?.count).toBe(1);
    expect(row?.sum).toBe(stored?.rating);
  });
});

describe('request logs', () => {
  it('keep the route but not reset or verification tokens', () => {
    expect(redactUrl('/api/account/reset-token/abc123')).toBe('/api/account/reset-token/[redacted]');
    expect(redactUrl('/api/auth/verify-email?token=eyJ.x.y&callbackURL=%2F')).toBe(
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2F',
    );
    expect(redactUrl('/reset-password?token=abc&type=recovery')).toBe(
      '/reset-password?token=[redacted]&type=recovery',
    );
  });
});

describe('cross-site writes', () => {
  it('refuses a write without Origin that the browser marks cross-site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-out',
      headers: { 'sec-fetch-site': 'cross-site', cookie: member.cookie },
    });
    expectError(response, 403, 'FORBIDDEN');
  });

  it('accepts same-origin writes without Origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-out',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("Better Auth's own failures", () => {
  it('stay server errors (500) instead of becoming 400s', async () => {
    const email = uniqueEmail('broken');
    await signUp(t.app, email);
    await t.db.execute(sql`alter table "session" rename to "session_away"`);
    try {
      expectError(await attemptSignIn(t.app, { email }), 500, 'INTERNAL');
    } finally {
      await t.db.execute(sql`alter table "session_away" rename to "session"`);
    }
  });
});
