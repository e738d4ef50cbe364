import { z } from 'zod';
import { pageOf } from '../common/schemas.ts';
import { VersionSchema, withVersion } from '../common/versions.ts';
import {
  OUTFIT_CATEGORY_MAX_LENGTH,
  OUTFIT_DESCRIPTION_MAX_LENGTH,
  OUTFIT_GENDERS,
  OUTFIT_NAME_MAX_LENGTH,
  OUTFIT_TAG_MAX_LENGTH,
  OUTFIT_TAGS_MAX,
  outfitNumberOfSlug,
} from './constants.ts';
import { OUTFIT_MESSAGES as M } from './messages.ts';

export const OutfitGenderSchema = z.enum(OUTFIT_GENDERS);

/** A comma-separated query value (`tag=lace,royal`) as a list of short texts. */
const textList = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? [
          ...new Set(
            v
              .split(',')
              .map((item) => item.trim())
              .filter(Boolean),
          ),
        ]
      : [],
  )
  .pipe(z.array(z.string().max(OUTFIT_TAG_MAX_LENGTH)).max(OUTFIT_TAGS_MAX));

/** The gallery's query: search on name, description and folder; categories and tags (any of them). */
export const OutfitListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  category: textList,
  tag: textList,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type OutfitListQuery = z.input<typeof OutfitListQuerySchema>;

/** An outfit as a gallery card shows it. */
export const OutfitCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  folderName: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  tags: z.array(z.string()),
  overallImage: z.string().nullable(),
  maleImage: z.string().nullable(),
  femaleImage: z.string().nullable(),
});
export type OutfitCard = z.infer<typeof OutfitCardSchema>;

export const OutfitListResponseSchema = pageOf(OutfitCardSchema);
export type OutfitListResponse = z.infer<typeof OutfitListResponseSchema>;

/** The values the gallery's filter offers, each with how many outfits carry it. */
export const OutfitFacetsSchema = z.object({
  categories: z.array(z.object({ value: z.string(), count: z.number().int() })),
  tags: z.array(z.object({ value: z.string(), count: z.number().int() })),
});
export type OutfitFacets = z.infer<typeof OutfitFacetsSchema>;

const NeighbourSchema = z.object({ slug: z.string(), name: z.string() }).nullable();

/** One outfit with its neighbours in gallery order (by folder number). */
export const OutfitDetailSchema = OutfitCardSchema.extend({
  previous: NeighbourSchema,
  next: NeighbourSchema,
  updatedAt: z.string(),
});
export type OutfitDetail = z.infer<typeof OutfitDetailSchema>;

/** An outfit page's address: outfit-N (outfit_N is read the same way). */
export const OutfitSlugParamsSchema = z.object({
  slug: z
    .string()
    .max(40, M.invalidSlug)
    .refine((slug) => outfitNumberOfSlug(slug) !== null, M.invalidSlug),
});

export const OutfitIdParamsSchema = z.object({ outfitId: z.uuid(M.notFound) });

/** Choosing the favourite outfit: one per member, a new choice replaces the old. */
export const SetFavoriteOutfitRequestSchema = z.object({
  outfitId: z.uuid(M.notFound),
  gender: OutfitGenderSchema,
});
export type SetFavoriteOutfitRequest = z.infer<typeof SetFavoriteOutfitRequestSchema>;

export const MyFavoriteOutfitSchema = z.object({
  outfitId: z.string(),
  genderPreference: OutfitGenderSchema,
  createdAt: z.string(),
  outfit: z.object({ name: z.string(), slug: z.string() }),
});
export type MyFavoriteOutfit = z.infer<typeof MyFavoriteOutfitSchema>;

/** The signed-in member's favourite outfit, or null when they have none. */
export const MyFavoriteOutfitResponseSchema = z.object({ favorite: MyFavoriteOutfitSchema.nullable() });
export type MyFavoriteOutfitResponse = z.infer<typeof MyFavoriteOutfitResponseSchema>;

/** The admin table's query. */
export const AdminOutfitListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** An outfit as the admin table and its editor hold it: the card and its edit version. */
export const AdminOutfitSchema = OutfitCardSchema.extend({ version: VersionSchema });
export type AdminOutfit = z.infer<typeof AdminOutfitSchema>;

export const AdminOutfitListResponseSchema = pageOf(AdminOutfitSchema);
export type AdminOutfitListResponse = z.infer<typeof AdminOutfitListResponseSchema>;

/** The admin editor's fields; blank description and category are stored as none. */
export const OutfitInputSchema = z.object({
  name: z.string().trim().min(1, M.nameRequired).max(OUTFIT_NAME_MAX_LENGTH),
  description: z
    .string()
    .trim()
    .max(OUTFIT_DESCRIPTION_MAX_LENGTH)
    .transform((v) => v || null)
    .nullable(),
  category: z
    .string()
    .trim()
    .max(OUTFIT_CATEGORY_MAX_LENGTH)
    .transform((v) => v || null)
    .nullable(),
  tags: z
    .array(z.string().trim().max(OUTFIT_TAG_MAX_LENGTH, M.tagTooLong))
    .max(OUTFIT_TAGS_MAX)
    .transform((tags) => [...new Set(tags.filter(Boolean))]),
});
export type OutfitInput = z.input<typeof OutfitInputSchema>;

/** The admin editor's save: its fields and the version it opened. */
export const UpdateOutfitRequestSchema = withVersion(OutfitInputSchema);
export type UpdateOutfitRequest = z.input<typeof UpdateOutfitRequestSchema>;

/** A problem with one file of a scan; the rest of the scan goes on. */
export const OutfitScanProblemSchema = z.object({ folder: z.string(), file: z.string(), reason: z.string() });
export type OutfitScanProblem = z.infer<typeof OutfitScanProblemSchema>;

/** Where a directory scan stands; polled until `status` is no longer `running`. */
export const OutfitScanSchema = z.object({
  id: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  /** Folders found, and folders handled so far. */
  total: z.number().int(),
  processed: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  problems: z.array(OutfitScanProblemSchema),
  /** Why the whole scan failed (no folder to read), when it did. */
  error: z.string().nullable(),
});
export type OutfitScan = z.infer<typeof OutfitScanSchema>;

export const OutfitScanIdParamsSchema = z.object({ scanId: z.uuid() });
