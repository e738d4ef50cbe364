import zlib, { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { heroes } from '../db/schema/index.ts';
import { signUpAndSignIn, type TestMember } from '../test/factories.ts';
import { useTestApp } from '../test/test-app.ts';
import { type CachedAnswer, ReadCache } from './read-cache.ts';

const answer = (body: string): CachedAnswer => ({ body, etag: `"${body}"`, value: undefined });

describe('ReadCache', () => {
  it('computes concurrent misses for one key once', async () => {
    const cache = new ReadCache(1024 * 1024);
    let runs = 0;
    const compute = async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 20));
      return answer('a');
    };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => cache.read('k', ['t'], undefined, compute)),
    );
    expect(runs).toBe(1);
    expect(results.every((r) => r.body === 'a')).toBe(true);
    await cache.read('k', ['t'], undefined, compute);
    expect(runs).toBe(1);
  });

  it('never serves an answer whose computation started before an event about it', async () => {
    const cache = new ReadCache(1024 * 1024);
    let release: () => void = () => {};
    const slow = cache.read('k', ['t'], 'x', () => new Promise((r) => (release = () => r(answer('old')))));
    cache.invalidate({ topic: 't', id: 'x' });
    // A read after the event does not join the computation that began before it...
    const fresh = cache.read('k', ['t'], 'x', async () => answer('new'));
    release();
    expect((await slow).body).toBe('old');
    expect((await fresh).body).toBe('new');
    // ...and the old answer, stored late, is not served either.
    expect((await cache.read('k', ['t'], 'x', async () => answer('newer'))).body).toMatch(/new/);
  });

  it('goes stale only on events about its own id, or on events of its topic without an id', async () => {
    const cache = new ReadCache(1024 * 1024);
    let runs = 0;
    const compute = async () => answer(String(++runs));
    await cache.read('a', ['t'], 'a', compute);
    cache.invalidate({ topic: 't', id: 'b' });
    cache.invalidate({ topic: 'other' });
    expect((await cache.read('a', ['t'], 'a', compute)).body).toBe('1');
    cache.invalidate({ topic: 't' });
    expect((await cache.read('a', ['t'], 'a', compute)).body).toBe('2');
  });

  it('keeps within its byte budget, dropping the least recently used', async () => {
    const cache = new ReadCache(10_000);
    for (let i = 0; i < 50; i++)
      await cache.read(`k${i}`, ['t'], undefined, async () => answer('x'.repeat(500)));
    expect(cache.stats.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.stats.entries).toBeLessThan(50);
  });
});

describe('cached public reads', () => {
  const t = useTestApp();
  let member: TestMember;
  let other: TestMember;
  let heroId: string;
  let slug: string;

  beforeAll(async () => {
    [member, other] = [await signUpAndSignIn(t.app), await signUpAndSignIn(t.app)];
    const admin = await signUpAndSignIn(t.app, { admin: true });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/heroes',
      headers: { cookie: admin.cookie },
      payload: { name: 'Cache Keeper' },
    });
    heroId = created.json().id;
    slug = created.json().slug;
  });

  it('answers a repeat from memory and a matching If-None-Match with 304, without a query', async () => {
    const first = await t.app.inject({ url: '/api/heroes?page=1' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    const select = vi.spyOn(t.db, 'select');
    try {
      const again = await t.app.inject({ url: '/api/heroes?page=1' });
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, no-cache');
      const conditional = await t.app.inject({ url: '/api/heroes', headers: { 'if-none-match': etag } });
      expect(conditional.statusCode).toBe(304);
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
  });

  it('sends the answer compressed as the browser asks, compressing it once rather than at every serve', async () => {
    const plain = await t.app.inject({ url: '/api/statistics' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const gzip = vi.spyOn(zlib, 'gzipSync');
    try {
      // A short answer goes in gzip, as small as brotli's and cheaper to make.
      const asked = { 'accept-encoding': 'gzip, deflate, br, zstd' };
      const first = await t.app.inject({ url: '/api/statistics', headers: asked });
      const again = await t.app.inject({ url: '/api/statistics', headers: asked });
      expect(first.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(first.rawPayload).toString()).toBe(plain.body);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(gzip).toHaveBeenCalledTimes(1);
    } finally {
      gzip.mockRestore();
    }
    const brotli = await t.app.inject({ url: '/api/statistics', headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    // Same answer, same ETag, whatever its coding.
    expect(brotli.headers.etag).toBe(plain.headers.etag);
  });

  it('shows a write to its writer on the very next read', async () => {
    const url = `/api/heroes/${heroId}/comments?sort=recent`;
    expect((await t.app.inject({ url, headers: { cookie: member.cookie } })).json().total).toBe(0);
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/heroes/${heroId}/comments`,
      headers: { cookie: member.cookie },
      payload: { content: 'Fresh at once' },
    });
    expect(posted.statusCode).toBe(201);
    const after = await t.app.inject({ url, headers: { cookie: member.cookie } });
    expect(after.json().items.map((c: { content: string }) => c.content)).toEqual(['Fresh at once']);

    await t.app.inject({ url: `/api/heroes/${slug}` });
    await t.app.inject({
      method: 'PUT',
      url: `/api/heroes/${heroId}/rating`,
      headers: { cookie: member.cookie },
      payload: { rating: 4 },
    });
    expect((await t.app.inject({ url: `/api/heroes/${slug}` })).json()).toMatchObject({
      totalRatings: 1,
      averageRating: 4,
    });
    const summary = await t.app.inject({
      url: `/api/heroes/${heroId}/rating`,
      headers: { cookie: member.cookie },
    });
    expect(summary.json()).toMatchObject({ totalRatings: 1, myRating: 4 });
  });

  it('shares the public comment page but gives each member only their own votes and rating', async () => {
    const url = `/api/heroes/${heroId}/comments?sort=useful`;
    const [comment] = (await t.app.inject({ url })).json().items;
    await t.app.inject({
      method: 'PUT',
      url: `/api/hero-comments/${comment.id}/vote`,
      headers: { cookie: member.cookie },
      payload: { voteType: 'up' },
    });
    const mine = (await t.app.inject({ url, headers: { cookie: member.cookie } })).json();
    const theirs = (await t.app.inject({ url, headers: { cookie: other.cookie } })).json();
    const visitor = await t.app.inject({ url });
    expect(mine.items[0]).toMatchObject({ votesUp: 1, userVote: 'up' });
    expect(theirs.items[0]).toMatchObject({ votesUp: 1, userVote: null });
    expect(visitor.json().items[0]).toMatchObject({ votesUp: 1, userVote: null });
    expect(visitor.headers['cache-control']).toBe('private, no-cache');
    const rating = (
      await t.app.inject({ url: `/api/heroes/${heroId}/rating`, headers: { cookie: other.cookie } })
    ).json();
    expect(rating).toMatchObject({ totalRatings: 1, myRating: null });
  });

  it("keeps a hero's page through other heroes' ratings, and shows its own new rating at once", async () => {
    const [otherHero] = await t.db
      .insert(heroes)
      .values({
        name: 'Rated Elsewhere',
        slug: 'rated-elsewhere',
        class: 'Guard',
        rarity: 'SR',
        roles: ['Tank'],
      })
      .returning();
    const rater = await signUpAndSignIn(t.app);
    const rate = (id: string | undefined, rating: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/heroes/${id}/rating`,
        headers: { cookie: rater.cookie },
        payload: { rating },
      });
    const page = `/api/heroes/${slug}`;
    const before = (await t.app.inject({ url: page })).json();
    expect((await rate(otherHero?.id, 2)).statusCode).toBe(200);
    const select = vi.spyOn(t.db, 'select');
    try {
      expect((await t.app.inject({ url: page })).json()).toEqual(before);
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
    const summary = (await rate(heroId, 1)).json();
    const after = (await t.app.inject({ url: page })).json();
    expect(after.totalRatings).toBe(before.totalRatings + 1);
    expect(after).toMatchObject({ averageRating: summary.averageRating, totalRatings: summary.totalRatings });
  });

  it('keeps other heroes’ comment pages when one hero’s comments change', async () => {
    const [otherHero] = await t.db
      .insert(heroes)
      .values({ name: 'Quiet One', slug: 'quiet-one', class: 'Guard', rarity: 'SR', roles: ['Tank'] })
      .returning();
    const url = `/api/heroes/${otherHero?.id}/comments?sort=recent`;
    await t.app.inject({ url });
    const before = t.app.readCache?.stats.entries ?? 0;
    await t.app.inject({
      method: 'POST',
      url: `/api/heroes/${heroId}/comments`,
      headers: { cookie: member.cookie },
      payload: { content: 'Only this hero' },
    });
    const select = vi.spyOn(t.db, 'select');
    try {
      await t.app.inject({ url });
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
    expect(t.app.readCache?.stats.entries).toBe(before);
  });
});

describe('ReadCache for answers whose dependencies are known once computed', () => {
  it('keeps the answer until an event of a topic it reported', async () => {
    const cache = new ReadCache(1024 * 1024);
    let runs = 0;
    const compute = async () => ({
      ...answer(String(++runs)),
      dependsOn: [{ topics: ['heroes', 'guides'] }],
    });
    expect((await cache.readComputed('page /', compute)).body).toBe('1');
    cache.invalidate({ topic: 'teams' });
    expect((await cache.readComputed('page /', compute)).body).toBe('1');
    cache.invalidate({ topic: 'guides', id: 'g1' });
    expect((await cache.readComputed('page /', compute)).body).toBe('2');
  });

  it('keeps an answer made of reads about one thing until an event about that thing, or one any read of it names', async () => {
    const cache = new ReadCache(1024 * 1024);
    let runs = 0;
    const compute = async () => ({
      ...answer(String(++runs)),
      dependsOn: [
        { topics: ['heroes'], id: 'h1' },
        { topics: ['hero-comments'], id: 'h1', anyIdTopics: ['outfits'] },
      ],
    });
    const read = async () => (await cache.readComputed('page /heroes/h1', compute)).body;
    expect(await read()).toBe('1');
    cache.invalidate({ topic: 'heroes', id: 'h2' });
    cache.invalidate({ topic: 'hero-comments', id: 'h2' });
    expect(await read()).toBe('1');
    cache.invalidate({ topic: 'hero-comments', id: 'h1' });
    expect(await read()).toBe('2');
    cache.invalidate({ topic: 'outfits', id: 'o1' });
    expect(await read()).toBe('3');
    cache.invalidate({ topic: 'heroes' });
    expect(await read()).toBe('4');
  });

  it('gives reads that come while a stale answer is computed again the one before it, marked stale, without waiting', async () => {
    const cache = new ReadCache(1024 * 1024);
    let runs = 0;
    let finish = () => {};
    const compute = async () => {
      runs += 1;
      if (runs === 2) await new Promise<void>((resolve) => (finish = resolve));
      return { ...answer(String(runs)), dependsOn: [{ topics: ['heroes'] }] };
    };
    const options = { previousWhileComputing: true };
    expect((await cache.readComputed('page /heroes', compute, options)).body).toBe('1');
    cache.invalidate({ topic: 'heroes' });
    // The first read after the event waits for the new answer; those meanwhile get the one before.
    const first = cache.readComputed('page /heroes', compute, options);
    const meanwhile = await cache.readComputed('page /heroes', compute, options);
    expect([meanwhile.body, meanwhile.stale]).toEqual(['1', true]);
    finish();
    expect((await first).body).toBe('2');
    const after = await cache.readComputed('page /heroes', compute, options);
    expect([after.body, after.stale]).toEqual(['2', undefined]);
    expect(runs).toBe(2);
  });

  it('keeps an answer drawn from the clock only until the time it reported', async () => {
    const cache = new ReadCache(1024 * 1024);
    let runs = 0;
    const compute = async () => ({ ...answer(String(++runs)), dependsOn: [], freshUntil: Date.now() + 60 });
    expect((await cache.readComputed('page /flash-events', compute)).body).toBe('1');
    expect((await cache.readComputed('page /flash-events', compute)).body).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await cache.readComputed('page /flash-events', compute)).body).toBe('2');
  });
});
