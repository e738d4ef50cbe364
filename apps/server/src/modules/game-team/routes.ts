import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { GAME_TEAM_MESSAGES } from '@haven/shared/game-team/messages';
import {
  AddToGameTeamRequestSchema,
  GameTeamEntryParamsSchema,
  GameTeamSchema,
  ReplaceInGameTeamRequestSchema,
} from '@haven/shared/game-team/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/access.ts';
import {
  addToGameTeam,
  getGameTeam,
  removeFromGameTeam,
  replaceInGameTeam,
  setMainHero,
} from './game-team.ts';

export const gameTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/game-team',
    {
      config: { access: { role: 'member' } },
      schema: { tags: ['game-team'], response: { 200: GameTeamSchema } },
    },
    async (request) => ({ entries: await getGameTeam(app.db, memberOf(request).id) }),
  );

  app.post(
    '/api/me/game-team',
    {
      config: { access: { role: 'member', message: GAME_TEAM_MESSAGES.signIn }, writeLimit: 'gameTeam' },
      schema: { tags: ['game-team'], body: AddToGameTeamRequestSchema, response: { 201: GameTeamSchema } },
    },
    async (request, reply) => {
      const viewer = memberOf(request);
      const entries = await addToGameTeam(app.db, viewer.id, request.body.heroId, request.body.position);
      await announceGameTeamChanged(viewer.id);
      return reply.status(201).send({ entries });
    },
  );

  app.delete(
    '/api/me/game-team/:entryId',
    {
      config: { access: { role: 'member' }, writeLimit: 'gameTeam' },
      schema: { tags: ['game-team'], params: GameTeamEntryParamsSchema, response: { 200: GameTeamSchema } },
    },
    async (request) => {
      const viewer = memberOf(request);
      const entries = await removeFromGameTeam(app.db, viewer, request.params.entryId);
      await announceGameTeamChanged(viewer.id);
      return { entries };
    },
  );

  // A full team's swap: the new hero takes the chosen entry's place.
  app.put(
    '/api/me/game-team/:entryId/hero',
    {
      config: { access: { role: 'member', message: GAME_TEAM_MESSAGES.signIn }, writeLimit: 'gameTeam' },
      schema: {
        tags: ['game-team'],
        params: GameTeamEntryParamsSchema,
        body: ReplaceInGameTeamRequestSchema,
        response: { 200: GameTeamSchema },
      },
    },
    async (request) => {
      const viewer = memberOf(request);
      const entries = await replaceInGameTeam(app.db, viewer, request.params.entryId, request.body.heroId);
      await announceGameTeamChanged(viewer.id);
      return { entries };
    },
  );

  app.put(
    '/api/me/game-team/:entryId/main',
    {
      config: { access: { role: 'member' }, writeLimit: 'gameTeam' },
      schema: { tags: ['game-team'], params: GameTeamEntryParamsSchema, response: { 200: GameTeamSchema } },
    },
    async (request) => {
      const viewer = memberOf(request);
      const entries = await setMainHero(app.db, viewer, request.params.entryId);
      await announceGameTeamChanged(viewer.id);
      return { entries };
    },
  );

  /** Tells the member's other tabs, and everyone viewing their profile, that the team changed. */
  async function announceGameTeamChanged(userId: string) {
    await app.bus.publish([
      { topic: REALTIME_TOPICS.gameTeam, id: userId, userId },
      { topic: REALTIME_TOPICS.profiles, id: userId },
    ]);
  }
};
