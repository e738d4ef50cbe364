import type { AddressInfo } from 'node:net';
import { GENERIC_MESSAGES } from '@haven/shared/common/errors';
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
import { expectError, injectAs, sendInPieces } from '../test/http.ts';
import { useTestApp } from '../test/test-app.ts';
import { MAX_HEADER_BYTES, MAX_URL_LENGTH, redactUrl, UNSTORABLE_TEXT_MESSAGE } from './edge-input.ts';

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
      name: 'a multipart body sent where no upload is taken',
      request: {
        ...signIn,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--',
      },
      status: 415,
      code: 'UNSUPPORTED_MEDIA',
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
  it('eight simultaneous first ratings by one member leave one rating and a count of one, on every try', async () => {
    // The race is a matter of timing: ten heroes make a miss on any one of them near certain to show.
    for (let round = 0; round < 10; round++) {
      const { id } = await buildHero(t.db, { name: `Race ${round}` });
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
    }
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

describe('an address longer than the server reads, on a listening server', () => {
  // Past the URL limit but within Node's header limit: the request reaches the app, which refuses it.
  const long = 'a'.repeat(20 * 1024);
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });

  const tooLong = GENERIC_MESSAGES.addressTooLong;
  const cases: { name: string; method: string; url: string; message?: string }[] = [
    { name: 'a public read', method: 'GET', url: `/api/heroes?search=${long}`, message: tooLong },
    { name: "the member's own read", method: 'GET', url: `/api/me?tab=${long}`, message: tooLong },
    { name: 'an admin read', method: 'GET', url: `/api/admin/members?search=${long}`, message: tooLong },
    { name: 'a write', method: 'POST', url: `/api/teams?draft=${long}`, message: tooLong },
    { name: 'a web page', method: 'GET', url: `/heroes/${long}`, message: tooLong },
    { name: 'an unknown route', method: 'GET', url: `/api/no-such-route/${long}`, message: tooLong },
    // A single path parameter past its own limit: the router's refusal, also a 414.
    { name: 'one long path parameter', method: 'GET', url: `/api/heroes/${long}` },
  ];
  for (const signedIn of [false, true]) {
    it.each(cases)(
      `answers $name at a 20 KB address with 414 in the one error shape (${signedIn ? 'signed in' : 'signed out'})`,
      async ({ method, url, message }) => {
        const response = await fetch(`http://127.0.0.1:${port}${url}`, {
          method,
          headers: { accept: 'application/json', ...(signedIn ? { cookie: member.cookie } : {}) },
        });
        expect(response.status).toBe(414);
        const body = await response.json();
        expect(body).toEqual({ error: { code: 'VALIDATION', message: message ?? expect.any(String) } });
      },
    );
  }

  it('answers a client that sends the long address in pieces, as over a real network', async () => {
    const answer = await sendInPieces(
      port,
      `GET /api/heroes?search=${long} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${member.cookie}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(414);
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'VALIDATION', message: GENERIC_MESSAGES.addressTooLong },
    });
  });

  it("answers a request past Node's header limit with 431 in the one error shape, read before the connection closes", async () => {
    const huge = 'a'.repeat(MAX_HEADER_BYTES + 10 * 1024);
    const answer = await sendInPieces(
      port,
      `GET /api/heroes?search=${huge} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.socketError).toBeNull();
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'TOO_LARGE', message: GENERIC_MESSAGES.requestTooLarge },
    });
  });

  it('still serves an address just within the limit', async () => {
    const search = 'a'.repeat(50);
    const url = `/api/heroes?search=${search}&pad=${'b'.repeat(MAX_URL_LENGTH - 200)}`;
    expect(url.length).toBeLessThanOrEqual(MAX_URL_LENGTH);
    const response = await fetch(`http://127.0.0.1:${port}${url}`);
    expect(response.status).toBe(200);
  });
});
