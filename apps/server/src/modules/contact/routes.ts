import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { CONTACT_MESSAGES } from '@haven/shared/contact/constants';
import { canManageContactMessages } from '@haven/shared/contact/policies';
import {
  ContactMessageIdParamsSchema,
  ContactMessageListQuerySchema,
  ContactMessageListSchema,
  ContactMessageRequestSchema,
} from '@haven/shared/contact/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../../auth/access.ts';
import { adminOkRoute } from '../../lib/admin-routes.ts';
import {
  deleteContactMessage,
  findContactMessages,
  markContactMessageRead,
  sendContactMessage,
} from './contact-messages.ts';

/** The contact form (members) and the admin inbox; every change is announced to admins only. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const toAdmins = { topic: REALTIME_TOPICS.contactMessages, adminOnly: true };
  const announce = (id: string) => app.bus.publish({ ...toAdmins, id });

  app.post(
    '/api/contact-messages',
    {
      config: { access: { role: 'member', message: CONTACT_MESSAGES.signIn }, writeLimit: 'contact' },
      schema: {
        tags: ['contact'],
        body: ContactMessageRequestSchema,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => {
      const viewer = memberOf(request);
      const created = await sendContactMessage(app.db, viewer.id, request.body);
      await announce(created.id);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/admin/contact-messages',
    {
      config: { access: { role: 'admin', policy: canManageContactMessages } },
      schema: {
        tags: ['admin'],
        querystring: ContactMessageListQuerySchema,
        response: { 200: ContactMessageListSchema },
      },
    },
    async (request) => ({ items: await findContactMessages(app.db, request.query.status) }),
  );

  const params = ContactMessageIdParamsSchema;
  const url = '/api/admin/contact-messages/:messageId';
  adminOkRoute(app, {
    policy: canManageContactMessages,
    method: 'POST',
    url: `${url}/read`,
    params,
    announce: toAdmins,
    run: markContactMessageRead,
  });
  adminOkRoute(app, {
    policy: canManageContactMessages,
    method: 'DELETE',
    url,
    params,
    announce: toAdmins,
    run: deleteContactMessage,
  });
};
