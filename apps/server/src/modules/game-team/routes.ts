import {
  AddToGameTeamRequestSchema,
  GAME_TEAM_MESSAGES,
  GameTeamSchema,
  REALTIME_TOPICS,
} from '@haven/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/session.ts';
import { PRIVATE_REVALIDATE } from '../../lib/cache.ts';
import { addToGameTeam, getGameTeam } from './game-team.ts';

export const gameTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/game-team',
    { schema: { tags: ['game-team'], response: { 200: GameTeamSchema } } },
    async (request, reply) => {
      const viewer = await requireUser(request);
      reply.header('cache-control', PRIVATE_REVALIDATE);
      return { entries: await getGameTeam(app.db, viewer.id) };
    },
  );

  app.post(
    '/api/me/game-team',
    {
      config: { writeLimit: 'gameTeam' },
      schema: { tags: ['game-team'], body: AddToGameTeamRequestSchema, response: { 201: GameTeamSchema } },
    },
    async (request, reply) => {
      const viewer = await requireUser(request, GAME_TEAM_MESSAGES.signIn);
      const entries = await addToGameTeam(app.db, viewer.id, request.body.heroId, request.body.position);
      await app.bus.publish({ topic: REALTIME_TOPICS.gameTeam, id: viewer.id, userId: viewer.id });
      return reply.status(201).send({ entries });
    },
  );
};
