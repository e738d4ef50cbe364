import {
  NOTIFICATION_MESSAGES,
  NotificationCountSchema,
  NotificationFeedQuerySchema,
  NotificationFeedSchema,
  NotificationIdParamsSchema,
  OkSchema,
  REALTIME_TOPICS,
} from '@haven/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/session.ts';
import {
  clearNotifications,
  countNotifications,
  deleteNotification,
  listNotifications,
} from './notifications.ts';

const tags = ['notifications'];
// A member's notifications are theirs alone: never kept by the read cache or any shared cache.
const PRIVATE_NO_STORE = 'private, no-store';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/notifications',
    {
      schema: {
        tags,
        querystring: NotificationFeedQuerySchema,
        response: { 200: NotificationFeedSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request, NOTIFICATION_MESSAGES.viewSignIn);
      reply.header('cache-control', PRIVATE_NO_STORE);
      const [items, total] = await Promise.all([
        listNotifications(app.db, viewer.id, request.query.limit),
        countNotifications(app.db, viewer.id),
      ]);
      return { items, total };
    },
  );

  app.get(
    '/api/me/notifications/count',
    { schema: { tags, response: { 200: NotificationCountSchema } } },
    async (request, reply) => {
      const viewer = await requireUser(request, NOTIFICATION_MESSAGES.viewSignIn);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return { count: await countNotifications(app.db, viewer.id) };
    },
  );

  app.delete(
    '/api/me/notifications/:id',
    {
      config: { writeLimit: 'notifications' },
      schema: { tags, params: NotificationIdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      const viewer = await requireUser(request, NOTIFICATION_MESSAGES.viewSignIn);
      await deleteNotification(app.db, viewer.id, request.params.id);
      await app.bus.publish({ topic: REALTIME_TOPICS.notifications, id: viewer.id, userId: viewer.id });
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/me/notifications',
    { config: { writeLimit: 'notifications' }, schema: { tags, response: { 200: OkSchema } } },
    async (request) => {
      const viewer = await requireUser(request, NOTIFICATION_MESSAGES.viewSignIn);
      await clearNotifications(app.db, viewer.id);
      await app.bus.publish({ topic: REALTIME_TOPICS.notifications, id: viewer.id, userId: viewer.id });
      return { ok: true as const };
    },
  );
};
