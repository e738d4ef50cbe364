import { z } from 'zod';
import { NOTIFICATION_SHEET_LIMIT, NOTIFICATION_TYPES } from './constants.ts';

export const NotificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  content: z.string().nullable(),
  postId: z.string().nullable(),
  commentId: z.string().nullable(),
  createdAt: z.string(),
  /** For a comment that still exists: the username of the profile it is on. */
  wallUsername: z.string().nullable(),
  /** The member whose action it reports; null when that account is gone. */
  from: z.object({ id: z.string(), username: z.string(), avatarUrl: z.string().nullable() }).nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** The newest notifications and how many the member has in all (the bell's badge). */
export const NotificationFeedSchema = z.object({
  items: z.array(NotificationSchema),
  total: z.number().int(),
});
export type NotificationFeed = z.infer<typeof NotificationFeedSchema>;

export const NotificationFeedQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_SHEET_LIMIT).default(NOTIFICATION_SHEET_LIMIT),
});

export const NotificationCountSchema = z.object({ count: z.number().int() });
export type NotificationCount = z.infer<typeof NotificationCountSchema>;

export const NotificationIdParamsSchema = z.object({ id: z.uuid() });
