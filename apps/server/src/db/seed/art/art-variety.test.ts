import { DATABASE_CATEGORIES } from '@haven/shared/game-database/constants';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HEROES } from '../content/heroes.ts';
import { buildOutfits } from '../content/outfits.ts';
import { demoDatabaseEntries } from '../game-database.ts';
import { CARD_SIZE } from './card-frame.ts';
import { databaseEmblemSvg } from './database-emblem.ts';
import { heroPortraitSvg } from './hero-portrait.ts';
import { outfitArtSvgs } from './outfit-art.ts';

// Every demo picture of a set must look unlike every other: each is drawn small in greyscale and
// reduced to a difference hash (is each pixel lighter than its right neighbour, 16 × 16 bits), and
// no two hashes of one set may be closer than MIN_DISTANCE bits. Cards are hashed without their
// shared frame and name ribbon. Recoloured copies of one template score about 5 to 20.

const SIDE = 16;
const MIN_DISTANCE = 24;

/** The 256-bit difference hash of an SVG drawn small (a card 128 pixels wide), then at 17 × 16 greyscale pixels. */
async function differenceHash(svg: string): Promise<Uint8Array> {
  const width = Number(/width="(\d+)"/.exec(svg)?.[1] ?? 256);
  const card = width === CARD_SIZE;
  let drawn = sharp(Buffer.from(svg), { density: (72 * (card ? 128 : 64)) / width });
  // A card's picture lies inside its frame, above the name ribbon.
  if (width === CARD_SIZE)
    drawn = sharp(await drawn.extract({ left: 4, top: 4, width: 120, height: 100 }).toBuffer());
  const pixels = await drawn
    .resize(SIDE + 1, SIDE, { fit: 'fill' })
    .greyscale()
    .raw()
    .toBuffer();
  const bits = new Uint8Array(SIDE * SIDE);
  for (let y = 0; y < SIDE; y += 1) {
    for (let x = 0; x < SIDE; x += 1) {
      const left = pixels[y * (SIDE + 1) + x] ?? 0;
      const right = pixels[y * (SIDE + 1) + x + 1] ?? 0;
      bits[y * SIDE + x] = left > right ? 1 : 0;
    }
  }
  return bits;
}

/** The closest pair of a set by hash distance. */
async function closestPair(items: { name: string; svg: string }[]) {
  const hashes = await Promise.all(items.map((item) => differenceHash(item.svg)));
  let best = { distance: Number.POSITIVE_INFINITY, pair: ['', ''] };
  for (let i = 0; i < hashes.length; i += 1) {
    for (let j = i + 1; j < hashes.length; j += 1) {
      const a = hashes[i] as Uint8Array;
      const b = hashes[j] as Uint8Array;
      let distance = 0;
      for (let k = 0; k < a.length; k += 1) if (a[k] !== b[k]) distance += 1;
      if (distance < best.distance) best = { distance, pair: [items[i]?.name ?? '', items[j]?.name ?? ''] };
    }
  }
  return best;
}

describe('demo art variety', () => {
  it('draws no two demo hero portraits alike', async () => {
    const closest = await closestPair(
      HEROES.map((hero) => ({
        name: hero.name,
        svg: heroPortraitSvg({
          name: hero.name,
          heroClass: hero.heroClass,
          rarity: hero.rarity,
          roles: hero.roles,
        }),
      })),
    );
    expect(closest.distance, `closest heroes: ${closest.pair.join(' and ')}`).toBeGreaterThanOrEqual(
      MIN_DISTANCE,
    );
  });

  it.each(DATABASE_CATEGORIES.map((category) => [category.slug]))(
    'draws no two entries of the %s category alike',
    async (slug) => {
      const entries = demoDatabaseEntries().filter(({ category }) => category.slug === slug);
      const closest = await closestPair(
        entries.map(({ category, entry }) => ({
          name: entry.name,
          svg: databaseEmblemSvg({
            category: category.slug,
            name: entry.name,
            rarity: entry.rarity ?? null,
            singular: category.singular,
            attributes: entry.attributes,
            tags: entry.tags,
          }),
        })),
      );
      expect(closest.distance, `closest ${slug}: ${closest.pair.join(' and ')}`).toBeGreaterThanOrEqual(
        MIN_DISTANCE,
      );
    },
  );

  it('draws no two outfits alike', async () => {
    const closest = await closestPair(
      buildOutfits().map((outfit) => ({ name: outfit.name, svg: outfitArtSvgs(outfit).overall })),
    );
    expect(closest.distance, `closest outfits: ${closest.pair.join(' and ')}`).toBeGreaterThanOrEqual(
      MIN_DISTANCE,
    );
  });
});
