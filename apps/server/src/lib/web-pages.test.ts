import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { signUpAndSignIn, signUpSetUpMember } from '../test/factories.ts';
import { useTestApp } from '../test/test-app.ts';
import { standInWebBuild } from '../test/web-build.ts';

/**
 * A stand-in for the built server entry: it asks the API who is signed in, as the app's loaders
 * do, and draws that name, so a test can tell whose page it got, and how many pages it drew.
 * It reads the hero list as its data; its page /shared is drawn once for every member, without asking.
 */
const PAGE_ENTRY = `let renders = 0;
    let slowDraws = 0;
    export const isSharedWithMembers = (path) => new URL(path, 'http://page').pathname === '/shared';
    export async function render({ api, nonce, url, sessionPending }) {
      if (new URL(url).pathname === '/away') return { kind: 'redirect', status: 302, location: '/elsewhere' };
      const me = sessionPending ? { user: { email: 'any member' } } : JSON.parse(await (await api('/api/me', { method: 'GET' })).text());
      const name = me.user ? me.user.email : 'visitor';
      // Its data: the hero list, a read kept in the read cache under the heroes topic.
      await api('/api/heroes', { method: 'GET' });
      // Drawn again slowly, telling when it starts.
      if (new URL(url).pathname === '/slow' && slowDraws++ > 0) {
        globalThis.slowDrawStarted = true;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const filler = new URL(url).pathname === '/long' ? '<p>' + 'Lore '.repeat(2000) + '</p>' : '';
      return { kind: 'page', status: 200, head: '<title>Page</title>',
        body: '<p>Hello ' + name + '</p><p>Drawn ' + ++renders + '</p>' + filler + '<script nonce="' + nonce + '">1</script>', topics: ['heroes'], draws: 1,
        freshUntil: new URL(url).pathname === '/clock' ? Date.now() + 150 : undefined };
    }`;

describe('server-rendered pages', () => {
  const t = useTestApp({ webDistDir: standInWebBuild(PAGE_ENTRY) });

  it("never gives a visitor a member's page, and keeps the member's private", async () => {
    const member = await signUpAndSignIn(t.app);
    const memberPage = await t.app.inject({ url: '/heroes', headers: { cookie: member.cookie } });
    expect(memberPage.statusCode).toBe(200);
    expect(memberPage.body).toContain(`Hello ${member.email}`);
    expect(memberPage.headers['cache-control']).toBe('private, no-store');
    // Never stored, so never revalidated: no ETag is made for it.
    expect(memberPage.headers.etag).toBeUndefined();

    const visitorPage = await t.app.inject({ url: '/heroes' });
    expect(visitorPage.body).toContain('Hello visitor');
    expect(visitorPage.body).not.toContain(member.email);
    expect(visitorPage.headers['cache-control']).toBe('public, no-cache');
  });

  it('draws a page members may share once for all of them, and every other page for each member', async () => {
    const [first, second] = [
      await signUpSetUpMember(t.app, 'sharer_first'),
      await signUpSetUpMember(t.app, 'sharer_second'),
    ];
    const admin = await signUpAndSignIn(t.app, { admin: true });
    const notSetUp = await signUpAndSignIn(t.app);
    const page = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
    const drawnOf = (body: string) => /Drawn (\d+)/.exec(body)?.[1];

    const firstCopy = await page('/shared', first.cookie);
    const secondCopy = await page('/shared', second.cookie);
    expect(firstCopy.body).toContain('Hello any member');
    expect(firstCopy.body).not.toContain(first.email);
    expect(drawnOf(secondCopy.body)).toBe(drawnOf(firstCopy.body));
    // The same for every member, but a member's answer is never kept by a shared cache.
    expect(secondCopy.headers['cache-control']).toBe('private, no-cache');
    expect(secondCopy.headers.etag).toBe(firstCopy.headers.etag);
    const revalidated = await t.app.inject({
      url: '/shared',
      headers: { cookie: second.cookie, 'if-none-match': String(firstCopy.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);

    // A visitor's copy is their own; an admin and a member not yet set up get pages drawn for them.
    expect((await page('/shared')).body).toContain('Hello visitor');
    expect((await page('/shared', admin.cookie)).body).toContain(`Hello ${admin.email}`);
    expect((await page('/shared', notSetUp.cookie)).body).toContain(`Hello ${notSetUp.email}`);
    // Any other page is drawn for the member who asks.
    const own = await page('/teams', first.cookie);
    expect(own.body).toContain(`Hello ${first.email}`);
    expect(own.headers['cache-control']).toBe('private, no-store');
  });

  it("serves a visitor's page from the cache with its ETag and 304, with a fresh nonce on every serve", async () => {
    const nonceOf = (body: string) => /nonce="([^"]+)"/.exec(body)?.[1];
    const first = await t.app.inject({ url: '/guides' });
    const second = await t.app.inject({ url: '/guides' });
    const [firstNonce, secondNonce] = [nonceOf(first.body), nonceOf(second.body)];
    expect(firstNonce).toBeTruthy();
    expect(secondNonce).not.toBe(firstNonce);
    expect(first.headers['content-security-policy']).toContain(`'nonce-${firstNonce}'`);
    expect(second.headers['content-security-policy']).toContain(`'nonce-${secondNonce}'`);
    expect(second.headers.etag).toBe(first.headers.etag);

    // The browser keeps the CSP header that came with its copy, since the 304 names none.
    const again = await t.app.inject({
      url: '/guides',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect(again.headers.vary).toContain('accept-encoding');
  });

  it("tells in every page answer, stored or not, the server's clock from before its data was read", async () => {
    const clockOf = (timing: unknown) => Number(/(?:^|, )clock;desc=(\d+)/.exec(String(timing))?.[1]);
    const member = await signUpAndSignIn(t.app);
    const before = Date.now();
    const memberPage = await t.app.inject({ url: '/teams', headers: { cookie: member.cookie } });
    const drawn = await t.app.inject({ url: '/teams' });
    const stored = await t.app.inject({ url: '/teams' });
    const revalidated = await t.app.inject({
      url: '/teams',
      headers: { 'if-none-match': String(drawn.headers.etag) },
    });
    const after = Date.now();
    expect(revalidated.statusCode).toBe(304);
    for (const answer of [memberPage, drawn, stored, revalidated]) {
      expect(clockOf(answer.headers['server-timing'])).toBeGreaterThanOrEqual(before);
      expect(clockOf(answer.headers['server-timing'])).toBeLessThanOrEqual(after);
    }
    // A stored copy is as current as when it is served: its clock is the serve's.
    expect(clockOf(stored.headers['server-timing'])).toBeGreaterThanOrEqual(
      clockOf(drawn.headers['server-timing']),
    );
    expect(String(drawn.headers['server-timing'])).toMatch(/render;dur=/);
  });

  it("gives those who ask while a stored page is drawn again the copy before it at once, with that copy's clock", async () => {
    const clockOf = (timing: unknown) => Number(/(?:^|, )clock;desc=(\d+)/.exec(String(timing))?.[1]);
    const drawn = (body: string) => /Drawn (\d+)/.exec(body)?.[1];
    const first = await t.app.inject({ url: '/slow' });
    const changedAt = Date.now();
    t.app.readCache?.invalidate({ topic: 'heroes' });
    // The first to ask after the change waits for the page drawn again.
    const redrawn = t.app.inject({ url: '/slow' });
    const started = globalThis as { slowDrawStarted?: boolean };
    while (!started.slowDrawStarted) await new Promise((resolve) => setTimeout(resolve, 5));
    const meanwhile = await t.app.inject({ url: '/slow' });
    expect(drawn(meanwhile.body)).toBe(drawn(first.body));
    // Its clock is from before the change: the page's event stream sends the change once live.
    expect(clockOf(meanwhile.headers['server-timing'])).toBeGreaterThanOrEqual(
      clockOf(first.headers['server-timing']),
    );
    expect(clockOf(meanwhile.headers['server-timing'])).toBeLessThanOrEqual(changedAt);
    const next = await redrawn;
    expect(drawn(next.body)).not.toBe(drawn(first.body));
    expect(clockOf(next.headers['server-timing'])).toBeGreaterThanOrEqual(changedAt);
  });

  it('keeps a visitor page drawn from the clock only until the time its render reported', async () => {
    const drawn = (body: string) => /Drawn (\d+)/.exec(body)?.[1];
    const first = await t.app.inject({ url: '/clock' });
    const again = await t.app.inject({ url: '/clock' });
    expect(drawn(again.body)).toBe(drawn(first.body));
    await new Promise((resolve) => setTimeout(resolve, 250));
    const later = await t.app.inject({ url: '/clock' });
    expect(drawn(later.body)).not.toBe(drawn(first.body));
  });

  it('renders a visitor page again after an event of a topic its data came from', async () => {
    const first = await t.app.inject({ url: '/outfits' });
    t.app.readCache?.invalidate({ topic: 'teams' });
    expect((await t.app.inject({ url: '/outfits' })).headers.etag).toBe(first.headers.etag);
    t.app.readCache?.invalidate({ topic: 'heroes' });
    expect((await t.app.inject({ url: '/outfits' })).headers.etag).not.toBe(first.headers.etag);
  });

  it('sends a page compressed to a browser that accepts it, with a fresh nonce on every serve', async () => {
    const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const nonces = [];
    for (const _serve of [1, 2]) {
      const page = await t.app.inject({ url: '/long', headers });
      expect(page.statusCode).toBe(200);
      // The stored page is kept compressed for gzip, so it goes as gzip even where br is offered.
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(page.headers.vary).toContain('accept-encoding');
      const html = gunzipSync(page.rawPayload).toString('utf8');
      expect(html).toContain('Lore Lore');
      const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
      expect(page.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
      nonces.push(nonce);
    }
    expect(nonces[1]).not.toBe(nonces[0]);
  });

  it('answers the redirects pages ask for', async () => {
    const away = await t.app.inject({ url: '/away' });
    expect(away.statusCode).toBe(302);
    expect(away.headers.location).toBe('/elsewhere');
  });
});
