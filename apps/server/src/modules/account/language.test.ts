import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index.ts';
import { signIn, signUpAndSignIn } from '../../test/factories.ts';
import { expectError } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';
import { standInWebBuild } from '../../test/web-build.ts';

/** A stand-in server entry drawing the language it was asked to offer. */
const PAGE_ENTRY = `export async function render({ offer, url }) {
      return { kind: 'page', status: 200, head: '<title>Page</title>', language: 'en',
        body: '<p>Offer ' + (offer ?? 'none') + ' on ' + new URL(url).pathname + '</p>', topics: ['heroes'], draws: 1 };
    }`;

const t = useTestApp({ webDistDir: standInWebBuild(PAGE_ENTRY) });

const CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const SPANISH = { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5', 'user-agent': CHROME };

const languageOf = async (memberId: string) =>
  (await t.app.db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, memberId)))[0]
    ?.language;

describe("a member's site language", () => {
  it('is kept with their profile', async () => {
    const ana = await signUpAndSignIn(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/me/account/language',
      headers: { cookie: ana.cookie },
      payload: { language: 'pt-BR' },
    });
    expect(response.json()).toEqual({ ok: true });
    expect(await languageOf(ana.user.id)).toBe('pt-BR');
  });

  it('refuses a language the site does not have, and writes nothing', async () => {
    const ana = await signUpAndSignIn(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/me/account/language',
      headers: { cookie: ana.cookie },
      payload: { language: 'klingon' },
    });
    expectError(response, 400, 'VALIDATION');
    expect(response.json().error.fields).toEqual({ language: "Choose one of the site's languages" });
    expect(await languageOf(ana.user.id)).toBeNull();
  });

  it('refuses a visitor', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/me/account/language',
      payload: { language: 'es' },
    });
    expectError(response, 401, 'UNAUTHENTICATED', 'Please sign in to manage your account');
  });
});

describe('the language of a page', () => {
  it("remembers a switcher's choice in a cookie and with a member's profile, then leaves the address clean", async () => {
    const ana = await signUpAndSignIn(t.app);
    const response = await t.app.inject({
      url: '/es/heroes?class=Guard&lang=es',
      headers: { cookie: ana.cookie },
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/es/heroes?class=Guard');
    expect(String(response.headers['set-cookie'])).toMatch(/^lang=es; Path=\/; Max-Age=\d+; SameSite=Lax/);
    expect(await languageOf(ana.user.id)).toBe('es');
  });

  it('sends a person who chose Spanish from an English address to the Spanish one', async () => {
    const response = await t.app.inject({ url: '/heroes?page=2', headers: { cookie: 'lang=es' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/es/heroes?page=2');
  });

  it('sends a member by the language on their profile on a browser without the cookie', async () => {
    const ana = await signUpAndSignIn(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/account/language',
      headers: { cookie: ana.cookie },
      payload: { language: 'pt-BR' },
    });
    // Another device: a new session.
    const { cookie } = await signIn(t.app, ana.email);
    const response = await t.app.inject({ url: '/heroes', headers: { cookie } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/pt-br/heroes');
  });

  it("stops offering a language to a member's sessions already open once they answer it", async () => {
    const ana = await signUpAndSignIn(t.app);
    const headers = { ...SPANISH, cookie: ana.cookie };
    expect((await t.app.inject({ url: '/guides', headers })).body).toContain('Offer es on /guides');
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/account/language',
      headers: { cookie: ana.cookie },
      payload: { language: 'en' },
    });
    expect((await t.app.inject({ url: '/guides', headers })).body).toContain('Offer none on /guides');
  });

  it('offers a first visit from a Spanish browser the Spanish site, stored apart from the plain page', async () => {
    const offered = await t.app.inject({ url: '/guides', headers: SPANISH });
    expect(offered.statusCode).toBe(200);
    expect(offered.body).toContain('Offer es on /guides');
    expect(offered.headers.vary).toContain('accept-language');

    const plain = await t.app.inject({ url: '/guides', headers: { 'user-agent': CHROME } });
    expect(plain.body).toContain('Offer none on /guides');
  });

  it('never offers nor sends a crawler anywhere', async () => {
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    const page = await t.app.inject({
      url: '/outfits',
      headers: { 'accept-language': 'es', 'user-agent': googlebot, cookie: 'lang=es' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Offer none on /outfits');
  });
});
