import { z } from 'zod';
import { VersionSchema } from '../common/versions.ts';
import { UntranslatedSchema } from '../i18n/translations.ts';
import {
  HERO_SPECIALITIES_MAX,
  REVIEW_OVERVIEW_MAX_LENGTH,
  REVIEW_POINT_MAX_LENGTH,
  REVIEW_POINTS_MAX,
  REVIEW_VERDICT_MAX_LENGTH,
  SPECIALITY_NAME_MAX_LENGTH,
} from './constants.ts';
import { HERO_REVIEW_MESSAGES as M } from './messages.ts';

/** A speciality tag of the admins' vocabulary. */
export const SpecialitySchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type Speciality = z.infer<typeof SpecialitySchema>;
export const SpecialityListSchema = z.object({ items: z.array(SpecialitySchema) });
export type SpecialityList = z.infer<typeof SpecialityListSchema>;

/** The admin's body to add a tag to the vocabulary. */
export const SpecialityInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, M.specialityNameRequired)
    .max(SPECIALITY_NAME_MAX_LENGTH, M.specialityNameTooLong),
});
export type SpecialityInput = z.input<typeof SpecialityInputSchema>;
export const SpecialityIdParamsSchema = z.object({ specialityId: z.uuid(M.specialityNotFound) });

/** A hero's review as its page shows it; version 0 and empty fields until the editors write one. */
export const HeroReviewSchema = z.object({
  heroId: z.string(),
  version: VersionSchema,
  verdict: z.string(),
  /** Sanitised HTML. */
  overview: z.string(),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  specialities: z.array(SpecialitySchema),
  /** When the review was last saved; null before the first save. */
  updatedAt: z.string().nullable(),
  /** The texts shown in English because they are not yet translated into the read's language. */
  untranslated: UntranslatedSchema,
});
export type HeroReview = z.infer<typeof HeroReviewSchema>;

/** One strength or weakness. */
export const ReviewPointSchema = z
  .string()
  .trim()
  .min(1, M.pointRequired)
  .max(REVIEW_POINT_MAX_LENGTH, M.pointTooLong);

const PointsSchema = z
  .array(ReviewPointSchema, { error: M.pointRequired })
  .max(REVIEW_POINTS_MAX, M.pointsTooMany);

/** The review editor's save: every field, and the version it opened. */
export const HeroReviewInputSchema = z.object({
  version: VersionSchema,
  verdict: z.string().trim().max(REVIEW_VERDICT_MAX_LENGTH, M.verdictTooLong).default(''),
  overview: z.string().max(REVIEW_OVERVIEW_MAX_LENGTH, M.overviewTooLong).default(''),
  strengths: PointsSchema.default([]),
  weaknesses: PointsSchema.default([]),
  specialityIds: z
    .array(z.uuid(M.specialityUnknown))
    .max(HERO_SPECIALITIES_MAX, M.specialitiesTooMany)
    .refine((ids) => new Set(ids).size === ids.length, M.specialityUnknown)
    .default([]),
});
export type HeroReviewInput = z.input<typeof HeroReviewInputSchema>;
export type HeroReviewSave = z.output<typeof HeroReviewInputSchema>;

/** The answer to a save: the review's new version, for the next save from the same editor. */
export const HeroReviewSavedSchema = z.object({ id: z.string(), version: VersionSchema });
export type HeroReviewSaved = z.infer<typeof HeroReviewSavedSchema>;
