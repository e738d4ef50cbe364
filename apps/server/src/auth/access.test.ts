import { mkdir } from 'node:fs/promises';
import { GENERIC_MESSAGES } from '@haven/shared/common/errors';
import { TEAM_MESSAGES } from '@haven/shared/teams/messages';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { officialContent, pageContent } from '../db/schema/index.ts';
import { PRIVATE_NO_STORE, PRIVATE_REVALIDATE, PUBLIC_REVALIDATE } from '../lib/cache.ts';
import { buildDatabaseEntry, buildGameMode, buildGuide, buildHero } from '../test/factories.ts';
import { expectError, injectAs, MISSING_ROW_ID } from '../test/http.ts';
import { useMemberAndAdmin, useTestApp } from '../test/test-app.ts';
import { type DeclaredRoute, declaredRoutes, registerRouteAccess } from './access.ts';

const t = useTestApp();
const { member, admin } = useMemberAndAdmin(t);

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Every route of the app (HEAD routes repeat their GET). */
const routes = () => declaredRoutes(t.app).filter((route) => route.method !== 'HEAD');
const named = (route: DeclaredRoute) => `${route.method} ${route.url}`;

/** A request to `route` whose every part is wrong: query values, and a body that is not JSON. */
function malformedRequest(route: DeclaredRoute, cookie?: string) {
  const url = `${route.url.replace(/:\w+/g, SOME_ID)}?page=-1&limit=lots&status=none`;
  const body = WRITES.includes(route.method)
    ? { headers: { 'content-type': 'application/json' }, payload: '{"name":' }
    : { headers: {} };
  return t.app.inject({
    method: route.method,
    url,
    ...body,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}

/** The routes whose answer is not `status` with the error code and message expected. */
async function sweep(
  selected: DeclaredRoute[],
  cookie: string | undefined,
  expected: (route: DeclaredRoute) => { status: number; code: string; message: string },
) {
  const wrong: string[] = [];
  for (const route of selected) {
    const response: LightMyRequestResponse = await malformedRequest(route, cookie);
    const { status, code, message } = expected(route);
    const error = response.json().error;
    if (response.statusCode !== status || error?.code !== code || error?.message !== message) {
      wrong.push(`${named(route)}: ${response.statusCode} ${response.body}`);
    }
  }
  return wrong;
}

describe('who may call a route is decided before what they sent is read', () => {
  it("refuses a visitor's empty team with the sign-in message, not the form's", async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/teams', payload: {} });
    expectError(response, 401, 'UNAUTHENTICATED', TEAM_MESSAGES.signIn);
  });

  it("refuses a visitor's body that is not JSON with 401, not 400", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expectError(response, 401, 'UNAUTHENTICATED', TEAM_MESSAGES.signIn);
  });

  it("refuses a member's malformed admin edit with 403, not field messages", async () => {
    const response = await injectAs(t.app, member.cookie, {
      method: 'POST',
      url: '/api/admin/heroes',
      payload: { name: '' },
    });
    expectError(response, 403, 'FORBIDDEN', GENERIC_MESSAGES.adminOnly);
  });

  it("refuses a visitor's malformed query to a member's list with 401", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/me/notifications?limit=lots' });
    expectError(response, 401, 'UNAUTHENTICATED');
  });

  it('still checks what a member sent once they may call the route', async () => {
    const response = await injectAs(t.app, member.cookie, { method: 'POST', url: '/api/teams', payload: {} });
    expectError(response, 400, 'VALIDATION');
  });

  it("answers every route that needs a member with 401 and its sign-in message to a visitor's malformed request", async () => {
    const needMember = routes().filter((route) => route.access?.role === 'member');
    expect(needMember.length).toBeGreaterThan(30);
    const wrong = await sweep(needMember, undefined, (route) => ({
      status: 401,
      code: 'UNAUTHENTICATED',
      message:
        (route.access?.role === 'member' ? route.access.message : undefined) ??
        GENERIC_MESSAGES.signInRequired,
    }));
    expect(wrong).toEqual([]);
  });

  it("answers every admin route with 401 to a visitor's and 403 to a member's malformed request", async () => {
    const adminOnly = routes().filter((route) => route.access?.role === 'admin');
    expect(adminOnly.length).toBeGreaterThan(30);
    const signedOut = await sweep(adminOnly, undefined, () => ({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: GENERIC_MESSAGES.signInRequired,
    }));
    const asMember = await sweep(adminOnly, member.cookie, () => ({
      status: 403,
      code: 'FORBIDDEN',
      message: GENERIC_MESSAGES.adminOnly,
    }));
    expect([...signedOut, ...asMember]).toEqual([]);
  });

  it("lets admins through every admin route's policy", () => {
    const admin = { id: 'admin-id', isAdmin: true };
    const shut = routes().filter((route) => route.access?.role === 'admin' && !route.access.policy(admin));
    expect(shut.map(named)).toEqual([]);
  });

  it('puts every /api/admin route behind admin access', () => {
    const undeclared = routes().filter(
      (route) => route.url.startsWith('/api/admin/') && route.access?.role !== 'admin',
    );
    expect(undeclared.map(named)).toEqual([]);
  });
});

describe('every write says who may call it', () => {
  it('leaves to visitors only signing up and in, signing out, a password reset and counting a guide view', () => {
    const writes = routes().filter((route) => WRITES.includes(route.method));
    expect(writes.filter((route) => !route.access).map(named)).toEqual([]);
    expect(
      writes
        .filter((route) => route.access?.role === 'anyone')
        .map(named)
        .sort(),
    ).toEqual([
      'POST /api/account/forgot-password',
      'POST /api/account/reset-password',
      'POST /api/account/sign-in',
      'POST /api/account/sign-out',
      'POST /api/account/sign-up',
      'POST /api/guides/:guideId/views',
    ]);
  });

  it('stops the app from starting when a write declares no access', async () => {
    const app = Fastify();
    registerRouteAccess(app);
    app.register(async (plugin) => {
      plugin.post('/api/undeclared', async () => ({ ok: true }));
    });
    await expect(app.ready()).rejects.toThrow('POST /api/undeclared declares no access');
    await app.close();
  });
});

describe('answers for a member or an admin are kept by no cache', () => {
  /** A URL of each read that needs a member or an admin, which answers an admin 200. */
  async function readsAnsweringAdmin(): Promise<Record<string, string>> {
    const guide = await buildGuide(t.db, { authorId: admin.user.id });
    const entry = await buildDatabaseEntry(t.db);
    await mkdir(t.config.outfitsDir, { recursive: true });
    const scan = await injectAs(t.app, admin.cookie, { method: 'POST', url: '/api/admin/outfits/scans' });
    const mode = await buildGameMode(t.db);
    const hero = await buildHero(t.db);
    const [page] = await t.db
      .insert(pageContent)
      .values({ slug: `about-access-${process.pid}`, title: 'About', content: '' })
      .returning({ id: pageContent.id });
    if (!page) throw new Error('no page');
    const [post] = await t.db
      .insert(officialContent)
      .values({ type: 'news', title: 'Access', slug: `access-${process.pid}`, description: 'Access.' })
      .returning({ id: officialContent.id });
    if (!post) throw new Error('no post');
    return {
      '/api/me/collection': '/api/me/collection',
      '/api/me/collection/export': '/api/me/collection/export?format=csv',
      '/api/me/collection/heroes/:heroId': `/api/me/collection/heroes/${MISSING_ROW_ID}`,
      '/api/me/collection/owned': '/api/me/collection/owned',
      '/api/me/heroes': '/api/me/heroes',
      '/api/me/heroes/picker': '/api/me/heroes/picker',
      '/api/me/tier-list': `/api/me/tier-list?mode=${mode.slug}`,
      '/api/me/teams': '/api/me/teams',
      '/api/me/game-team': '/api/me/game-team',
      '/api/me/summons': '/api/me/summons',
      '/api/me/teams/buildable': '/api/me/teams/buildable',
      '/api/me/summons/export': '/api/me/summons/export',
      '/api/me/summons/pity': '/api/me/summons/pity',
      '/api/me/summons/settings': '/api/me/summons/settings',
      '/api/me/favorite-outfit': '/api/me/favorite-outfit',
      '/api/me/notifications': '/api/me/notifications',
      '/api/me/notifications/count': '/api/me/notifications/count',
      '/api/me/friends/:memberId': `/api/me/friends/${member.user.id}`,
      '/api/profiles/:profileId/friends': `/api/profiles/${member.user.id}/friends`,
      '/api/profiles/:profileId/comments': `/api/profiles/${member.user.id}/comments`,
      '/api/guides/:slug/unpublished': `/api/guides/${guide.slug}/unpublished`,
      '/api/admin/guides': '/api/admin/guides',
      '/api/admin/heroes/:heroId/translations': `/api/admin/heroes/${hero.id}/translations`,
      '/api/admin/banners': '/api/admin/banners',
      '/api/admin/members': '/api/admin/members',
      '/api/admin/contact-messages': '/api/admin/contact-messages',
      '/api/admin/database': '/api/admin/database',
      '/api/admin/database/:entryId': `/api/admin/database/${entry.id}`,
      '/api/admin/database/:entryId/translations': `/api/admin/database/${entry.id}/translations`,
      '/api/admin/official-content/:type': '/api/admin/official-content/news',
      '/api/admin/official-content/:contentId/translations': `/api/admin/official-content/${post.id}/translations`,
      '/api/admin/outfits': '/api/admin/outfits',
      '/api/admin/outfits/scans/:scanId': `/api/admin/outfits/scans/${scan.json().id}`,
      '/api/admin/pages': '/api/admin/pages',
      '/api/admin/pages/:pageId/translations': `/api/admin/pages/${page.id}/translations`,
      '/api/admin/redeem-codes': '/api/admin/redeem-codes',
      '/api/admin/moderation-log': '/api/admin/moderation-log',
      '/api/admin/reports': '/api/admin/reports',
      '/api/admin/reports/count': '/api/admin/reports/count',
      '/api/me/account': '/api/me/account',
      '/api/me/account/data': '/api/me/account/data',
      '/api/me/blocks': '/api/me/blocks',
      '/api/me/blocks/ids': '/api/me/blocks/ids',
    };
  }

  it('answers every read that needs a member or an admin with private, no-store (or, for a member-only read served by the read cache, private, no-cache)', async () => {
    const reads = declaredRoutes(t.app).filter(
      (route) =>
        route.method === 'GET' && (route.access?.role === 'member' || route.access?.role === 'admin'),
    );
    const urls = await readsAnsweringAdmin();
    expect(reads.map((route) => route.url).sort()).toEqual(Object.keys(urls).sort());
    const wrong: string[] = [];
    for (const route of reads) {
      const response = await injectAs(t.app, admin.cookie, { method: 'GET', url: urls[route.url] });
      const expected = route.config.cache?.personalise ? PRIVATE_REVALIDATE : PRIVATE_NO_STORE;
      if (response.statusCode !== 200 || response.headers['cache-control'] !== expected) {
        wrong.push(`${route.url}: ${response.statusCode} ${response.headers['cache-control']}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(['/api/me', '/api/me/favorite-outfit', '/api/me/game-team', '/api/admin/members'])(
    'GET %s says private, no-store to a member or admin',
    async (url) => {
      const response = await injectAs(t.app, admin.cookie, { method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    },
  );

  it("keeps a visitor's GET /api/me out of every cache too: it is who is asking", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(response.json()).toEqual({ user: null });
    expect(response.headers['cache-control']).toBe(PRIVATE_NO_STORE);
  });

  it('leaves public reads public', async () => {
    const hero = await buildHero(t.db);
    const response = await injectAs(t.app, member.cookie, { method: 'GET', url: `/api/heroes/${hero.slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PUBLIC_REVALIDATE);
  });
});
