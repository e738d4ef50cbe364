import { z } from 'zod';
import {
  DATABASE_ENTRY_DESCRIPTION_MAX_LENGTH,
  DATABASE_ENTRY_NAME_MAX_LENGTH,
  DATABASE_ENTRY_SUMMARY_MAX_LENGTH,
} from './constants.ts';
import { DATABASE_MESSAGES as M } from './messages.ts';

/** The texts of an entry translated into other languages; its tags and attributes stay English. */
export const DATABASE_ENTRY_TRANSLATED = ['name', 'summary', 'description'] as const;

/**
 * A database entry's name, summary and description in one other language. A blank field is
 * untranslated: the page shows the English one.
 */
export const DatabaseEntryTranslationFieldsSchema = z.object({
  name: z.string().trim().max(DATABASE_ENTRY_NAME_MAX_LENGTH, M.nameTooLong).default(''),
  summary: z.string().trim().max(DATABASE_ENTRY_SUMMARY_MAX_LENGTH, M.summaryTooLong).default(''),
  /** Sanitised HTML, like the English description. */
  description: z.string().max(DATABASE_ENTRY_DESCRIPTION_MAX_LENGTH, M.descriptionTooLong).default(''),
});
export type DatabaseEntryTranslationFields = z.output<typeof DatabaseEntryTranslationFieldsSchema>;
export type DatabaseEntryTranslationInput = z.input<typeof DatabaseEntryTranslationFieldsSchema>;
