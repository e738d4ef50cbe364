import { CONTACT_MESSAGES, type ContactCategory } from '@haven/shared/contact/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { activeI18n } from '../../../lib/i18n';

/** The shared messages in the page's language (the shared English ones are what the server says). */
export const contactTexts = {
  signIn: () => activeI18n()._(msg`Please sign in to send a message`),
  nameRequired: () => activeI18n()._(msg`Please enter your name`),
  emailInvalid: () => activeI18n()._(msg`Please enter a valid email address`),
  subjectRequired: () => activeI18n()._(msg`Please enter a subject`),
  messageRequired: () => activeI18n()._(msg`Please enter your message`),
  categoryInvalid: () => activeI18n()._(msg`Please choose a category`),
  sendFailed: () => activeI18n()._(msg`Failed to send message. Please try again.`),
  sent: () => activeI18n()._(msg`Message sent successfully!`),
  loadFailed: () => activeI18n()._(msg`Failed to load messages`),
  statusFailed: () => activeI18n()._(msg`Failed to update message status`),
  statusUpdated: () => activeI18n()._(msg`Message status updated`),
  deleteFailed: () => activeI18n()._(msg`Failed to delete message`),
  deleted: () => activeI18n()._(msg`Message deleted`),
  deleteConfirm: () =>
    activeI18n()._(msg`Are you sure you want to delete this message? This action cannot be undone.`),
  notFound: () => activeI18n()._(msg`Message not found`),
  empty: () => activeI18n()._(msg`No messages found.`),
} satisfies { [Key in keyof typeof CONTACT_MESSAGES]: unknown };

const TEXT_KEYS = new Map<string, keyof typeof contactTexts>(
  Object.entries(CONTACT_MESSAGES).flatMap(([key, text]) =>
    typeof text === 'string' ? [[text, key as keyof typeof contactTexts] as const] : [],
  ),
);

/** A shared message (a field rule's or the server's) in the page's language; any other text as it is. */
export function translateContactTexts(text: string | undefined): string | undefined {
  const key = text === undefined ? undefined : TEXT_KEYS.get(text);
  const translate = key === undefined ? undefined : (contactTexts[key] as unknown as () => string);
  return translate ? translate() : text;
}

/** The contact form's categories as its menu names them. */
export const CONTACT_CATEGORY_TEXTS: Record<ContactCategory, MessageDescriptor> = {
  suggestions: msg`Suggestions & Feedback`,
  misconduct: msg`Report Misconduct`,
  technical: msg`Technical Issues`,
  affiliation: msg`Affiliation & Partnerships`,
  general: msg`General Inquiry`,
};
