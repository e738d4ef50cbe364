import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildHero, buildHeroComment } from '../test/factories.ts';
import { useMemberAndAdmin, useTestApp } from '../test/test-app.ts';

const t = useTestApp();
const { member, admin } = useMemberAndAdmin(t);

/** A page request as the renderer has it: its cookie, its server and its log. */
const pageRequest = (cookie?: string) =>
  ({ headers: cookie ? { cookie } : {}, server: t.app, log: t.app.log }) as unknown as FastifyRequest;

/** What a browser's request to `url` gets: status and body. */
async function overHttp(url: string, cookie?: string) {
  const answer = await t.app.inject({
    url,
    headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
  });
  return { status: answer.statusCode, body: answer.statusCode === 304 ? '' : answer.body };
}

describe("a rendered page's in-process reads answer as the API answers a browser", () => {
  it('gives visitors, members and admins the same status and body for public, personalised, member and admin reads', async () => {
    const hero = await buildHero(t.db, { name: 'Inprocess Vale' });
    await buildHeroComment(t.db, { heroId: hero.id, userId: member.user.id, content: 'Holds the line.' });
    const urls = [
      '/api/me',
      '/api/heroes?page=1',
      `/api/heroes/${hero.slug}`,
      `/api/heroes/${hero.slug}?lang=es`,
      `/api/heroes/${hero.id}/rating`,
      `/api/heroes/${hero.id}/comments?sort=useful`,
      '/api/me/game-team',
      '/api/me/notifications/count',
      '/api/admin/members',
      '/api/heroes/no-such-hero',
      '/api/heroes?page=-1',
    ];
    for (const [who, cookie] of [
      ['visitor', undefined],
      ['member', member.cookie],
      ['admin', admin.cookie],
    ] as const) {
      const read = t.app.inProcessRead(pageRequest(cookie), cookie === undefined);
      const leftToHttp: string[] = [];
      for (const url of urls) {
        const http = await overHttp(url, cookie);
        const direct = await read(url);
        if (!direct) leftToHttp.push(url);
        else expect({ status: direct.status, body: direct.body }, `${who} ${url}`).toEqual(http);
      }
      expect(leftToHttp, who).toEqual(['/api/heroes?page=-1']);
    }
  });

  it("refuses a member-only read to a visitor's page and an admin read to a member's, as the API does", async () => {
    const asVisitor = await t.app.inProcessRead(pageRequest(member.cookie), true)('/api/me/game-team');
    expect(asVisitor?.status).toBe(401);
    const asMember = await t.app.inProcessRead(pageRequest(member.cookie), false)('/api/admin/members');
    expect(asMember?.status).toBe(403);
  });

  it("tells a public cached read, the same for every reader, from one with the viewer's own part", async () => {
    const hero = await buildHero(t.db, { name: 'Inprocess Shared' });
    const read = t.app.inProcessRead(pageRequest(), true);
    const sameForEveryone = async (url: string) => (await read(url))?.sameForEveryone;
    expect(await sameForEveryone(`/api/heroes/${hero.slug}`)).toBe(true);
    expect(await sameForEveryone('/api/heroes/no-such-hero')).toBe(true);
    // Each member's own rating and votes are added to these.
    expect(await sameForEveryone(`/api/heroes/${hero.id}/rating`)).toBe(false);
    expect(await sameForEveryone(`/api/heroes/${hero.id}/comments?sort=useful`)).toBe(false);
    expect(await sameForEveryone('/api/me')).toBe(false);
    expect(await sameForEveryone('/api/me/game-team')).toBe(false);
  });

  it('tells what a kept answer goes stale with once it is known: a hero read by its slug, with its own ratings only', async () => {
    const [hero, other] = [
      await buildHero(t.db, { name: 'Inprocess Rated' }),
      await buildHero(t.db, { name: 'Inprocess Elsewhere' }),
    ];
    const read = t.app.inProcessRead(pageRequest(), true);
    const cache = t.app.readCache;
    if (!cache) throw new Error('the read cache is on in tests');
    const url = `/api/heroes/${hero.slug}`;
    const dependsOn = (await read(url))?.dependsOn;
    expect(dependsOn).toContainEqual({ topics: [REALTIME_TOPICS.heroRatings], id: hero.id });
    // A page drawn from it is kept through another hero's rating, and goes stale with its own.
    const page = { body: '', etag: '"page"', value: undefined, dependsOn: dependsOn ?? [] };
    let draws = 0;
    const drawPage = () =>
      cache.readComputed(`page of ${url}`, async () => ({ ...page, etag: `"${++draws}"` }));
    await drawPage();
    cache.invalidate({ topic: REALTIME_TOPICS.heroRatings, id: other.id });
    expect((await drawPage()).etag).toBe('"1"');
    cache.invalidate({ topic: REALTIME_TOPICS.heroRatings, id: hero.id });
    expect((await drawPage()).etag).toBe('"2"');
    // A refusal names what its address does.
    expect((await read('/api/heroes/no-such-hero'))?.dependsOn).toContainEqual(
      expect.objectContaining({ anyIdTopics: expect.arrayContaining([REALTIME_TOPICS.heroRatings]) }),
    );
  });

  it('leaves a miss and an input its schema refuses to the full pipeline', async () => {
    const read = t.app.inProcessRead(pageRequest(), true);
    expect(await read('/api/no-such-route')).toBeNull();
    expect(await read('/api/heroes?page=-1')).toBeNull();
  });
});
