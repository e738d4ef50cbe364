import { MeResponseSchema, ProfileSetupRequestSchema, REALTIME_TOPICS } from '@haven/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getViewer, requireUser } from '../../auth/session.ts';
import { announceViewerChanged } from '../../auth/session-cache.ts';
import { toCurrentUser } from './current-user.ts';
import { setupUsername } from './setup-username.ts';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me',
    { schema: { tags: ['account'], response: { 200: MeResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const viewer = await getViewer(request);
      return { user: viewer ? toCurrentUser(viewer) : null };
    },
  );

  app.post(
    '/api/profile/setup',
    {
      config: { writeLimit: 'profileSetup' },
      schema: { tags: ['profiles'], body: ProfileSetupRequestSchema, response: { 200: MeResponseSchema } },
    },
    async (request) => {
      const viewer = await requireUser(request);
      await setupUsername(app.db, viewer.id, request.body.username);
      await announceViewerChanged(app, viewer.id);
      // The member now appears in the directory under the chosen name.
      await app.bus.publish({ topic: REALTIME_TOPICS.profiles, id: viewer.id });
      return {
        user: toCurrentUser({ ...viewer, username: request.body.username, isSetupComplete: true }),
      };
    },
  );
};
