import { z } from 'zod';
import { VersionSchema, withVersion } from '../common/versions.ts';
import { UntranslatedSchema } from '../i18n/translations.ts';
import { PAGE_MESSAGES as M, PAGE_CONTENT_MAX_LENGTH, PAGE_TITLE_MAX_LENGTH } from './constants.ts';

/** An editable page: its title, optional image and sanitised HTML. */
export const PageContentSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  updatedAt: z.string(),
  /** The edit version, sent back by the editor's save. */
  version: VersionSchema,
  /** The texts shown in English because they are not yet translated into the read's language. */
  untranslated: UntranslatedSchema,
  /** A translated content's heading anchors, taken from the English: links to a section hold in every language. */
  headingIds: z.array(z.string()).optional(),
});
export type PageContent = z.infer<typeof PageContentSchema>;

export const PageContentListSchema = z.object({ items: z.array(PageContentSchema) });
export type PageContentList = z.infer<typeof PageContentListSchema>;

export const PageSlugParamsSchema = z.object({ slug: z.string().min(1).max(100) });
export const PageIdParamsSchema = z.object({ pageId: z.uuid(M.notFound) });

/** The page editor's fields: title required; content is sanitised by the server. */
export const PageInputSchema = z.object({
  title: z.string().trim().min(1, M.titleRequired).max(PAGE_TITLE_MAX_LENGTH),
  content: z.string().max(PAGE_CONTENT_MAX_LENGTH),
});
export type PageInput = z.infer<typeof PageInputSchema>;

/** The page editor's save: its fields and the version it opened. */
export const PageUpdateRequestSchema = withVersion(PageInputSchema);
export type PageUpdateRequest = z.infer<typeof PageUpdateRequestSchema>;
