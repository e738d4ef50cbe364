import { BANNER_MESSAGES } from '@haven/shared/banners/constants';
import type { Banner, BannerInputValues } from '@haven/shared/banners/schemas';
import { slugifyTitle } from '@haven/shared/common/slug';
import type { Versioned } from '@haven/shared/common/versions';
import { and, eq, inArray, like, ne, or } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { bannerHeroes, banners, heroes } from '../../db/schema/index.ts';
import { atVersion, missingOrStale, nextVersion } from '../../lib/edit-version.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import { withModerationRecord } from '../moderation/record-moderation.ts';
import { findBanner } from './find-banners.ts';

/** A slug from the name that no other banner uses: the name's slug, or it with the first free `-2`, `-3`, … */
async function freeSlug(db: DbOrTx, name: string, exceptId?: string): Promise<string> {
  const base = slugifyTitle(name);
  const taken = await db
    .select({ slug: banners.slug })
    .from(banners)
    .where(
      and(
        or(eq(banners.slug, base), like(banners.slug, `${base}-%`)),
        exceptId ? ne(banners.id, exceptId) : undefined,
      ),
    );
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Refuses a save naming a hero that no longer exists, before anything is written. */
async function assertHeroesExist(db: DbOrTx, input: BannerInputValues): Promise<void> {
  const ids = input.featured.map((item) => item.heroId);
  const found = await db.select({ id: heroes.id }).from(heroes).where(inArray(heroes.id, ids));
  if (found.length !== ids.length) {
    throw new AppError('VALIDATION', BANNER_MESSAGES.unknownHero, { featured: BANNER_MESSAGES.unknownHero });
  }
}

function toRow(input: BannerInputValues) {
  return {
    name: input.name,
    type: input.type,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    imageUrl: input.imageUrl,
    notes: input.notes,
    advice: input.advice,
    adviceReason: input.adviceReason,
    updatedAt: new Date(),
  };
}

async function writeFeatured(tx: DbOrTx, bannerId: string, input: BannerInputValues): Promise<void> {
  await tx.delete(bannerHeroes).where(eq(bannerHeroes.bannerId, bannerId));
  await tx.insert(bannerHeroes).values(
    input.featured.map((item, position) => ({
      bannerId,
      heroId: item.heroId,
      isRateUp: item.isRateUp,
      position,
    })),
  );
}

function saveFailed(error: unknown): never {
  // Two banners saved at the same moment under one name: the second may try again.
  if (isUniqueViolation(error)) throw new AppError('CONFLICT', BANNER_MESSAGES.saveFailed);
  throw error;
}

/** Creates a banner with its featured heroes (admin), in one transaction. */
export async function createBanner(db: Db, input: BannerInputValues, createdBy: string): Promise<Banner> {
  await assertHeroesExist(db, input);
  try {
    const slug = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(banners)
        .values({ ...toRow(input), slug: await freeSlug(tx, input.name), createdBy })
        .returning({ id: banners.id, slug: banners.slug });
      if (!created) throw new Error('insert returned nothing');
      await writeFeatured(tx, created.id, input);
      return created.slug;
    });
    return findBanner(db, slug);
  } catch (error) {
    saveFailed(error);
  }
}

/**
 * Replaces a banner's fields and featured heroes (admin) when it is still at the version the
 * editor opened, raising it; a new name moves it to that name's slug.
 */
export async function updateBanner(
  db: Db,
  id: string,
  { version, ...input }: BannerInputValues & Versioned,
): Promise<Banner> {
  await assertHeroesExist(db, input);
  try {
    const slug = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ name: banners.name, slug: banners.slug })
        .from(banners)
        .where(eq(banners.id, id));
      if (!current) throw new AppError('NOT_FOUND', BANNER_MESSAGES.notFound);
      const [updated] = await tx
        .update(banners)
        .set({
          ...toRow(input),
          slug: current.name === input.name ? current.slug : await freeSlug(tx, input.name, id),
          version: nextVersion(banners),
        })
        .where(atVersion(banners, id, version))
        .returning({ slug: banners.slug });
      if (!updated) throw await missingOrStale(tx, banners, id, version, BANNER_MESSAGES.notFound);
      await writeFeatured(tx, id, input);
      return updated.slug;
    });
    return findBanner(db, slug);
  } catch (error) {
    saveFailed(error);
  }
}

/** Deletes a banner (admin), recorded in the moderation log. */
export async function deleteBanner(db: Db, id: string, admin: Viewer): Promise<void> {
  await withModerationRecord(db, admin, async (tx) => {
    const [deleted] = await tx.delete(banners).where(eq(banners.id, id)).returning({ name: banners.name });
    if (!deleted) throw new AppError('NOT_FOUND', BANNER_MESSAGES.notFound);
    const target = { kind: 'banner', id, label: deleted.name } as const;
    return { result: undefined, entry: { action: 'banner_deleted', target } };
  });
}
