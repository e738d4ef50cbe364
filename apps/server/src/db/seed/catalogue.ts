import { slugifyName } from '@haven/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { heroes, outfits } from '../schema/index.ts';
import { heroPortraitSvg, PORTRAIT_SIZE } from './art/hero-portrait.ts';
import { OUTFIT_HEIGHT, OUTFIT_WIDTH, outfitArtSvgs } from './art/outfit-art.ts';
import { HEROES } from './content/heroes.ts';
import { buildOutfits } from './content/outfits.ts';
import { prepareSvg, storeMediaBatch } from './media-batch.ts';
import { refreshColumns } from './upsert.ts';

export type GroupResult = { rows: number; media: number };

/** Upserts the demo heroes with their portraits; returns hero ids by name. */
export async function seedHeroes(db: Db): Promise<{ result: GroupResult; ids: Map<string, string> }> {
  const rows = HEROES.map((hero) => {
    const portrait = prepareSvg(
      heroPortraitSvg({ name: hero.name, heroClass: hero.heroClass, rarity: hero.rarity }),
      PORTRAIT_SIZE,
      PORTRAIT_SIZE,
    );
    return {
      portrait,
      values: {
        name: hero.name,
        slug: slugifyName(hero.name),
        class: hero.heroClass,
        rarity: hero.rarity,
        roles: hero.roles,
        description: hero.description,
        imageUrl: portrait.url,
        skills: hero.skills,
      },
    };
  });
  const slugs = rows.map((row) => row.values.slug);
  const stored = await db.transaction(async (tx) => {
    const count = await storeMediaBatch(
      tx,
      rows.map((row) => row.portrait),
    );
    await tx
      .insert(heroes)
      .values(rows.map((row) => row.values))
      .onConflictDoUpdate({
        target: heroes.slug,
        ...refreshColumns(
          {
            name: heroes.name,
            class: heroes.class,
            rarity: heroes.rarity,
            roles: heroes.roles,
            description: heroes.description,
            imageUrl: heroes.imageUrl,
            skills: heroes.skills,
          },
          { updatedAt: sql`now()` },
        ),
      });
    return count;
  });
  const found = await db
    .select({ id: heroes.id, slug: heroes.slug })
    .from(heroes)
    .where(inArray(heroes.slug, slugs));
  const idBySlug = new Map(found.map((row) => [row.slug, row.id]));
  const ids = new Map<string, string>();
  for (const row of rows) {
    const id = idBySlug.get(row.values.slug);
    if (id) ids.set(row.values.name, id);
  }
  return { result: { rows: rows.length, media: stored }, ids };
}

/** Upserts outfit_1 … outfit_160 with their overall, male and female art; returns ids by number. */
export async function seedOutfits(db: Db): Promise<{ result: GroupResult; ids: Map<number, string> }> {
  const rows = buildOutfits().map((outfit) => {
    const art = outfitArtSvgs({
      number: outfit.number,
      name: outfit.name,
      category: outfit.category,
      season: outfit.season,
    });
    const overall = prepareSvg(art.overall, OUTFIT_WIDTH, OUTFIT_HEIGHT);
    const male = prepareSvg(art.male, OUTFIT_WIDTH, OUTFIT_HEIGHT);
    const female = prepareSvg(art.female, OUTFIT_WIDTH, OUTFIT_HEIGHT);
    return {
      images: [overall, male, female],
      values: {
        name: outfit.name,
        slug: outfit.slug,
        folderName: outfit.folderName,
        folderNumber: outfit.number,
        description: outfit.description,
        category: outfit.category,
        tags: outfit.tags,
        overallImage: overall.url,
        maleImage: male.url,
        femaleImage: female.url,
      },
    };
  });
  const stored = await db.transaction(async (tx) => {
    const count = await storeMediaBatch(
      tx,
      rows.flatMap((row) => row.images),
    );
    for (let i = 0; i < rows.length; i += 80) {
      await tx
        .insert(outfits)
        .values(rows.slice(i, i + 80).map((row) => row.values))
        .onConflictDoUpdate({
          target: outfits.folderName,
          ...refreshColumns(
            {
              name: outfits.name,
              slug: outfits.slug,
              folderNumber: outfits.folderNumber,
              description: outfits.description,
              category: outfits.category,
              tags: outfits.tags,
              overallImage: outfits.overallImage,
              maleImage: outfits.maleImage,
              femaleImage: outfits.femaleImage,
            },
            { updatedAt: sql`now()` },
          ),
        });
    }
    return count;
  });
  const found = await db
    .select({ id: outfits.id, number: outfits.folderNumber })
    .from(outfits)
    .where(
      inArray(
        outfits.folderName,
        rows.map((row) => row.values.folderName),
      ),
    );
  return {
    result: { rows: rows.length, media: stored },
    ids: new Map(found.map((row) => [row.number, row.id])),
  };
}
