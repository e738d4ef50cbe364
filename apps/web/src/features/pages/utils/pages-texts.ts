import { PAGE_MESSAGES } from '@haven/shared/pages/constants';
import { msg } from '@lingui/core/macro';
import { activeI18n } from '../../../lib/i18n';

/** The shared messages in the page's language (the shared English ones are what the server says). */
export const pageTexts = {
  loadFailed: () => activeI18n()._(msg`Failed to load pages`),
  saveFailed: () => activeI18n()._(msg`Failed to save page`),
  updated: () => activeI18n()._(msg`Page updated successfully`),
  contentLoadFailed: () => activeI18n()._(msg`Failed to load page content`),
  unsavedChanges: () => activeI18n()._(msg`You have unsaved changes. Discard them?`),
  titleRequired: () => activeI18n()._(msg`Title is required`),
  comingSoon: () => activeI18n()._(msg`Content coming soon...`),
  notFound: () => activeI18n()._(msg`Page not found`),
} satisfies { [Key in keyof typeof PAGE_MESSAGES]: unknown };

const TEXT_KEYS = new Map<string, keyof typeof pageTexts>(
  Object.entries(PAGE_MESSAGES).flatMap(([key, text]) =>
    typeof text === 'string' ? [[text, key as keyof typeof pageTexts] as const] : [],
  ),
);

/** A shared message (a field rule's or the server's) in the page's language; any other text as it is. */
export function translatePageTexts(text: string | undefined): string | undefined {
  const key = text === undefined ? undefined : TEXT_KEYS.get(text);
  const translate = key === undefined ? undefined : (pageTexts[key] as unknown as () => string);
  return translate ? translate() : text;
}
