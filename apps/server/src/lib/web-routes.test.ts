import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  heroFormerSlugs,
  heroReviews,
  heroSpecialities,
  heroTiers,
  heroTranslations,
  profiles,
  specialities,
  tierHistory,
  tierListChanges,
} from '../db/schema/index.ts';
import { HERO_TEXTS } from '../db/seed/content/hero-translations.ts';
import { HEROES } from '../db/seed/content/heroes.ts';
import {
  buildCommunityComment,
  buildDatabaseEntry,
  buildGameMode,
  buildGuide,
  buildHero,
  buildHeroComment,
  buildMember,
  buildOfficialContent,
  buildOutfit,
  buildTeam,
  signUpAndSignIn,
  signUpSetUpMember,
} from '../test/factories.ts';
import { TEST_PUBLIC_URL, useTestApp } from '../test/test-app.ts';
import { buildWebApp } from '../test/web-build.ts';

const web = buildWebApp();
const t = useTestApp({ webDistDir: web.distDir });
afterAll(() => web.remove());

/** What a page tells search engines and chat apps: its head tags, counted, and its structured data. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta: Record<string, string[]> = {};
  for (const [, key, value] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\/?>/g)) {
    const values = meta[key as string] ?? [];
    values.push((value as string).replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
    meta[key as string] = values;
  }
  const scripts = [
    ...html.matchAll(/<script type="application\/ld\+json" nonce="([^"]*)">([^<]*)<\/script>/g),
  ];
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    canonicals: [...head.matchAll(/<link rel="canonical" href="([^"]+)"\/?>/g)].map((m) => m[1]),
    meta,
    nonces: scripts.map((m) => m[1]),
    structured: scripts.flatMap((m) => [JSON.parse(m[2] as string)].flat()) as Record<string, unknown>[],
  };
}

/** Reads a page as a visitor and checks it names itself once, with its own canonical address. */
async function readPage(url: string, status = 200) {
  const page = await t.app.inject({ url });
  expect(page.statusCode, url).toBe(status);
  const head = headOf(page.body);
  expect(head.titles, url).toHaveLength(1);
  expect(head.meta.description, url).toHaveLength(1);
  expect(head.canonicals, url).toHaveLength(1);
  for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'twitter:card']) {
    expect(head.meta[key], `${url} ${key}`).toHaveLength(1);
  }
  return { body: page.body, csp: String(page.headers['content-security-policy']), ...head };
}

const typeOf = (structured: Record<string, unknown>[], type: string) =>
  structured.find((data) => data['@type'] === type) as Record<string, unknown> | undefined;

let fixtures: Awaited<ReturnType<typeof seed>>;
async function seed() {
  const authorId = await buildMember(t.db, { username: 'quill_writer', biography: 'Writes about shields.' });
  const hero = await buildHero(t.db, {
    name: 'Aster Vale',
    imageUrl: '/media/aster.webp',
    skills: [
      { name: 'Dawnward Ward', description: 'Raises a shield of light.', type: 'Active', cooldown: 8 },
    ],
  });
  await buildHeroComment(t.db, { heroId: hero.id, userId: authorId, content: 'Her ward saved my run.' });
  const guide = await buildGuide(
    t.db,
    {
      title: 'Holding the Line <with> Aster',
      content: '<p>Keep the ward up between waves.</p>',
      status: 'approved',
      authorId,
      publishedAt: new Date('2026-03-04T10:00:00Z'),
    },
    [hero.id],
  );
  const outfit = await buildOutfit(t.db, { name: 'Ember Coat', description: 'Warm red wool.' });
  const team = await buildTeam(t.db, { name: 'Morning Watch', userId: authorId, heroIds: [hero.id] });
  await buildCommunityComment(t.db, { authorId, teamId: team.id });
  const news = await buildOfficialContent(t.db, {
    title: 'Spring Festival',
    description: '<p>Lanterns return to the harbour.</p>',
    publishDate: new Date('2026-04-01T00:00:00Z'),
  });
  const entry = await buildDatabaseEntry(t.db, { name: 'Tidestone Charm', summary: 'Calms the sea.' });
  return { hero, guide, outfit, team, news, entry };
}
beforeAll(async () => {
  fixtures = await seed();
});

describe('pages rendered on the server', () => {
  it("draws a hero's name, skills and first comments, and describes the hero with their picture", async () => {
    const page = await readPage(`/heroes/${fixtures.hero.slug}`);
    expect(page.body).toContain('Aster Vale');
    expect(page.body).toContain('Dawnward Ward');
    expect(page.body).toContain('Her ward saved my run.');
    expect(page.titles[0]).toBe('Aster Vale | Heroes Haven');
    expect(page.meta.description?.[0]).toContain('Aster Vale, SR Guard: A steady shield.');
    expect(page.canonicals[0]).toBe(`${TEST_PUBLIC_URL}/heroes/${fixtures.hero.slug}`);
    expect(page.meta['og:url']?.[0]).toBe(page.canonicals[0]);
    expect(page.meta['og:image']?.[0]).toBe(`${TEST_PUBLIC_URL}/media/aster.webp`);
    const crumbs = typeOf(page.structured, 'BreadcrumbList')?.itemListElement as { name: string }[];
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Home', 'Heroes', 'Aster Vale']);
  });

  it('draws a hero page under /es in Spanish, with its language, canonical address and alternates', async () => {
    const page = await readPage(`/es/heroes/${fixtures.hero.slug}`);
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('Aster Vale');
    expect(page.body).toContain('Atributos base');
    expect(page.body).toContain('Saltar al contenido principal');
    expect(page.body).toContain(`href="/es/heroes"`);
    expect(page.canonicals[0]).toBe(`${TEST_PUBLIC_URL}/es/heroes/${fixtures.hero.slug}`);
    for (const [language, path] of [
      ['en', ''],
      ['es', '/es'],
      ['pt-BR', '/pt-br'],
      ['x-default', ''],
    ]) {
      expect(page.body).toContain(
        `<link rel="alternate" hrefLang="${language}" href="${TEST_PUBLIC_URL}${path}/heroes/${fixtures.hero.slug}"/>`,
      );
    }
    const crumbs = typeOf(page.structured, 'BreadcrumbList')?.itemListElement as { name: string }[];
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Inicio', 'Héroes', 'Aster Vale']);
  });

  it("draws a demo hero's Spanish description and skills under /es, and the English with its mark where a language has none", async () => {
    const english = HEROES.find((hero) => hero.name === 'Elowen Marchbank');
    const spanish = HERO_TEXTS.es['Elowen Marchbank'];
    if (!english || !spanish) throw new Error('The demo hero is missing');
    const hero = await buildHero(t.db, {
      name: english.name,
      description: english.description,
      skills: english.skills,
    });
    await t.db.insert(heroTranslations).values({
      itemId: hero.id,
      language: 'es',
      fields: {
        description: spanish.description,
        skills: spanish.skills.map(([name, description]) => ({ name, description })),
      },
    });
    const page = await readPage(`/es/heroes/${hero.slug}`);
    expect(page.body).toContain(spanish.description);
    expect(page.body).toContain(spanish.skills[0]?.[0]);
    expect(page.body).not.toContain(english.description);
    expect(page.body).not.toContain('Aún sin traducir');

    const portuguese = await readPage(`/pt-br/heroes/${hero.slug}`);
    expect(portuguese.body).toContain(english.description);
    expect(portuguese.body).toContain('Ainda sem tradução');
  });

  it("draws a hero's review with its specialities, tier reasons and tier history, and carries the verdict in the head", async () => {
    const hero = await buildHero(t.db, { name: 'Corin Ashdown' });
    const mode = await buildGameMode(t.db, { name: 'Ember Arena' });
    await t.db.insert(heroReviews).values({
      heroId: hero.id,
      verdict: 'Holds the arena gate alone.',
      overview: '<p>A patient <strong>wall</strong>.</p>',
      strengths: ['Taunt outlasts phase two'],
      weaknesses: ['Little damage'],
      version: 1,
    });
    const [tag] = await t.db
      .insert(specialities)
      .values({ name: 'Gatekeeping', slug: 'gatekeeping' })
      .returning();
    if (tag) await t.db.insert(heroSpecialities).values({ heroId: hero.id, specialityId: tag.id });
    await t.db
      .insert(heroTiers)
      .values({ modeId: mode.id, heroId: hero.id, tier: 'S', reason: 'The only taunt that lasts.' });
    const [change] = await t.db
      .insert(tierListChanges)
      .values({ modeId: mode.id, note: 'The taunt change' })
      .returning();
    if (change) {
      await t.db
        .insert(tierHistory)
        .values({ modeId: mode.id, heroId: hero.id, changeId: change.id, fromTier: 'A', toTier: 'S' });
    }

    const page = await readPage(`/heroes/${hero.slug}`);
    for (const text of [
      'id="review"',
      'Holds the arena gate alone.',
      'A patient <strong>wall</strong>.',
      'Taunt outlasts phase two',
      'Little damage',
      'Gatekeeping',
      'The only taunt that lasts.',
      'A → S',
      'The taunt change',
    ]) {
      expect(page.body).toContain(text);
    }
    expect(page.meta.description?.[0]).toContain('Holds the arena gate alone.');
    const review = typeOf(page.structured, 'Review');
    expect(review).toMatchObject({
      reviewBody: 'Holds the arena gate alone.',
      itemReviewed: { '@type': 'Thing', name: 'Corin Ashdown' },
    });
  });

  it("draws a guide's text and describes it as an article by its author, its scripts under the request's nonce", async () => {
    const page = await readPage(`/guides/${fixtures.guide.slug}`);
    expect(page.body).toContain('Keep the ward up between waves.');
    expect(page.titles[0]).toBe('Holding the Line &lt;with&gt; Aster | Heroes Haven Guides');
    expect(page.meta['og:type']?.[0]).toBe('article');
    const article = typeOf(page.structured, 'Article');
    expect(article).toMatchObject({
      headline: 'Holding the Line <with> Aster',
      author: { '@type': 'Person', name: 'quill_writer', url: `${TEST_PUBLIC_URL}/profile/quill_writer` },
      datePublished: '2026-03-04T10:00:00.000Z',
    });
    expect(article?.dateModified).toBeTruthy();
    // The JSON never closes its script early.
    expect(page.body).toContain('Holding the Line \\u003cwith> Aster');
    expect(page.nonces).toHaveLength(1);
    expect(page.csp).toContain(`'nonce-${page.nonces[0]}'`);
    expect(/script-src [^;]*/.exec(page.csp)?.[0]).not.toContain('unsafe-inline');
  });

  it("links the names a guide's text holds in the server's HTML, each with its preview card", async () => {
    const guide = await buildGuide(t.db, {
      title: 'Charms for the tide',
      content:
        '<p>Bring Aster Vale and a Tidestone Charm; <a href="https://example.com" rel="noopener noreferrer nofollow">Aster Vale</a> again.</p>',
      status: 'approved',
    });
    // Rows written straight to the database announce themselves, as a save would.
    await t.app.bus.publish({ topic: REALTIME_TOPICS.heroes });
    const page = await readPage(`/guides/${guide.slug}`);
    const links = [...page.body.matchAll(/<a href="([^"]+)" data-mention="([^"]+)">([^<]+)<\/a>/g)];
    expect(links.map(([, href, , name]) => [href, name])).toEqual([
      [`/heroes/${fixtures.hero.slug}`, 'Aster Vale'],
      [`/database/relics/${fixtures.entry.slug}`, 'Tidestone Charm'],
    ]);
    for (const [, , cardId] of links) expect(page.body).toContain(`id="${cardId}" popover="auto"`);
    expect(page.body).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow">Aster Vale</a>',
    );
    // 'Heroes in this guide' names the hero the text mentions.
    expect(page.body).toMatch(/Heroes in this guide[\s\S]*Aster Vale/);
  });

  it("draws each list's first page with a description of its own", async () => {
    const heroes = await readPage('/heroes?class=Guard&page=2');
    expect(heroes.canonicals[0]).toBe(`${TEST_PUBLIC_URL}/heroes?page=2`);
    const guides = await readPage('/guides');
    expect(guides.body).toContain('Holding the Line');
    expect(guides.meta.description?.[0]).toBe('Strategies and tips written by the community.');
    const firstPage = await readPage('/heroes');
    expect(firstPage.body).toContain('Aster Vale');
    expect(firstPage.meta.description?.[0]).not.toBe(guides.meta.description?.[0]);
  });

  it('gives an outfit and a team their drawn 1200×630 cards, by addresses the server answers', async () => {
    const outfit = await readPage(`/outfits/${fixtures.outfit.slug}`);
    expect(outfit.body).toContain('Ember Coat');
    expect(outfit.meta['og:description']?.[0]).toBe('Warm red wool.');
    expect(outfit.meta['og:image:width']?.[0]).toBe('1200');
    // Its folder's name reaches the same page, which names its own address.
    const byFolder = await readPage(`/outfits/${fixtures.outfit.folderName}`);
    expect(byFolder.canonicals).toEqual([`${TEST_PUBLIC_URL}/outfits/${fixtures.outfit.slug}`]);
    const team = await readPage(`/teams/${fixtures.team.slug}`);
    expect(team.body).toContain('Morning Watch');
    expect(team.body).toContain('A friendly comment.');
    expect(team.meta['og:description']?.[0]).toBe('A team by quill_writer of Aster Vale.');
    for (const image of [outfit.meta['og:image']?.[0], team.meta['og:image']?.[0]]) {
      expect(image).toMatch(
        new RegExp(`^${TEST_PUBLIC_URL}/api/previews/(outfits|teams)/[^/]+/[0-9a-f]{32}\\.png$`),
      );
      const card = await t.app.inject({ url: new URL(image as string).pathname });
      expect(card.statusCode).toBe(200);
      expect(card.headers['content-type']).toBe('image/png');
    }
  });

  it("keeps a member's text as text in the head's attributes", async () => {
    const team = await buildTeam(t.db, { name: 'Quote "Crew" <b>& co</b>' });
    const page = await readPage(`/teams/${team.slug}`);
    expect(page.meta['og:title']?.[0]).toContain('Quote "Crew"');
    expect(page.body).not.toContain('"Crew"');
    expect(page.body).not.toContain('<b>& co');
  });

  it('describes a profile, an official post (as an article) and a database entry from their data', async () => {
    const profile = await readPage('/profile/quill_writer');
    expect(profile.body).toContain('Writes about shields.');
    expect(profile.meta.description?.[0]).toBe('Writes about shields.');
    const news = await readPage(`/official-news/${fixtures.news.slug}`);
    expect(news.body).toContain('Lanterns return to the harbour.');
    expect(typeOf(news.structured, 'Article')).toMatchObject({
      headline: 'Spring Festival',
      author: { '@type': 'Organization', name: 'Heroes Haven' },
      datePublished: '2026-04-01T00:00:00.000Z',
    });
    const entry = await readPage(`/database/relics/${fixtures.entry.slug}`);
    expect(entry.body).toContain('Calms the sea.');
    expect(entry.meta.description?.[0]).toBe('Calms the sea.');
    const crumbs = typeOf(entry.structured, 'BreadcrumbList')?.itemListElement as { item: string }[];
    expect(crumbs.at(-1)?.item).toBe(`${TEST_PUBLIC_URL}/database/relics/${fixtures.entry.slug}`);
  });

  it('describes a dated official event as an Event held online, organised by the site', async () => {
    const post = await buildOfficialContent(t.db, {
      type: 'events',
      title: 'Harbour Lantern Week',
      description: '<p>Light a lantern a day for the tide spirits.</p>',
      imageUrl: '/media/lanterns.webp',
      startsAt: new Date('2026-05-01T09:00:00Z'),
      endsAt: new Date('2026-05-08T09:00:00Z'),
    });
    const pageUrl = `${TEST_PUBLIC_URL}/official-events/${post.slug}`;
    const page = await readPage(`/official-events/${post.slug}`);
    expect(typeOf(page.structured, 'Event')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Harbour Lantern Week',
      description: 'Light a lantern a day for the tide spirits.',
      image: [`${TEST_PUBLIC_URL}/media/lanterns.webp`],
      startDate: '2026-05-01T09:00:00.000Z',
      endDate: '2026-05-08T09:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: pageUrl },
      organizer: { '@type': 'Organization', name: 'Heroes Haven', url: `${TEST_PUBLIC_URL}/` },
      url: pageUrl,
    });
    // An undated post is an article only.
    const news = await readPage(`/official-news/${fixtures.news.slug}`);
    expect(typeOf(news.structured, 'Event')).toBeUndefined();
  });

  it('names every list and static page once, each with a description of its own', async () => {
    const seen = new Set<string>();
    for (const url of [
      '/',
      '/outfits',
      '/teams/public',
      '/official-news',
      '/database/relics',
      '/flash-events',
      '/redeem-codes',
      '/statistics',
      '/tier-list',
      '/users',
      '/login',
      '/about-website',
      '/privacy',
    ]) {
      const description = (await readPage(url)).meta.description?.[0] as string;
      expect(seen.has(description), `${url}: ${description}`).toBe(false);
      seen.add(description);
    }
  });

  it('gives static pages their own titles and the site card', async () => {
    const terms = await readPage('/terms');
    expect(terms.titles[0]).toBe('Terms of Service | Heroes Haven');
    expect(terms.meta['og:image']?.[0]).toBe(`${TEST_PUBLIC_URL}/api/previews/site.png`);
  });

  it('answers 404 with the not-found screen for every kind of unknown address', async () => {
    for (const url of [
      '/heroes/nobody-here',
      '/guides/no-such-guide',
      '/outfits/outfit-404404',
      '/teams/no-such-team',
      '/profile/no_such_member',
      '/official-news/no-such-post',
      '/database/relics/no-such-entry',
      '/no/such/page',
    ]) {
      const page = await readPage(url, 404);
      expect(page.body, url).toMatch(/not found/i);
    }
  });

  it('draws each page once, for a visitor and for a member: its loaders fetch every query it shows', async () => {
    const member = await signUpAndSignIn(t.app);
    const pages = [
      '/',
      '/heroes',
      '/heroes?sort=tier',
      `/heroes/${fixtures.hero.slug}`,
      `/guides/${fixtures.guide.slug}`,
      '/profile/quill_writer',
      '/outfits',
      '/database/relics',
      '/teams/public',
      '/guides',
      '/tier-list',
      `/outfits/${fixtures.outfit.slug}`,
      `/teams/${fixtures.team.slug}`,
      '/users',
      '/official-news',
      '/redeem-codes',
      '/statistics',
      '/about-game',
    ];
    for (const page of pages) {
      for (const [who, headers] of [
        ['visitor', {}],
        ['member', { cookie: member.cookie }],
      ] as const) {
        // An address of its own, so the visitor's page is drawn rather than served from the cache.
        const url = `${page}${page.includes('?') ? '&' : '?'}drawn=${who}`;
        const answer = await t.app.inject({ url, headers });
        expect(answer.statusCode, `${who} ${url}`).toBe(200);
        expect(answer.headers['server-timing'], `${who} ${url}`).toMatch(
          /(?:^|, )render;dur=[\d.]+;desc="1 draw"(?:,|$)/,
        );
      }
    }
  });

  it("draws a hero page once for every member, naming none, with the queries the browser asks again for each member's own part", async () => {
    const [first, second] = [
      await signUpSetUpMember(t.app, 'shared_first'),
      await signUpSetUpMember(t.app, 'shared_second'),
    ];
    const url = `/heroes/${fixtures.hero.slug}?drawn=shared`;
    const firstPage = await t.app.inject({ url, headers: { cookie: first.cookie } });
    const secondPage = await t.app.inject({ url, headers: { cookie: second.cookie } });
    expect(firstPage.headers['server-timing']).toMatch(/render;dur=[\d.]+;desc="1 draw"/);
    // The second member's page is the first's copy: not drawn again.
    expect(secondPage.headers['server-timing']).not.toMatch(/render;/);
    expect(secondPage.headers.etag).toBe(firstPage.headers.etag);
    for (const page of [firstPage, secondPage]) {
      expect(page.body).toContain(fixtures.hero.name);
      expect(page.body).not.toContain('shared_first');
      expect(page.body).not.toContain('shared_second');
    }
    const state = JSON.parse(
      /<script type="application\/json" id="query-state"[^>]*>(.*?)<\/script>/s.exec(firstPage.body)?.[1] ??
        '{}',
    ) as { sessionPending?: boolean; forViewer?: string[]; queries: { queryHash: string }[] };
    expect(state.sessionPending).toBe(true);
    const drawn = state.queries.map((query) => query.queryHash);
    // The session is the browser's to ask, and no member-only query was read for the page.
    expect(drawn).not.toContain('["me"]');
    expect(drawn).not.toContain('["game-team"]');
    // The rating and comments carry each member's own rating and votes: asked again once live.
    expect(state.forViewer).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\["heroes","rating",/),
        expect.stringMatching(/^\["hero-comments",/),
      ]),
    );
    expect(state.forViewer).not.toContain(expect.stringMatching(/^\["heroes","detail",/));
  });

  it("keeps a hero page through other heroes' comments, and draws it again after its own or a change to any hero it may name", async () => {
    const other = await buildHero(t.db, { name: 'Elsewhere Vane' });
    const url = `/heroes/${fixtures.hero.slug}?drawn=kept`;
    const isDrawn = async () =>
      /(?:^|, )render;/.test(String((await t.app.inject({ url })).headers['server-timing']));
    expect(await isDrawn()).toBe(true);
    t.app.readCache?.invalidate({ topic: REALTIME_TOPICS.heroComments, id: other.id });
    t.app.readCache?.invalidate({ topic: REALTIME_TOPICS.friends, id: 'another-member' });
    expect(await isDrawn()).toBe(false);
    t.app.readCache?.invalidate({ topic: REALTIME_TOPICS.heroComments, id: fixtures.hero.id });
    expect(await isDrawn()).toBe(true);
    // Its teammates, counters and teams name other heroes.
    t.app.readCache?.invalidate({ topic: REALTIME_TOPICS.heroes, id: other.id });
    expect(await isDrawn()).toBe(true);
    expect(await isDrawn()).toBe(false);
  });

  it("draws an editor's fields with the values it opens, before the app is live", async () => {
    const member = await signUpAndSignIn(t.app);
    await t.db
      .update(profiles)
      .set({ location: 'Amberfall Keep', characterLevel: 87 })
      .where(eq(profiles.id, member.user.id));
    const page = await t.app.inject({ url: '/profile/edit', headers: { cookie: member.cookie } });
    expect(page.statusCode).toBe(200);
    const field = (name: string) => page.body.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0];
    expect(field('location')).toContain('value="Amberfall Keep"');
    expect(field('characterLevel')).toContain('value="87"');
  });

  it('answers 404 to a visitor for a guide awaiting review, and draws it for its author', async () => {
    const author = await signUpAndSignIn(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/guides',
      headers: { cookie: author.cookie },
      payload: {
        title: 'Waiting for a Review',
        content: `<p>${'A draft about holding the gate at dusk. '.repeat(3)}</p>`,
        tags: ['Draft'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/guides/${created.json().slug}`;
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    const own = await t.app.inject({ url, headers: { cookie: author.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('A draft about holding the gate at dusk.');
  });

  it('sends visitors on from member pages, and answers 403 to a member in the admin area', async () => {
    const teams = await t.app.inject({ url: '/teams' });
    expect(teams.statusCode).toBe(302);
    expect(teams.headers.location).toBe('/teams/public');
    const create = await t.app.inject({ url: '/guides/create' });
    expect(create.statusCode).toBe(302);
    expect(decodeURIComponent(String(create.headers.location))).toBe('/login?from=/guides/create');
    const member = await signUpAndSignIn(t.app);
    const admin = await t.app.inject({ url: '/admin', headers: { cookie: member.cookie } });
    expect(admin.statusCode).toBe(403);
    const own = await t.app.inject({ url: '/guides/create', headers: { cookie: member.cookie } });
    expect(own.statusCode).toBe(200);
  });

  it('forwards addresses that only lead elsewhere: Create Your Team to My Teams, /admin/heroes to its tab', async () => {
    const visitor = await t.app.inject({ url: '/teams/manage' });
    expect(visitor.statusCode).toBe(302);
    expect(decodeURIComponent(String(visitor.headers.location))).toBe('/login?from=/teams/manage');
    const member = await signUpAndSignIn(t.app);
    const forwarded = await t.app.inject({ url: '/teams/manage', headers: { cookie: member.cookie } });
    expect(forwarded.statusCode).toBe(302);
    expect(forwarded.headers.location).toBe('/teams');
    const heroes = await t.app.inject({ url: '/admin/heroes' });
    expect(heroes.statusCode).toBe(302);
    expect(heroes.headers.location).toBe('/admin?tab=heroes');
  });

  it("sends a renamed hero's former address on to the hero for good, and stops once another hero takes it", async () => {
    const hero = await buildHero(t.db, { name: 'Tamsin Vale' });
    await t.db.insert(heroFormerSlugs).values({ slug: 'tamsin-of-the-vale', heroId: hero.id });
    const moved = await t.app.inject({ url: '/heroes/tamsin-of-the-vale' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/heroes/tamsin-vale');

    // The stored redirect goes stale with the heroes it was drawn from.
    await buildHero(t.db, { name: 'Tamsin of the Vale' });
    await t.app.bus.publish({ topic: REALTIME_TOPICS.heroes });
    const taken = await t.app.inject({ url: '/heroes/tamsin-of-the-vale' });
    expect(taken.statusCode).toBe(200);
    expect(taken.body).toContain('Tamsin of the Vale');
  });
});
