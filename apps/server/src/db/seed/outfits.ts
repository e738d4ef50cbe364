import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { favoriteOutfits, outfits } from '../schema/index.ts';
import { OUTFIT_HEIGHT, OUTFIT_WIDTH, outfitArtSvgs } from './art/outfit-art.ts';
import { MEMBERS } from './content/members.ts';
import { buildOutfits } from './content/outfits.ts';
import { prepareSvg, storeMediaBatch } from './media-batch.ts';
import { memberKeyOf as keyOf, type MemberIds } from './profiles.ts';
import { daysBefore, type GroupResult, refreshColumns } from './upsert.ts';

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

/** Inserts each member's favourite outfit, with the look they prefer. */
export async function seedFavouriteOutfits(
  db: Db,
  now: Date,
  members: MemberIds,
  outfitIds: Map<number, string>,
): Promise<number> {
  const favouriteRows = MEMBERS.flatMap((member) => {
    const userId = members.get(keyOf(member.id));
    const outfitId = member.favouriteOutfit ? outfitIds.get(member.favouriteOutfit.number) : undefined;
    if (!userId || !outfitId || !member.favouriteOutfit) return [];
    return [
      {
        userId,
        outfitId,
        genderPreference: member.favouriteOutfit.gender,
        createdAt: daysBefore(now, Math.max(1, Math.floor(member.joinedDaysAgo / 2)), `fav-${member.id}`),
      },
    ];
  });

  await db.transaction(async (tx) => {
    if (favouriteRows.length) await tx.insert(favoriteOutfits).values(favouriteRows).onConflictDoNothing();
  });
  return favouriteRows.length;
}
