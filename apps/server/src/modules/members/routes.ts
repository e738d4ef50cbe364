import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { MemberListQuerySchema, MemberListResponseSchema } from '@haven/shared/members/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMemberRoutes } from './admin-routes.ts';
import { findMembers } from './find-members.ts';

/** The public members directory; the admin Users tab beside it. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/members',
    {
      config: { cache: { topics: [REALTIME_TOPICS.profiles] } },
      schema: {
        tags: ['members'],
        querystring: MemberListQuerySchema,
        response: { 200: MemberListResponseSchema },
      },
    },
    async (request) => findMembers(app.db, request.query),
  );

  await app.register(adminMemberRoutes);
};
