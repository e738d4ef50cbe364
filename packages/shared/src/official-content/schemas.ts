import { z } from 'zod';
import { imageUrlInput } from '../common/schemas.ts';
import { slugifyTitle } from '../common/slug.ts';
import { VersionSchema } from '../common/versions.ts';
import { OFFICIAL_CONTENT_TYPES } from '../home/constants.ts';
import { UntranslatedSchema } from '../i18n/translations.ts';
import { MentionCardSchema } from '../mentions/schemas.ts';
import {
  OFFICIAL_CONTENT_MESSAGES as M,
  OFFICIAL_CONTENT_MAX_LENGTH,
  OFFICIAL_DESCRIPTION_MAX_LENGTH,
  OFFICIAL_TITLE_MAX_LENGTH,
} from './constants.ts';

export const OfficialContentTypeSchema = z.enum(OFFICIAL_CONTENT_TYPES, M.invalidType);

/** An official post as its list shows it. `description` may hold markup; the web shows it as plain text. */
export const OfficialContentCardSchema = z.object({
  id: z.string(),
  type: OfficialContentTypeSchema,
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  publishDate: z.string(),
  /** When a dated event runs (ISO), for the timeline and the calendar feed; null for undated posts. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** The texts shown in English because they are not yet translated into the read's language. */
  untranslated: UntranslatedSchema,
});
export type OfficialContentCard = z.infer<typeof OfficialContentCardSchema>;

/** A whole post: the card plus its sanitised HTML content. */
/** A post with its text and edit version (sent back by the admin editor's save). */
export const OfficialContentSchema = OfficialContentCardSchema.extend({
  content: z.string(),
  version: VersionSchema,
});
export type OfficialContent = z.infer<typeof OfficialContentSchema>;

/** A post as its page shows it, with the preview cards of the names its text holds. */
export const OfficialContentPageSchema = OfficialContentSchema.extend({
  mentions: z.array(MentionCardSchema),
});
export type OfficialContentPage = z.infer<typeof OfficialContentPageSchema>;

export const OfficialContentListSchema = z.object({ items: z.array(OfficialContentCardSchema) });
export type OfficialContentList = z.infer<typeof OfficialContentListSchema>;

export const AdminOfficialContentListSchema = z.object({ items: z.array(OfficialContentSchema) });
export type AdminOfficialContentList = z.infer<typeof AdminOfficialContentListSchema>;

export const OfficialContentTypeParamsSchema = z.object({ type: OfficialContentTypeSchema });
export const OfficialContentItemParamsSchema = z.object({
  type: OfficialContentTypeSchema,
  slug: z.string().min(1, M.invalidSlug).max(200, M.invalidSlug),
});
export const OfficialContentIdParamsSchema = z.object({ contentId: z.uuid(M.notFound) });

/** An optional instant: empty or absent is none, otherwise any date-time, kept as ISO. */
const optionalInstant = (invalid: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), invalid)
    .nullable()
    .default(null)
    .transform((v) => (v ? new Date(v).toISOString() : null));

/** The admin form: title and description required; content, image and publish date optional. */
export const OfficialContentInputSchema = z
  .object({
    type: OfficialContentTypeSchema,
    title: z
      .string()
      .trim()
      .min(1, M.titleRequired)
      .max(OFFICIAL_TITLE_MAX_LENGTH)
      .refine((title) => slugifyTitle(title) !== '', M.titleNoLetters),
    description: z.string().trim().min(1, M.descriptionRequired).max(OFFICIAL_DESCRIPTION_MAX_LENGTH),
    content: z.string().max(OFFICIAL_CONTENT_MAX_LENGTH).default(''),
    imageUrl: imageUrlInput(M.imageUrlInvalid).transform((v) => (v === '' ? null : v)),
    /** When it was (or will be) published, as an ISO date-time; absent means now. */
    publishDate: z
      .string()
      .trim()
      .refine((v) => v === '' || !Number.isNaN(Date.parse(v)), M.publishDateInvalid)
      .nullable()
      .default(null)
      .transform((v) => (v ? new Date(v).toISOString() : null)),
    /** When the event starts and ends (ISO date-times); both empty for an undated post. */
    startsAt: optionalInstant(M.eventDatesInvalid),
    endsAt: optionalInstant(M.eventDatesInvalid),
  })
  .refine((post) => (post.startsAt === null) === (post.endsAt === null), {
    message: M.eventDatesBoth,
    path: ['endsAt'],
  })
  .refine((post) => !post.startsAt || !post.endsAt || Date.parse(post.endsAt) > Date.parse(post.startsAt), {
    message: M.eventEndBeforeStart,
    path: ['endsAt'],
  });
export type OfficialContentInput = z.input<typeof OfficialContentInputSchema>;
