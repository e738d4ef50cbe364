import { z } from 'zod';
import { PAGE_CONTENT_MAX_LENGTH, PAGE_TITLE_MAX_LENGTH } from './constants.ts';

/** The texts of an about page translated into other languages. */
export const PAGE_TRANSLATED = ['title', 'content'] as const;

/** An about page's title and content in one other language; a blank field shows the English. */
export const PageTranslationFieldsSchema = z.object({
  title: z.string().trim().max(PAGE_TITLE_MAX_LENGTH).default(''),
  /** Sanitised HTML, like the English content. */
  content: z.string().max(PAGE_CONTENT_MAX_LENGTH).default(''),
});
export type PageTranslationFields = z.output<typeof PageTranslationFieldsSchema>;
export type PageTranslationInput = z.input<typeof PageTranslationFieldsSchema>;
