import type { ContactFilter } from '@haven/shared/contact/constants';
import { CONTACT_MESSAGES, type ContactCategory } from '@haven/shared/contact/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { inPageLanguage, sharedTexts } from '../../lib/shared-texts';

/** The shared messages' catalog texts (the shared English ones are what the server says). */
export const CONTACT_TEXTS = sharedTexts(CONTACT_MESSAGES, {
  signIn: msg`Please sign in to send a message`,
  nameRequired: msg`Please enter your name`,
  emailInvalid: msg`Please enter a valid email address`,
  subjectRequired: msg`Please enter a subject`,
  messageRequired: msg`Please enter your message`,
  categoryInvalid: msg`Please choose a category`,
  sendFailed: msg`Failed to send message. Please try again.`,
  sent: msg`Message sent successfully!`,
  loadFailed: msg`Failed to load messages`,
  statusFailed: msg`Failed to update message status`,
  statusUpdated: msg`Message status updated`,
  deleteFailed: msg`Failed to delete message`,
  deleted: msg`Message deleted`,
  deleteConfirm: msg`Are you sure you want to delete this message? This action cannot be undone.`,
  notFound: msg`Message not found`,
  empty: msg`No messages found.`,
});

/** The shared messages, each read in the page's language. */
export const contactTexts = inPageLanguage(CONTACT_MESSAGES, CONTACT_TEXTS);

/** The contact form's categories as its menu names them. */
export const CONTACT_CATEGORY_TEXTS: Record<ContactCategory, MessageDescriptor> = {
  suggestions: msg`Suggestions & Feedback`,
  misconduct: msg`Report Misconduct`,
  technical: msg`Technical Issues`,
  affiliation: msg`Affiliation & Partnerships`,
  general: msg`General Inquiry`,
};

/** The inbox's filter. */
export const CONTACT_FILTER_TEXTS: Record<ContactFilter, MessageDescriptor> = {
  all: msg`All Messages`,
  unread: msg`Unread`,
  read: msg`Read`,
};
