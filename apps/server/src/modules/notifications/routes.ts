import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { OkSchema } from '@haven/shared/common/schemas';
import { NOTIFICATION_MESSAGES } from '@haven/shared/notifications/messages';
import {
  NotificationCountSchema,
  NotificationFeedQuerySchema,
  NotificationFeedSchema,
  NotificationIdParamsSchema,
} from '@haven/shared/notifications/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/access.ts';
import {
  clearNotifications,
  countNotifications,
  deleteNotification,
  listNotifications,
} from './notifications.ts';

const tags = ['notifications'];

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/notifications',
    {
      config: { access: { role: 'member', message: NOTIFICATION_MESSAGES.viewSignIn } },
      schema: {
        tags,
        querystring: NotificationFeedQuerySchema,
        response: { 200: NotificationFeedSchema },
      },
    },
    async (request) => {
      const viewer = memberOf(request);
      const [items, total] = await Promise.all([
        listNotifications(app.db, viewer.id, request.query.limit),
        countNotifications(app.db, viewer.id),
      ]);
      return { items, total };
    },
  );

  app.get(
    '/api/me/notifications/count',
    {
      config: { access: { role: 'member', message: NOTIFICATION_MESSAGES.viewSignIn } },
      schema: { tags, response: { 200: NotificationCountSchema } },
    },
    async (request) => ({ count: await countNotifications(app.db, memberOf(request).id) }),
  );

  app.delete(
    '/api/me/notifications/:id',
    {
      config: {
        access: { role: 'member', message: NOTIFICATION_MESSAGES.viewSignIn },
        writeLimit: 'notifications',
      },
      schema: { tags, params: NotificationIdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      const viewer = memberOf(request);
      await deleteNotification(app.db, viewer.id, request.params.id);
      await app.bus.publish({ topic: REALTIME_TOPICS.notifications, id: viewer.id, userId: viewer.id });
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/me/notifications',
    {
      config: {
        access: { role: 'member', message: NOTIFICATION_MESSAGES.viewSignIn },
        writeLimit: 'notifications',
      },
      schema: { tags, response: { 200: OkSchema } },
    },
    async (request) => {
      const viewer = memberOf(request);
      await clearNotifications(app.db, viewer.id);
      await app.bus.publish({ topic: REALTIME_TOPICS.notifications, id: viewer.id, userId: viewer.id });
      return { ok: true as const };
    },
  );
};
