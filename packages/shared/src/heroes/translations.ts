import { z } from 'zod';
import {
  REVIEW_OVERVIEW_MAX_LENGTH,
  REVIEW_POINTS_MAX,
  REVIEW_VERDICT_MAX_LENGTH,
} from '../hero-reviews/constants.ts';
import { HERO_REVIEW_MESSAGES } from '../hero-reviews/messages.ts';
import { ReviewPointSchema } from '../hero-reviews/schemas.ts';
import type { Language } from '../i18n/languages.ts';
import { Fallback } from '../i18n/translations.ts';
import { BUILD_NOTES_MAX_LENGTH } from './constants.ts';
import { HERO_MESSAGES } from './messages.ts';

export const HERO_TRANSLATION_MESSAGES = {
  descriptionTooLong: 'The description must be 2,000 characters or fewer',
  skillNameTooLong: 'A skill name must be 80 characters or fewer',
  skillDescriptionTooLong: 'A skill description must be 1,000 characters or fewer',
  skillsTooMany: 'A hero has at most 12 skills',
} as const;

const M = HERO_TRANSLATION_MESSAGES;

/**
 * A hero's texts in one other language: its description, skills (by position), build notes and
 * the editors' review. A blank field is untranslated: the page shows the English one.
 */
export const HeroTranslationFieldsSchema = z.object({
  description: z.string().trim().max(2000, M.descriptionTooLong).default(''),
  skills: z
    .array(
      z.object({
        name: z.string().trim().max(80, M.skillNameTooLong).default(''),
        description: z.string().trim().max(1000, M.skillDescriptionTooLong).default(''),
      }),
    )
    .max(12, M.skillsTooMany)
    .default([]),
  /** Sanitised HTML, like the English build notes. */
  buildNotes: z.string().max(BUILD_NOTES_MAX_LENGTH, HERO_MESSAGES.buildNotesTooLong).default(''),
  verdict: z.string().trim().max(REVIEW_VERDICT_MAX_LENGTH, HERO_REVIEW_MESSAGES.verdictTooLong).default(''),
  /** Sanitised HTML, like the English overview. */
  overview: z.string().max(REVIEW_OVERVIEW_MAX_LENGTH, HERO_REVIEW_MESSAGES.overviewTooLong).default(''),
  strengths: z
    .array(ReviewPointSchema)
    .max(REVIEW_POINTS_MAX, HERO_REVIEW_MESSAGES.pointsTooMany)
    .default([]),
  weaknesses: z
    .array(ReviewPointSchema)
    .max(REVIEW_POINTS_MAX, HERO_REVIEW_MESSAGES.pointsTooMany)
    .default([]),
});
export type HeroTranslationFields = z.output<typeof HeroTranslationFieldsSchema>;
export type HeroTranslationInput = z.input<typeof HeroTranslationFieldsSchema>;

type HeroTexts = {
  description: string;
  skills: { name: string; description: string }[];
  buildNotes: string;
};

/** A hero's own texts in `language`, English where no translation was written, and which fell back. */
export function translateHero<Hero extends HeroTexts>(
  hero: Hero,
  language: Language,
  translation: Partial<HeroTranslationFields> | undefined,
): Hero & { untranslated: string[] } {
  const fallback = new Fallback(language);
  const t = translation ?? {};
  return {
    ...hero,
    description: fallback.text('description', hero.description, t.description),
    skills: hero.skills.map((skill, index) => ({
      ...skill,
      name: fallback.text(`skills.${index}.name`, skill.name, t.skills?.[index]?.name),
      description: fallback.text(
        `skills.${index}.description`,
        skill.description,
        t.skills?.[index]?.description,
      ),
    })),
    buildNotes: fallback.text('buildNotes', hero.buildNotes, t.buildNotes),
    untranslated: fallback.untranslated,
  };
}

type ReviewTexts = { verdict: string; overview: string; strengths: string[]; weaknesses: string[] };

/** A hero's review in `language`, field by field, English where no translation was written. */
export function translateReview<Review extends ReviewTexts>(
  review: Review,
  language: Language,
  translation: Partial<HeroTranslationFields> | undefined,
): Review & { untranslated: string[] } {
  const fallback = new Fallback(language);
  const t = translation ?? {};
  return {
    ...review,
    verdict: fallback.text('verdict', review.verdict, t.verdict),
    overview: fallback.text('overview', review.overview, t.overview),
    strengths: fallback.list('strengths', review.strengths, t.strengths),
    weaknesses: fallback.list('weaknesses', review.weaknesses, t.weaknesses),
    untranslated: fallback.untranslated,
  };
}
