import { z } from 'zod';
import {
  OFFICIAL_CONTENT_MAX_LENGTH,
  OFFICIAL_DESCRIPTION_MAX_LENGTH,
  OFFICIAL_TITLE_MAX_LENGTH,
} from './constants.ts';

/** The texts of a news post, event or maintenance notice translated into other languages. */
export const OFFICIAL_CONTENT_TRANSLATED = ['title', 'description', 'content'] as const;

/**
 * A post's title, description and content in one other language; a blank field shows the
 * English. Its address stays the English title's.
 */
export const OfficialContentTranslationFieldsSchema = z.object({
  title: z.string().trim().max(OFFICIAL_TITLE_MAX_LENGTH).default(''),
  description: z.string().trim().max(OFFICIAL_DESCRIPTION_MAX_LENGTH).default(''),
  /** Sanitised HTML, like the English content. */
  content: z.string().max(OFFICIAL_CONTENT_MAX_LENGTH).default(''),
});
export type OfficialContentTranslationFields = z.output<typeof OfficialContentTranslationFieldsSchema>;
export type OfficialContentTranslationInput = z.input<typeof OfficialContentTranslationFieldsSchema>;
