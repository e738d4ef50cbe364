import { z } from 'zod';
import { imageUrlInput, pageOf } from '../common/schemas.ts';
import { slugifyName } from '../common/slug.ts';
import { VersionSchema } from '../common/versions.ts';
import { BUILD_CATEGORIES } from '../heroes/constants.ts';
import { BuildEntrySchema, HeroCardSchema, RaritySchema } from '../heroes/schemas.ts';
import { SKILL_COST_CATEGORIES } from '../heroes/skill-depth.ts';
import { ContentLanguageQuerySchema, UntranslatedSchema } from '../i18n/translations.ts';
import {
  DATABASE_ATTRIBUTE_LABEL_MAX_LENGTH,
  DATABASE_ATTRIBUTE_VALUE_MAX_LENGTH,
  DATABASE_CATEGORY_SLUGS,
  DATABASE_ENTRY_ATTRIBUTES_MAX,
  DATABASE_ENTRY_DESCRIPTION_MAX_LENGTH,
  DATABASE_ENTRY_NAME_MAX_LENGTH,
  DATABASE_ENTRY_RELATED_HEROES_MAX,
  DATABASE_ENTRY_SUMMARY_MAX_LENGTH,
  DATABASE_ENTRY_TAG_MAX_LENGTH,
  DATABASE_ENTRY_TAGS_MAX,
  DATABASE_SORTS,
} from './constants.ts';
import { DATABASE_MESSAGES as M } from './messages.ts';

export const DatabaseCategorySchema = z.enum(DATABASE_CATEGORY_SLUGS, M.categoryNotFound);
export const DatabaseSortSchema = z.enum(DATABASE_SORTS);

export const DatabaseCategoryParamsSchema = z.object({ category: DatabaseCategorySchema });
export const DatabaseEntryParamsSchema = z.object({
  category: DatabaseCategorySchema,
  slug: z.string().min(1).max(120),
});
export const DatabaseEntryIdParamsSchema = z.object({ entryId: z.uuid(M.entryNotFound) });

/** A category page's query: search on name, summary and tags; one rarity; one tag; sort; page. */
export const DatabaseListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  rarity: RaritySchema.optional(),
  tag: z.string().trim().max(DATABASE_ENTRY_TAG_MAX_LENGTH).optional(),
  sort: DatabaseSortSchema.default('name'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  ...ContentLanguageQuerySchema.shape,
});
export type DatabaseListQuery = z.input<typeof DatabaseListQuerySchema>;

/** A label and value pair such as 'Attack' / '+120'. */
export const DatabaseAttributeSchema = z.object({ label: z.string(), value: z.string() });
export type DatabaseAttribute = z.infer<typeof DatabaseAttributeSchema>;

/** An entry as a card shows it. */
export const DatabaseEntryCardSchema = z.object({
  id: z.string(),
  category: DatabaseCategorySchema,
  name: z.string(),
  slug: z.string(),
  summary: z.string(),
  imageUrl: z.string().nullable(),
  rarity: RaritySchema.nullable(),
  tags: z.array(z.string()),
  /** The texts shown in English because they are not yet translated into the read's language. */
  untranslated: UntranslatedSchema,
});
export type DatabaseEntryCard = z.infer<typeof DatabaseEntryCardSchema>;

/** One page of a category, with every tag in use in the category (for the tag filter). */
export const DatabaseListResponseSchema = pageOf(DatabaseEntryCardSchema).extend({
  allTags: z.array(z.string()),
});
export type DatabaseListResponse = z.infer<typeof DatabaseListResponseSchema>;

export const RelatedHeroSchema = HeroCardSchema.pick({
  id: true,
  name: true,
  slug: true,
  class: true,
  rarity: true,
  imageUrl: true,
});
export type RelatedHero = z.infer<typeof RelatedHeroSchema>;

const NeighbourSchema = z.object({ slug: z.string(), name: z.string() }).nullable();

/** A whole entry; `description` is sanitised HTML. Neighbours are by name within the category. */
export const DatabaseEntryDetailSchema = DatabaseEntryCardSchema.extend({
  description: z.string(),
  attributes: z.array(DatabaseAttributeSchema),
  relatedHeroes: z.array(RelatedHeroSchema),
  previous: NeighbourSchema,
  next: NeighbourSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The edit version, sent back by the admin editor's save. */
  version: VersionSchema,
});
export type DatabaseEntryDetail = z.infer<typeof DatabaseEntryDetailSchema>;

/** The database entries that name one hero (shown on the hero's page). */
export const HeroDatabaseEntriesResponseSchema = z.object({ items: z.array(DatabaseEntryCardSchema) });
export type HeroDatabaseEntriesResponse = z.infer<typeof HeroDatabaseEntriesResponseSchema>;

/** The admin table's query. */
export const AdminDatabaseListQuerySchema = z.object({
  category: DatabaseCategorySchema.optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminDatabaseListQuery = z.input<typeof AdminDatabaseListQuerySchema>;

export const AdminDatabaseEntrySchema = DatabaseEntryCardSchema.extend({ updatedAt: z.string() });
export const AdminDatabaseListResponseSchema = pageOf(AdminDatabaseEntrySchema);
export type AdminDatabaseListResponse = z.infer<typeof AdminDatabaseListResponseSchema>;

/** The admin editor's body. The slug comes from the name and must be free within the category. */
export const DatabaseEntryInputSchema = z.object({
  category: DatabaseCategorySchema,
  name: z
    .string()
    .trim()
    .min(1, M.nameRequired)
    .max(DATABASE_ENTRY_NAME_MAX_LENGTH, M.nameTooLong)
    .refine((name) => slugifyName(name) !== '', M.nameNoLetters),
  summary: z.string().trim().max(DATABASE_ENTRY_SUMMARY_MAX_LENGTH, M.summaryTooLong).default(''),
  description: z.string().max(DATABASE_ENTRY_DESCRIPTION_MAX_LENGTH, M.descriptionTooLong).default(''),
  imageUrl: imageUrlInput(M.imageUrlInvalid).transform((v) => (v === '' ? null : v)),
  rarity: RaritySchema.nullable().default(null),
  tags: z
    .array(z.string().trim().max(DATABASE_ENTRY_TAG_MAX_LENGTH, M.tagTooLong))
    .max(DATABASE_ENTRY_TAGS_MAX * 3, M.tooManyTags)
    .transform((tags) => [...new Set(tags.filter(Boolean))])
    .pipe(z.array(z.string()).max(DATABASE_ENTRY_TAGS_MAX, M.tooManyTags))
    .default([]),
  /** Blank rows are dropped; a row with only one side filled is refused. */
  attributes: z
    .array(
      z.object({
        label: z.string().trim().max(DATABASE_ATTRIBUTE_LABEL_MAX_LENGTH, M.attributeTooLong),
        value: z.string().trim().max(DATABASE_ATTRIBUTE_VALUE_MAX_LENGTH, M.attributeTooLong),
      }),
    )
    .max(DATABASE_ENTRY_ATTRIBUTES_MAX * 2, M.tooManyAttributes)
    .default([])
    .check((ctx) => {
      if (ctx.value.some((a) => (a.label === '') !== (a.value === ''))) {
        ctx.issues.push({ code: 'custom', message: M.attributeIncomplete, input: ctx.value });
      }
    })
    .transform((rows) => rows.filter((a) => a.label !== '' && a.value !== ''))
    .pipe(z.array(DatabaseAttributeSchema).max(DATABASE_ENTRY_ATTRIBUTES_MAX, M.tooManyAttributes)),
  relatedHeroIds: z
    .array(z.uuid(M.heroNotFound))
    .max(DATABASE_ENTRY_RELATED_HEROES_MAX, M.tooManyHeroes)
    .transform((ids) => [...new Set(ids)])
    .default([]),
});
export type DatabaseEntryInput = z.input<typeof DatabaseEntryInputSchema>;
export type DatabaseEntryValues = z.output<typeof DatabaseEntryInputSchema>;

/** What a save answers: where the entry now lives. */
export const SavedDatabaseEntrySchema = z.object({
  id: z.string(),
  category: DatabaseCategorySchema,
  slug: z.string(),
  version: VersionSchema,
});
export type SavedDatabaseEntry = z.infer<typeof SavedDatabaseEntrySchema>;

/** The build entry picker's query: an optional name search and one of the build categories. */
export const DatabasePickerQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  /** One category a build or a skill's upgrade cost draws from; without one, the build's four. */
  category: z.enum([...BUILD_CATEGORIES, ...SKILL_COST_CATEGORIES]).optional(),
});
export type DatabasePickerQuery = z.input<typeof DatabasePickerQuerySchema>;

/** Entries the build picker offers, by name, at most DATABASE_PICKER_LIMIT (60). */
export const DatabasePickerResponseSchema = z.object({ items: z.array(BuildEntrySchema) });
export type DatabasePickerResponse = z.infer<typeof DatabasePickerResponseSchema>;
