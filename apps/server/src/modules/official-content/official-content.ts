import { slugifyTitle } from '@haven/shared/common/slug';
import type { Versioned } from '@haven/shared/common/versions';
import type { OfficialContentType } from '@haven/shared/home/constants';
import { DEFAULT_LANGUAGE, type Language } from '@haven/shared/i18n/languages';
import { translateTexts } from '@haven/shared/i18n/translations';
import { OFFICIAL_CONTENT_MESSAGES } from '@haven/shared/official-content/constants';
import type {
  OfficialContent,
  OfficialContentCard,
  OfficialContentInputSchema,
} from '@haven/shared/official-content/schemas';
import {
  OFFICIAL_CONTENT_TRANSLATED,
  type OfficialContentTranslationFields,
} from '@haven/shared/official-content/translations';
import { and, desc, eq, like, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { officialContent, officialContentTranslations } from '../../db/schema/index.ts';
import { atVersion, missingOrStale, nextVersion } from '../../lib/edit-version.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import { sanitizeRichHtml } from '../../lib/rich-text.ts';
import { findTranslationFields, findTranslationFieldsOf } from '../../lib/translations.ts';
import { withModerationRecord } from '../moderation/record-moderation.ts';

type OfficialContentInput = z.output<typeof OfficialContentInputSchema>;

/** The columns of a news, update or event card: everything but the full text. */
export const officialCardColumns = {
  id: officialContent.id,
  type: officialContent.type,
  title: officialContent.title,
  slug: officialContent.slug,
  description: officialContent.description,
  imageUrl: officialContent.imageUrl,
  publishDate: officialContent.publishDate,
  startsAt: officialContent.startsAt,
  endsAt: officialContent.endsAt,
};
const fullColumns = {
  ...officialCardColumns,
  content: officialContent.content,
  version: officialContent.version,
};

type DatedRow = { publishDate: Date; startsAt: Date | null; endsAt: Date | null };

const toCard = (
  row: Omit<OfficialContentCard, 'publishDate' | 'startsAt' | 'endsAt' | 'untranslated'> & DatedRow,
): OfficialContentCard => ({
  ...row,
  publishDate: row.publishDate.toISOString(),
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  untranslated: [],
});
const toContent = ({
  content,
  version,
  ...row
}: Omit<OfficialContent, 'publishDate' | 'startsAt' | 'endsAt' | 'content' | 'untranslated'> &
  DatedRow & {
    content: string | null;
  }): OfficialContent => ({ ...toCard(row), content: content ?? '', version });

const CARD_TRANSLATED = ['title', 'description'] as const;

/** The posts of one type, newest publish date first, their titles and descriptions in `language`. */
export async function findOfficialContentList(
  db: DbOrTx,
  type: OfficialContentType,
  language: Language = DEFAULT_LANGUAGE,
): Promise<OfficialContentCard[]> {
  const rows = await db
    .select(officialCardColumns)
    .from(officialContent)
    .where(eq(officialContent.type, type))
    .orderBy(desc(officialContent.publishDate), desc(officialContent.createdAt));
  return cardsIn(db, rows.map(toCard), language);
}

/** Posts' cards with their titles and descriptions in `language`, English field by field where not translated. */
export async function cardsIn<
  Card extends { id: string; title: string; description: string; untranslated: string[] },
>(db: DbOrTx, cards: Card[], language: Language): Promise<Card[]> {
  if (language === DEFAULT_LANGUAGE || cards.length === 0) return cards;
  const translations = await findTranslationFieldsOf<OfficialContentTranslationFields>(
    db,
    officialContentTranslations,
    cards.map((card) => card.id),
    language,
  );
  return cards.map((card) => translateTexts(card, CARD_TRANSLATED, language, translations.get(card.id)));
}

/** One post by its type and slug, its texts in `language`, English field by field where not translated. */
export async function findOfficialContent(
  db: DbOrTx,
  type: OfficialContentType,
  slug: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<OfficialContent> {
  const [row] = await db
    .select(fullColumns)
    .from(officialContent)
    .where(and(eq(officialContent.type, type), eq(officialContent.slug, slug)));
  if (!row) throw new AppError('NOT_FOUND', OFFICIAL_CONTENT_MESSAGES.notFound);
  const translation = await findTranslationFields<OfficialContentTranslationFields>(
    db,
    officialContentTranslations,
    row.id,
    language,
  );
  return translateTexts(toContent(row), OFFICIAL_CONTENT_TRANSLATED, language, translation);
}

/** Refuses with 404 when no post has this id. */
export async function assertOfficialContentExists(db: DbOrTx, contentId: string): Promise<void> {
  const [row] = await db
    .select({ id: officialContent.id })
    .from(officialContent)
    .where(eq(officialContent.id, contentId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', OFFICIAL_CONTENT_MESSAGES.notFound);
}

/** Every post of one type with its content, for the admin list. */
export async function findAdminOfficialContent(
  db: DbOrTx,
  type: OfficialContentType,
): Promise<OfficialContent[]> {
  const rows = await db
    .select(fullColumns)
    .from(officialContent)
    .where(eq(officialContent.type, type))
    .orderBy(desc(officialContent.publishDate), desc(officialContent.createdAt));
  return rows.map(toContent);
}

/**
 * A slug from the title that no other post of the type uses: the title's slug, or it with the
 * first free `-2`, `-3`, … suffix (two posts may share a title, not an address).
 */
async function freeSlug(db: DbOrTx, type: OfficialContentType, title: string, exceptId?: string) {
  const base = slugifyTitle(title);
  const taken = await db
    .select({ slug: officialContent.slug })
    .from(officialContent)
    .where(
      and(
        eq(officialContent.type, type),
        or(eq(officialContent.slug, base), like(officialContent.slug, `${base}-%`)),
        exceptId ? ne(officialContent.id, exceptId) : undefined,
      ),
    );
  const used = new Set(taken.map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

function toRow(input: OfficialContentInput) {
  return {
    type: input.type,
    title: input.title,
    description: input.description,
    // Stored sanitised, so every reader gets only the allowed markup.
    content: sanitizeRichHtml(input.content),
    imageUrl: input.imageUrl,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    updatedAt: new Date(),
  };
}

/** Publishes a post (admin); without a publish date it is published now. */
export async function createOfficialContent(db: Db, input: OfficialContentInput): Promise<OfficialContent> {
  const row = toRow(input);
  try {
    const [created] = await db
      .insert(officialContent)
      .values({
        ...row,
        slug: await freeSlug(db, input.type, input.title),
        ...(input.publishDate ? { publishDate: new Date(input.publishDate) } : {}),
      })
      .returning(fullColumns);
    if (!created) throw new Error('insert returned nothing');
    return toContent(created);
  } catch (error) {
    // Two posts saved at the same moment under one title: the second may try again.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', OFFICIAL_CONTENT_MESSAGES.saveFailed);
    throw error;
  }
}

/**
 * Replaces a post's fields (admin) when it is still at the version the editor opened, raising
 * it; a new title moves it to that title's slug.
 */
export async function updateOfficialContent(
  db: Db,
  id: string,
  { version, ...input }: OfficialContentInput & Versioned,
): Promise<OfficialContent> {
  const [current] = await db
    .select({ title: officialContent.title, type: officialContent.type, slug: officialContent.slug })
    .from(officialContent)
    .where(eq(officialContent.id, id));
  if (!current) throw new AppError('NOT_FOUND', OFFICIAL_CONTENT_MESSAGES.notFound);
  const keepsAddress = current.title === input.title && current.type === input.type;
  try {
    const [updated] = await db
      .update(officialContent)
      .set({
        ...toRow(input),
        slug: keepsAddress ? current.slug : await freeSlug(db, input.type, input.title, id),
        ...(input.publishDate ? { publishDate: new Date(input.publishDate) } : {}),
        version: nextVersion(officialContent),
      })
      .where(atVersion(officialContent, id, version))
      .returning(fullColumns);
    if (!updated) {
      throw await missingOrStale(db, officialContent, id, version, OFFICIAL_CONTENT_MESSAGES.notFound);
    }
    return toContent(updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', OFFICIAL_CONTENT_MESSAGES.saveFailed);
    throw error;
  }
}

/** Deletes a post (admin). */
export async function deleteOfficialContent(db: Db, id: string, admin: Viewer): Promise<void> {
  await withModerationRecord(db, admin, async (tx) => {
    const [deleted] = await tx
      .delete(officialContent)
      .where(eq(officialContent.id, id))
      .returning({ title: officialContent.title });
    if (!deleted) throw new AppError('NOT_FOUND', OFFICIAL_CONTENT_MESSAGES.notFound);
    const target = { kind: 'official_content', id, label: deleted.title } as const;
    return { result: undefined, entry: { action: 'content_deleted', target } };
  });
}
