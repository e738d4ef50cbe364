import { outfitCardPath, teamCardPath } from '@haven/shared/common/preview-cards';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { outfits } from '../../db/schema/index.ts';
import { storeMedia } from '../../media/store.ts';
import { buildHero, signUpAndSignIn, type TestMember } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

/** Fetches a drawn preview and checks it is a 1200×630 PNG served as immutable; answers its bytes. */
async function fetchPreviewPng(imagePath: string): Promise<Buffer> {
  const image = await t.app.inject({ url: imagePath });
  expect(image.statusCode).toBe(200);
  expect(image.headers['content-type']).toBe('image/png');
  expect(image.headers['cache-control']).toContain('immutable');
  const { format, width, height } = await sharp(image.rawPayload).metadata();
  expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 });
  return image.rawPayload;
}
let member: TestMember;
const heroIds: string[] = [];

const t = useTestApp();

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
// Pages name these pictures in their head tags (see lib/web-routes.test.ts).
describe('link-preview pictures', () => {
  it("draws a team's formation as a 1200×630 PNG at its content-keyed address", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: { cookie: member.cookie },
      payload: { name: 'Quote "Crew" <b>& co</b>', heroIds },
    });
    const team = created.json();
    const imageUrl = teamCardPath(team);
    await fetchPreviewPng(imageUrl);

    const stale = await t.app.inject({ url: `/api/previews/teams/${team.slug}/${'0'.repeat(32)}.png` });
    expect(stale.statusCode).toBe(302);
    expect(stale.headers.location).toBe(imageUrl);
  });

  it("draws an outfit's picture in its frame as a 1200×630 PNG, at one address by folder name or slug", async () => {
    const gown = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"><rect width="300" height="400" fill="#cc3366"/></svg>',
    );
    const overallImage = await storeMedia(t.db, { bytes: gown, contentType: 'image/svg+xml' });
    await t.db.insert(outfits).values({
      name: 'Moonlit Gown',
      slug: 'outfit-9001',
      folderName: 'outfit_9001',
      folderNumber: 9001,
      description: 'Silver thread.',
      overallImage,
    });
    const imageUrl = outfitCardPath({ slug: 'outfit-9001', name: 'Moonlit Gown', image: overallImage });
    expect(imageUrl).toMatch(/^\/api\/previews\/outfits\/outfit-9001\/[0-9a-f]{32}\.png$/);
    const byFolder = await t.app.inject({ url: imageUrl.replace('outfit-9001', 'outfit_9001') });
    expect(byFolder.statusCode).toBe(200);

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
    expect(stale.headers.location).toBe(imageUrl);
  });

  it('draws the site’s own 1200×630 card', async () => {
    const card = await t.app.inject({ url: '/api/previews/site.png' });
    const { width, height } = await sharp(card.rawPayload).metadata();
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
  });
});
