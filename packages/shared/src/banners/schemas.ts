import { z } from 'zod';
import { imageUrlInput, pageOf } from '../common/schemas.ts';
import { slugifyTitle } from '../common/slug.ts';
import { VersionSchema } from '../common/versions.ts';
import { HeroClassSchema, RaritySchema } from '../heroes/schemas.ts';
import {
  BANNER_ADVICE,
  BANNER_FEATURED_MAX,
  BANNER_FIRST_YEAR,
  BANNER_NAME_MAX_LENGTH,
  BANNER_NOTES_MAX_LENGTH,
  BANNER_REASON_MAX_LENGTH,
  BANNER_TYPES,
  BANNER_MESSAGES as M,
} from './constants.ts';

export const BannerTypeSchema = z.enum(BANNER_TYPES, M.invalidType);
export const BannerAdviceSchema = z.enum(BANNER_ADVICE, M.invalidAdvice);

/** A hero's tier in one game mode, beside the hero on a banner's page. */
export const BannerHeroTierSchema = z.object({ mode: z.string(), modeSlug: z.string(), tier: z.string() });

/** A hero a banner features, with whether its rate is raised and its tiers. */
export const BannerHeroSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  class: HeroClassSchema,
  rarity: RaritySchema,
  imageUrl: z.string().nullable(),
  isRateUp: z.boolean(),
  tiers: z.array(BannerHeroTierSchema),
});
export type BannerHero = z.infer<typeof BannerHeroSchema>;

/** A banner as lists and cards show it. Instants are ISO strings. */
export const BannerCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  type: BannerTypeSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  imageUrl: z.string().nullable(),
  advice: BannerAdviceSchema,
  featured: z.array(BannerHeroSchema),
});
export type BannerCard = z.infer<typeof BannerCardSchema>;

/** A whole banner: the card, its notes, the advice's reason and the edit version. */
export const BannerSchema = BannerCardSchema.extend({
  notes: z.string(),
  adviceReason: z.string(),
  version: VersionSchema,
});
export type Banner = z.infer<typeof BannerSchema>;

/** The /banners address: hero (slug), type and year filters, and the page of past banners. */
export const BannerListQuerySchema = z.object({
  hero: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => v || undefined),
  type: z
    .union([BannerTypeSchema, z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  year: z
    .union([z.literal(''), z.coerce.number().int().min(BANNER_FIRST_YEAR).max(2100)])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type BannerListQuery = z.input<typeof BannerListQuerySchema>;

/** /banners: the running and announced banners, a page of past ones, and what the filters offer. */
export const BannerListSchema = z.object({
  current: z.array(BannerCardSchema),
  upcoming: z.array(BannerCardSchema),
  past: pageOf(BannerCardSchema),
  heroes: z.array(z.object({ slug: z.string(), name: z.string() })),
  years: z.array(z.number().int()),
});
export type BannerList = z.infer<typeof BannerListSchema>;

/** Banners not yet over, soonest first: the home page picks the running ones and the next from them. */
export const BannersAheadSchema = z.object({ items: z.array(BannerCardSchema) });
export type BannersAhead = z.infer<typeof BannersAheadSchema>;

/** Every banner a hero was featured on, oldest first. */
export const HeroBannersSchema = z.object({ items: z.array(BannerCardSchema) });
export type HeroBanners = z.infer<typeof HeroBannersSchema>;

export const AdminBannersSchema = z.object({ items: z.array(BannerSchema) });
export type AdminBanners = z.infer<typeof AdminBannersSchema>;

export const BannerIdParamsSchema = z.object({ bannerId: z.uuid(M.notFound) });
export const BannerSlugParamsSchema = z.object({ slug: z.string().min(1, M.notFound).max(200, M.notFound) });
export const BannerHeroParamsSchema = z.object({ slug: z.string().min(1).max(200) });

const instant = (required: string) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .refine((v) => !Number.isNaN(Date.parse(v)), required)
    .transform((v) => new Date(v).toISOString());

/** The admin form: name, type, dates (end after start), one to eight different heroes, advice and why. */
export const BannerInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, M.nameRequired)
      .max(BANNER_NAME_MAX_LENGTH)
      .refine((name) => slugifyTitle(name) !== '', M.nameNoLetters),
    type: BannerTypeSchema,
    startsAt: instant(M.startRequired),
    endsAt: instant(M.endRequired),
    imageUrl: imageUrlInput(M.imageUrlInvalid).transform((v) => (v === '' ? null : v)),
    notes: z.string().trim().max(BANNER_NOTES_MAX_LENGTH).default(''),
    advice: BannerAdviceSchema,
    adviceReason: z.string().trim().min(1, M.reasonRequired).max(BANNER_REASON_MAX_LENGTH),
    featured: z
      .array(z.object({ heroId: z.uuid(M.unknownHero), isRateUp: z.boolean().default(true) }), {
        error: M.featuredRequired,
      })
      .min(1, M.featuredRequired)
      .max(BANNER_FEATURED_MAX, M.featuredTooMany)
      .refine((items) => new Set(items.map((item) => item.heroId)).size === items.length, M.duplicateHero),
  })
  .refine((banner) => Date.parse(banner.endsAt) > Date.parse(banner.startsAt), {
    message: M.endBeforeStart,
    path: ['endsAt'],
  });
export type BannerInput = z.input<typeof BannerInputSchema>;
export type BannerInputValues = z.output<typeof BannerInputSchema>;

/** Something dated the timeline and the feeds show: a banner or an official event. */
export const DatedItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['banner', 'event']),
  title: z.string(),
  /** The site path of its page. */
  path: z.string(),
  summary: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type DatedItem = z.infer<typeof DatedItemSchema>;

/** The timeline's span: whole UTC days from `from` up to and including `to` (at most about six weeks). */
export const TimelineQuerySchema = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
  })
  .refine(
    (q) => Date.parse(q.to) >= Date.parse(q.from) && Date.parse(q.to) - Date.parse(q.from) <= 45 * 86_400_000,
    { message: 'Choose a span of up to 45 days', path: ['to'] },
  );
export const TimelineSchema = z.object({ items: z.array(DatedItemSchema) });
export type Timeline = z.infer<typeof TimelineSchema>;
