import { mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outfits } from '../../db/schema/index.ts';
import { storeMedia } from '../../media/store.ts';
import { buildHero, signUpAndSignIn, type TestMember } from '../../test/factories.ts';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app.ts';

/** Fetches a drawn preview and checks it is a 1200×630 PNG served as immutable; answers its bytes. */
async function fetchPreviewPng(imageUrl: string): Promise<Buffer> {
  const image = await t.app.inject({ url: new URL(imageUrl).pathname });
  expect(image.statusCode).toBe(200);
  expect(image.headers['content-type']).toBe('image/png');
  expect(image.headers['cache-control']).toContain('immutable');
  const { format, width, height } = await sharp(image.rawPayload).metadata();
  expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 });
  return image.rawPayload;
}
let member: TestMember;
const heroIds: string[] = [];

const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Heroes Haven</title></head><body><div id="root"></div></body></html>`;

// A built web app of one index.html, so pages get their link-preview tags.
const webDir = mkdtempSync(path.join(os.tmpdir(), 'haven-web-'));
writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
const t = useTestApp({ webDistDir: webDir });

beforeAll(async () => {
  member = await signUpAndSignIn(t.app);
  const svg = (colour: string) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="${colour}"/></svg>`,
    );
  const webp = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#3366cc' } })
    .webp()
    .toBuffer();
  for (let i = 0; i < 5; i++) {
    const imageUrl =
      i === 0
        ? await storeMedia(t.db, { bytes: webp, contentType: 'image/webp' })
        : i === 4
          ? 'https://elsewhere.example/portrait.png'
          : await storeMedia(t.db, { bytes: svg(`#${i}${i}aa55`), contentType: 'image/svg+xml' });
    heroIds.push((await buildHero(t.db, { name: `Preview Hero ${i}`, imageUrl })).id);
  }
});
afterAll(async () => {
  await rm(webDir, { recursive: true, force: true });
});

/** The content of each meta tag of a page, by its property or name. */
function metaOf(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
    tags[match[1] as string] = (match[2] as string).replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  }
  return tags;
}

describe('link previews', () => {
  it('gives a team page its title, description and a 1200×630 PNG of its formation, without JavaScript', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: { cookie: member.cookie },
      payload: { name: 'Quote "Crew" <b>& co</b>', heroIds },
    });
    const team = created.json();
    const page = await t.app.inject({ url: `/teams/${team.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // The member's text stays text: no raw quote can close the attribute.
    expect(page.body).toContain('content="Quote &quot;Crew&quot; <b>&amp; co</b> | Heroes Haven"');
    const meta = metaOf(page.body);
    expect(meta['og:title']).toBe('Quote "Crew" <b>& co</b> | Heroes Haven');
    expect(meta['og:description']).toContain('Preview Hero 0, Preview Hero 1');
    expect(meta['twitter:card']).toBe('summary_large_image');
    expect(meta['og:url']).toBe(`${TEST_PUBLIC_URL}/teams/${team.slug}`);
    const imageUrl = meta['og:image'] as string;
    expect(imageUrl.startsWith(`${TEST_PUBLIC_URL}/api/previews/teams/`)).toBe(true);

    await fetchPreviewPng(imageUrl);

    const stale = await t.app.inject({ url: `/api/previews/teams/${team.slug}/${'0'.repeat(32)}.png` });
    expect(stale.statusCode).toBe(302);
    expect(stale.headers.location).toBe(new URL(imageUrl).pathname);
  });

  it('uses a hero’s own image', async () => {
    const hero = await buildHero(t.db, { name: 'Lone Preview', imageUrl: '/media/abc.webp' });
    const heroMeta = metaOf((await t.app.inject({ url: `/heroes/${hero.slug}` })).body);
    expect(heroMeta['og:title']).toBe('Lone Preview | Heroes Haven');
    expect(heroMeta['og:image']).toBe(`${TEST_PUBLIC_URL}/media/abc.webp`);
  });

  it('gives an outfit page, by folder name or slug, its title and a 1200×630 PNG of its picture, without JavaScript', async () => {
    const gown = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"><rect width="300" height="400" fill="#cc3366"/></svg>',
    );
    await t.db.insert(outfits).values({
      name: 'Moonlit Gown',
      slug: 'outfit-9001',
      folderName: 'outfit_9001',
      folderNumber: 9001,
      description: 'Silver thread.',
      overallImage: await storeMedia(t.db, { bytes: gown, contentType: 'image/svg+xml' }),
    });

    const images = new Set<string>();
    for (const url of ['/outfits/outfit_9001', '/outfits/outfit-9001']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode).toBe(200);
      const meta = metaOf(page.body);
      expect(meta).toMatchObject({
        'og:title': 'Moonlit Gown | Heroes Haven',
        'og:description': 'Silver thread.',
        'og:image:width': '1200',
        'og:image:height': '630',
        'og:image:alt': 'Moonlit Gown',
      });
      expect(meta['twitter:image']).toBe(meta['og:image']);
      images.add(meta['og:image'] as string);
    }
    // Both addresses show the one outfit's one picture.
    expect(images.size).toBe(1);
    const [imageUrl] = [...images] as [string];
    expect(imageUrl).toMatch(
      new RegExp(`^${TEST_PUBLIC_URL}/api/previews/outfits/outfit-9001/[0-9a-f]{32}\\.png$`),
    );

    const image = await fetchPreviewPng(imageUrl);
    // The outfit's own picture is drawn in its frame.
    const { data } = await sharp(image)
      .extract({ left: 300, top: 310, width: 1, height: 1 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data]).toEqual([0xcc, 0x33, 0x66]);

    const stale = await t.app.inject({ url: `/api/previews/outfits/outfit-9001/${'0'.repeat(32)}.png` });
    expect(stale.statusCode).toBe(302);
    expect(stale.headers.location).toBe(new URL(imageUrl).pathname);
  });

  it('gives unknown slugs and other pages the site’s own 1200×630 card', async () => {
    for (const url of ['/teams/no-such-team', '/heroes/nobody', '/outfits/outfit-404404', '/guides']) {
      const meta = metaOf((await t.app.inject({ url })).body);
      expect(meta['og:title']).toBe('Heroes Haven');
      expect(meta['og:image']).toBe(`${TEST_PUBLIC_URL}/api/previews/site.png`);
    }
    const card = await t.app.inject({ url: '/api/previews/site.png' });
    const { width, height } = await sharp(card.rawPayload).metadata();
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
  });
});
