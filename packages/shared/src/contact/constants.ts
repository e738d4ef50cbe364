// Kept apart from the zod schemas so pages can use them without loading zod.

/** The categories a member files a message under, with their labels; `general` is the default. */
export const CONTACT_CATEGORIES = [
  'suggestions',
  'misconduct',
  'technical',
  'affiliation',
  'general',
] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];
export const DEFAULT_CONTACT_CATEGORY: ContactCategory = 'general';
export const CONTACT_CATEGORY_LABELS: Record<ContactCategory, string> = {
  suggestions: 'Suggestions & Feedback',
  misconduct: 'Report Misconduct',
  technical: 'Technical Issues',
  affiliation: 'Affiliation & Partnerships',
  general: 'General Inquiry',
};

export const CONTACT_STATUSES = ['unread', 'read'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
/** The inbox filter: every message, or only one status. */
export const CONTACT_FILTERS = ['all', 'unread', 'read'] as const;
export type ContactFilter = (typeof CONTACT_FILTERS)[number];
export const CONTACT_FILTER_LABELS: Record<ContactFilter, string> = {
  all: 'All Messages',
  unread: 'Unread',
  read: 'Read',
};

/** Longest accepted fields of a contact message. */
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_EMAIL_MAX_LENGTH = 254;
export const CONTACT_SUBJECT_MAX_LENGTH = 150;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** UI copy of the contact form and the inbox, shown by the web app and sent by the server alike. */
export const CONTACT_MESSAGES = {
  signIn: 'Please sign in to send a message',
  nameRequired: 'Please enter your name',
  emailInvalid: 'Please enter a valid email address',
  subjectRequired: 'Please enter a subject',
  messageRequired: 'Please enter your message',
  categoryInvalid: 'Please choose a category',
  sendFailed: 'Failed to send message. Please try again.',
  sent: 'Message sent successfully!',
  loadFailed: 'Failed to load messages',
  statusFailed: 'Failed to update message status',
  statusUpdated: 'Message status updated',
  deleteFailed: 'Failed to delete message',
  deleted: 'Message deleted',
  deleteConfirm: 'Are you sure you want to delete this message? This action cannot be undone.',
  notFound: 'Message not found',
  empty: 'No messages found.',
} as const;
