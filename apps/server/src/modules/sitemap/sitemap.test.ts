import { describe, expect, it } from 'vitest';
import { buildHero } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

describe('sitemaps', () => {
  const t = useTestApp();

  it('robots.txt names the sitemap index, which lists one sitemap per kind of page', async () => {
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
    const index = await t.app.inject({ url: '/sitemap.xml' });
    expect(index.headers['content-type']).toContain('application/xml');
    for (const kind of ['pages', 'heroes', 'guides', 'outfits', 'teams', 'official', 'database'])
      expect(index.body).toContain(`/sitemaps/${kind}.xml</loc>`);
  });

  it("lists every hero, and a new hero once the heroes' event has made the cached sitemap stale", async () => {
    const hero = await buildHero(t.app.db);
    const first = await t.app.inject({ url: '/sitemaps/heroes.xml' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(`/heroes/${hero.slug}</loc>`);
    const again = await t.app.inject({
      url: '/sitemaps/heroes.xml',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const another = await buildHero(t.app.db);
    t.app.readCache?.invalidate({ topic: 'heroes' });
    expect((await t.app.inject({ url: '/sitemaps/heroes.xml' })).body).toContain(
      `/heroes/${another.slug}</loc>`,
    );
  });

  it('lists the static pages and refuses an unknown kind', async () => {
    const pages = await t.app.inject({ url: '/sitemaps/pages.xml' });
    expect(pages.body).toContain('/heroes</loc>');
    // Every page in each language, naming its alternates.
    expect(pages.body).toContain('/es/heroes</loc>');
    expect(pages.body).toContain('/pt-br/heroes</loc>');
    expect(pages.body).toMatch(/hreflang="es" href="[^"]*\/es\/heroes"/);
    expect(pages.body).toMatch(/hreflang="x-default" href="[^"]*\/heroes"/);
    expect(pages.body).toContain('/database/relics</loc>');
    expect((await t.app.inject({ url: '/sitemaps/nothing.xml' })).statusCode).toBe(400);
  });
});
