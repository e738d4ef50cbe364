import { slugifyName } from '@haven/shared/common/slug';
import { HERO_MESSAGES } from '@haven/shared/heroes/messages';
import type { HeroInputSchema, SavedHero } from '@haven/shared/heroes/schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { heroes } from '../../db/schema/index.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';

type HeroInput = z.output<typeof HeroInputSchema>;

function nameTaken(): AppError {
  return new AppError('CONFLICT', HERO_MESSAGES.nameTaken, { name: HERO_MESSAGES.nameTaken });
}

function toRow(input: HeroInput) {
  const slug = slugifyName(input.name);
  if (slug === '')
    throw new AppError('VALIDATION', HERO_MESSAGES.nameRequired, { name: HERO_MESSAGES.nameRequired });
  return { ...input, slug, updatedAt: new Date() };
}

/** Creates a hero (admin); the slug comes from the name and must be free. */
export async function createHero(db: Db, input: HeroInput): Promise<SavedHero> {
  const row = toRow(input);
  try {
    const [created] = await db.insert(heroes).values(row).returning({ id: heroes.id, slug: heroes.slug });
    if (!created) throw new Error('insert returned nothing');
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Replaces a hero's fields (admin); renaming moves its slug, which must stay free. */
export async function updateHero(db: Db, id: string, input: HeroInput): Promise<SavedHero> {
  const row = toRow(input);
  try {
    const [updated] = await db
      .update(heroes)
      .set(row)
      .where(eq(heroes.id, id))
      .returning({ id: heroes.id, slug: heroes.slug });
    if (!updated) throw new AppError('NOT_FOUND', HERO_MESSAGES.notFound);
    return updated;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Deletes a hero (admin); its ratings, comments and Game Team places go with it. */
export async function deleteHero(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(heroes).where(eq(heroes.id, id)).returning({ id: heroes.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', HERO_MESSAGES.notFound);
}
