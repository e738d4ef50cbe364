import { z } from 'zod';
import { AuthorSchema, pageOf } from '../common/schemas.ts';
import { VersionSchema, withVersion } from '../common/versions.ts';
import { HeroPickerItemSchema } from '../heroes/schemas.ts';
import { LANGUAGE_CODES } from '../i18n/languages.ts';
import { MentionCardSchema } from '../mentions/schemas.ts';
import { GUIDE_MESSAGES as M } from './messages.ts';
import {
  GUIDE_CONTENT_MAX_HTML_LENGTH,
  GUIDE_CONTENT_MIN_LENGTH,
  GUIDE_HEROES_MAX,
  GUIDE_SORTS,
  GUIDE_STATUSES,
  GUIDE_TAG_MAX_LENGTH,
  GUIDE_TAGS_MAX,
  GUIDE_TITLE_MAX_LENGTH,
  GUIDE_TITLE_MIN_LENGTH,
  isValidGuideThumbnail,
  normaliseGuideTags,
  richTextLength,
} from './rules.ts';

export const GuideStatusSchema = z.enum(GUIDE_STATUSES);

/** What a member writes: the same rules and messages in the form and on the server. */
export const GuideRequestSchema = z.object({
  title: z
    .string()
    .trim()
    .min(GUIDE_TITLE_MIN_LENGTH, M.titleTooShort)
    .max(GUIDE_TITLE_MAX_LENGTH, M.titleTooLong),
  content: z
    .string()
    .max(GUIDE_CONTENT_MAX_HTML_LENGTH, M.contentTooLong)
    .refine((html) => richTextLength(html) >= GUIDE_CONTENT_MIN_LENGTH, M.contentTooShort),
  /** '' or absent means no thumbnail. */
  thumbnailUrl: z
    .string()
    .trim()
    .max(2000, M.thumbnailInvalid)
    .refine((url) => url === '' || isValidGuideThumbnail(url), M.thumbnailInvalid)
    .optional()
    .default(''),
  tags: z
    .array(z.string().trim().max(GUIDE_TAG_MAX_LENGTH, M.tagTooLong))
    .max(GUIDE_TAGS_MAX * 3, M.tooManyTags)
    .transform(normaliseGuideTags)
    .pipe(z.array(z.string()).max(GUIDE_TAGS_MAX, M.tooManyTags))
    .optional()
    .default([]),
  /** The language it is written in; a new guide without one is English, an edit keeps its own. */
  language: z.enum(LANGUAGE_CODES, { error: M.languageUnknown }).optional(),
  /** The heroes the guide is about, in the author's order; each at most once. */
  heroIds: z
    .array(z.uuid(M.unknownHero))
    .max(GUIDE_HEROES_MAX, M.tooManyHeroes)
    .refine((ids) => new Set(ids).size === ids.length, M.duplicateHero)
    .optional()
    .default([]),
});
export type GuideRequest = z.input<typeof GuideRequestSchema>;

/** An edit's save: the guide's fields and the version its editor opened. */
export const GuideUpdateRequestSchema = withVersion(GuideRequestSchema);
export type GuideUpdateRequest = z.input<typeof GuideUpdateRequestSchema>;

/** A guide as a card in the list and on the home page. */
export const GuideCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  /** Plain text: markup is removed by the server. */
  excerpt: z.string(),
  thumbnailUrl: z.string().nullable(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  author: AuthorSchema.nullable(),
  /** Members who marked it 'Helpful'. */
  helpfulCount: z.number().int(),
  /** Visitors who opened it, each counted once a day; it may lag a little behind. */
  viewCount: z.number().int(),
  /** The language it is written in. */
  language: z.enum(LANGUAGE_CODES),
});
export type GuideCard = z.infer<typeof GuideCardSchema>;

export const GuideListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  tag: z.string().trim().max(GUIDE_TAG_MAX_LENGTH).optional(),
  /** Only guides about this hero (its id). */
  hero: z.uuid(M.unknownHero).optional(),
  /** Only guides written in this language. */
  language: z.enum(LANGUAGE_CODES, { error: M.languageUnknown }).optional(),
  /** Only guides by this member (their username). */
  author: z.string().trim().min(1).max(50).optional(),
  sort: z.enum(GUIDE_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type GuideListQuery = z.input<typeof GuideListQuerySchema>;

/** One page of approved guides, with every tag in use among approved guides (for the filter chips). */
export const GuideListSchema = pageOf(GuideCardSchema).extend({ allTags: z.array(z.string()) });
export type GuideList = z.infer<typeof GuideListSchema>;

/** A whole guide; `content` is sanitised HTML; `heroes` are the heroes it is about, in order. */
export const GuideSchema = GuideCardSchema.omit({ excerpt: true }).extend({
  content: z.string(),
  heroes: z.array(HeroPickerItemSchema),
  status: GuideStatusSchema,
  updatedAt: z.string(),
  /** The edit version, sent back by the editor's save. */
  version: VersionSchema,
  publishedAt: z.string().nullable(),
  /** Whether the signed-in viewer marked it 'Helpful' (false for visitors). */
  votedHelpful: z.boolean(),
  /** The heroes, entries and outfits its text names, with their preview cards, in order of mention. */
  mentions: z.array(MentionCardSchema),
  /** Heroes its text names that `heroes` does not list, in order of mention ('Heroes in this guide' shows both). */
  mentionedHeroes: z.array(HeroPickerItemSchema),
});
export type Guide = z.infer<typeof GuideSchema>;

/** A member's 'Helpful' mark on a guide: true sets it, false takes it back (either twice is harmless). */
export const GuideHelpfulRequestSchema = z.object({ helpful: z.boolean() });
export type GuideHelpfulRequest = z.infer<typeof GuideHelpfulRequestSchema>;

/** A guide's 'Helpful' count and the member's own mark, after a vote. */
export const GuideHelpfulSchema = z.object({ helpfulCount: z.number().int(), votedHelpful: z.boolean() });
export type GuideHelpful = z.infer<typeof GuideHelpfulSchema>;

export const GuideSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
export const GuideIdParamsSchema = z.object({ guideId: z.uuid('Guide not found') });

/** A row of the review page's all-guides table and pending list. */
export const AdminGuideSchema = GuideCardSchema.extend({ status: GuideStatusSchema, updatedAt: z.string() });
export type AdminGuide = z.infer<typeof AdminGuideSchema>;
export const AdminGuideListSchema = z.object({ items: z.array(AdminGuideSchema) });
export type AdminGuideList = z.infer<typeof AdminGuideListSchema>;

export const GuideReviewRequestSchema = z.object({ status: z.enum(['approved', 'rejected']) });
export type GuideReviewRequest = z.infer<typeof GuideReviewRequestSchema>;
