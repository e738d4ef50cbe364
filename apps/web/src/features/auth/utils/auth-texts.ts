import { activeI18n } from '../../../lib/i18n';
import { sharedText } from '../../../lib/shared-texts';
import { ACCOUNT_TEXTS, AUTH_TEXTS } from '../shared-texts';

/** An account message by its name, in the page's language. */
export function authText(key: keyof typeof AUTH_TEXTS): string {
  return activeI18n()._(AUTH_TEXTS[key]);
}

/** An Account page message by its name, in the page's language. */
export function accountText(key: keyof typeof ACCOUNT_TEXTS): string {
  return activeI18n()._(ACCOUNT_TEXTS[key]);
}

/**
 * A shared account message (a field rule's or the server's) in the page's language; any other text
 * as it is.
 */
export function translateAuthMessage(text: string): string {
  return sharedText(text);
}
