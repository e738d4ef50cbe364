import { z } from 'zod';
import {
  CONTACT_CATEGORIES,
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_FILTERS,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_STATUSES,
  CONTACT_SUBJECT_MAX_LENGTH,
  DEFAULT_CONTACT_CATEGORY,
  CONTACT_MESSAGES as M,
} from './constants.ts';

/** The contact form: every field required once trimmed. */
export const ContactMessageRequestSchema = z.object({
  name: z.string().trim().min(1, M.nameRequired).max(CONTACT_NAME_MAX_LENGTH),
  email: z.string().trim().max(CONTACT_EMAIL_MAX_LENGTH, M.emailInvalid).pipe(z.email(M.emailInvalid)),
  category: z.enum(CONTACT_CATEGORIES, M.categoryInvalid).default(DEFAULT_CONTACT_CATEGORY),
  subject: z.string().trim().min(1, M.subjectRequired).max(CONTACT_SUBJECT_MAX_LENGTH),
  message: z.string().trim().min(1, M.messageRequired).max(CONTACT_MESSAGE_MAX_LENGTH),
});
export type ContactMessageRequest = z.input<typeof ContactMessageRequestSchema>;

/** A message as the admin inbox shows it, with the sender's profile when they still have one. */
export const ContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  category: z.enum(CONTACT_CATEGORIES),
  status: z.enum(CONTACT_STATUSES),
  createdAt: z.string(),
  sender: z.object({ id: z.string(), username: z.string(), avatarUrl: z.string().nullable() }).nullable(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ContactMessageListSchema = z.object({ items: z.array(ContactMessageSchema) });
export type ContactMessageList = z.infer<typeof ContactMessageListSchema>;

export const ContactMessageListQuerySchema = z.object({ status: z.enum(CONTACT_FILTERS).default('all') });

export const ContactMessageIdParamsSchema = z.object({ messageId: z.uuid(M.notFound) });
