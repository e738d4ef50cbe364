import { slugifyName } from '@haven/shared/common/slug';
import type { Versioned } from '@haven/shared/common/versions';
import { BUILD_CATEGORIES } from '@haven/shared/heroes/constants';
import { HERO_MESSAGES } from '@haven/shared/heroes/messages';
import type { HeroInputSchema, SavedHero } from '@haven/shared/heroes/schemas';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  databaseEntries,
  heroBuildEntries,
  heroes,
  heroFormerSlugs,
  heroTeammates,
} from '../../db/schema/index.ts';
import { atVersion, missingOrStale, nextVersion } from '../../lib/edit-version.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import { sanitizeRichHtml } from '../../lib/rich-text.ts';
import { withModerationRecord } from '../moderation/record-moderation.ts';
import { assertSkillCostEntries, replaceSkillDepth } from './save-skill-depth.ts';

type HeroInput = z.output<typeof HeroInputSchema>;

const savedColumns = { id: heroes.id, slug: heroes.slug, version: heroes.version };

function nameTaken(): AppError {
  return new AppError('CONFLICT', HERO_MESSAGES.nameTaken, { name: HERO_MESSAGES.nameTaken });
}

function refuse(field: string, message: string): AppError {
  return new AppError('VALIDATION', message, { [field]: message });
}

function toRow(input: HeroInput) {
  const slug = slugifyName(input.name);
  if (slug === '') throw refuse('name', HERO_MESSAGES.nameRequired);
  return {
    name: input.name,
    slug,
    class: input.class,
    rarity: input.rarity,
    description: input.description,
    roles: input.roles,
    imageUrl: input.imageUrl,
    // Levels and upgrade places live in their own tables.
    skills: input.skills.map(({ name, description, type, cooldown }) => ({
      name,
      description,
      type,
      cooldown,
    })),
    ...input.stats,
    buildNotes: sanitizeRichHtml(input.buildNotes),
    updatedAt: new Date(),
  };
}

/** A build may name only existing entries of the build categories (gear, relics, gems, pets). */
async function assertBuildEntries(tx: DbOrTx, build: HeroInput['build']): Promise<void> {
  if (build.length === 0) return;
  const ids = build.map((item) => item.entryId);
  const rows = await tx
    .select({ id: databaseEntries.id, category: databaseEntries.category })
    .from(databaseEntries)
    .where(inArray(databaseEntries.id, ids));
  const allowed: readonly string[] = BUILD_CATEGORIES;
  const usable = rows.filter((row) => allowed.includes(row.category));
  if (usable.length !== ids.length) {
    throw refuse('build', HERO_MESSAGES.buildEntryUnknown);
  }
}

/** Teammates must be other heroes that exist. */
async function assertTeammates(tx: DbOrTx, heroId: string | null, teammates: string[]): Promise<void> {
  if (teammates.length === 0) return;
  if (heroId !== null && teammates.includes(heroId)) throw refuse('teammates', HERO_MESSAGES.teammateSelf);
  const found = await tx.select({ id: heroes.id }).from(heroes).where(inArray(heroes.id, teammates));
  if (found.length !== teammates.length) throw refuse('teammates', HERO_MESSAGES.invalidHeroId);
}

/** Replaces the hero's recommended build and teammates with the ones given, in order. */
async function replaceBuildAndTeammates(tx: DbOrTx, heroId: string, input: HeroInput): Promise<void> {
  await tx.delete(heroBuildEntries).where(eq(heroBuildEntries.heroId, heroId));
  await tx.delete(heroTeammates).where(eq(heroTeammates.heroId, heroId));
  if (input.build.length > 0) {
    await tx.insert(heroBuildEntries).values(
      input.build.map((item, index) => ({
        heroId,
        entryId: item.entryId,
        note: item.note,
        position: index + 1,
      })),
    );
  }
  if (input.teammates.length > 0) {
    await tx
      .insert(heroTeammates)
      .values(input.teammates.map((teammateId, index) => ({ heroId, teammateId, position: index + 1 })));
  }
}

/** A renamed hero keeps answering at its old address (the newest owner of an address wins). */
async function keepFormerSlug(tx: DbOrTx, slug: string, heroId: string): Promise<void> {
  await tx
    .insert(heroFormerSlugs)
    .values({ slug, heroId })
    .onConflictDoUpdate({ target: heroFormerSlugs.slug, set: { heroId, createdAt: new Date() } });
}

/** Creates a hero (admin) with its build and teammates; the slug comes from the name and must be free. */
export async function createHero(db: Db, input: HeroInput): Promise<SavedHero> {
  const row = toRow(input);
  try {
    return await db.transaction(async (tx) => {
      await assertBuildEntries(tx, input.build);
      await assertTeammates(tx, null, input.teammates);
      await assertSkillCostEntries(tx, input.skills);
      const [created] = await tx.insert(heroes).values(row).returning(savedColumns);
      if (!created) throw new Error('insert returned nothing');
      await replaceBuildAndTeammates(tx, created.id, input);
      await replaceSkillDepth(tx, created.id, input);
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'heroes_slug_unique')) throw nameTaken();
    throw error;
  }
}

/**
 * Replaces a hero's fields, build and teammates (admin) when it is still at the version the
 * editor opened, raising it; renaming moves its slug, which must stay free.
 */
export async function updateHero(db: Db, id: string, input: HeroInput & Versioned): Promise<SavedHero> {
  const row = toRow(input);
  try {
    return await db.transaction(async (tx) => {
      await assertBuildEntries(tx, input.build);
      await assertTeammates(tx, id, input.teammates);
      await assertSkillCostEntries(tx, input.skills);
      const [before] = await tx.select({ slug: heroes.slug }).from(heroes).where(eq(heroes.id, id));
      const [updated] = await tx
        .update(heroes)
        .set({ ...row, version: nextVersion(heroes) })
        .where(atVersion(heroes, id, input.version))
        .returning(savedColumns);
      if (!updated) throw await missingOrStale(tx, heroes, id, input.version, HERO_MESSAGES.notFound);
      if (before && before.slug !== updated.slug) await keepFormerSlug(tx, before.slug, id);
      await replaceBuildAndTeammates(tx, id, input);
      await replaceSkillDepth(tx, id, input);
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'heroes_slug_unique')) throw nameTaken();
    throw error;
  }
}

/** Deletes a hero (admin); its ratings, comments, Game Team places, build and teammate rows go with it. */
export async function deleteHero(db: Db, id: string, admin: Viewer): Promise<void> {
  await withModerationRecord(db, admin, async (tx) => {
    const [deleted] = await tx.delete(heroes).where(eq(heroes.id, id)).returning({ name: heroes.name });
    if (!deleted) throw new AppError('NOT_FOUND', HERO_MESSAGES.notFound);
    return {
      result: undefined,
      entry: { action: 'hero_deleted', target: { kind: 'hero', id, label: deleted.name } },
    };
  });
}
