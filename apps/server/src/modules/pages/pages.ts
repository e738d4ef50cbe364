import { DEFAULT_LANGUAGE, type Language } from '@haven/shared/i18n/languages';
import { translateTexts } from '@haven/shared/i18n/translations';
import { PAGE_MESSAGES } from '@haven/shared/pages/constants';
import type { PageContent, PageUpdateRequest } from '@haven/shared/pages/schemas';
import { PAGE_TRANSLATED, type PageTranslationFields } from '@haven/shared/pages/translations';
import { headingIds } from '@haven/shared/rich-text/table-of-contents';
import { asc, eq } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pageContent, pageTranslations } from '../../db/schema/index.ts';
import { atVersion, missingOrStale, nextVersion } from '../../lib/edit-version.ts';
import { AppError } from '../../lib/errors.ts';
import { sanitizeRichHtml } from '../../lib/rich-text.ts';
import { findTranslationFields } from '../../lib/translations.ts';
import { withModerationRecord } from '../moderation/record-moderation.ts';

const toPage = (row: typeof pageContent.$inferSelect): PageContent => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
  untranslated: [],
});

/**
 * One editable page by its slug (about-game, about-website), its title and content in `language`,
 * English field by field where not translated.
 */
export async function findPageBySlug(
  db: DbOrTx,
  slug: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<PageContent> {
  const [row] = await db.select().from(pageContent).where(eq(pageContent.slug, slug));
  if (!row) throw new AppError('NOT_FOUND', PAGE_MESSAGES.notFound);
  const translation = await findTranslationFields<PageTranslationFields>(
    db,
    pageTranslations,
    row.id,
    language,
  );
  const page = translateTexts(toPage(row), PAGE_TRANSLATED, language, translation);
  if (language === DEFAULT_LANGUAGE || page.untranslated.includes('content')) return page;
  return { ...page, headingIds: headingIds(row.content) };
}

/** Refuses with 404 when no page has this id. */
export async function assertPageExists(db: DbOrTx, pageId: string): Promise<void> {
  const [row] = await db
    .select({ id: pageContent.id })
    .from(pageContent)
    .where(eq(pageContent.id, pageId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', PAGE_MESSAGES.notFound);
}

/** Every editable page, by title, for the editor's list (admin). */
export async function findPages(db: DbOrTx): Promise<PageContent[]> {
  const rows = await db.select().from(pageContent).orderBy(asc(pageContent.title));
  return rows.map(toPage);
}

/**
 * Saves a page's title and sanitised content (admin) when it is still at the version the editor
 * opened, raising it; only an existing page is updated.
 */
export async function updatePage(
  db: Db,
  id: string,
  input: PageUpdateRequest,
  admin: Viewer,
): Promise<PageContent> {
  return withModerationRecord(db, admin, async (tx) => {
    const [row] = await tx
      .update(pageContent)
      .set({
        title: input.title,
        content: sanitizeRichHtml(input.content),
        updatedAt: new Date(),
        version: nextVersion(pageContent),
      })
      .where(atVersion(pageContent, id, input.version))
      .returning();
    if (!row) throw await missingOrStale(tx, pageContent, id, input.version, PAGE_MESSAGES.notFound);
    return {
      result: toPage(row),
      entry: { action: 'page_edited', target: { kind: 'page', id, label: row.title } },
    };
  });
}
