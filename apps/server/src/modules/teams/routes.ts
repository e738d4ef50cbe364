import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { OkSchema } from '@haven/shared/common/schemas';
import { TEAM_MESSAGES } from '@haven/shared/teams/messages';
import {
  CreateTeamRequestSchema,
  MyTeamsSchema,
  PublicTeamsQuerySchema,
  PublicTeamsResponseSchema,
  TeamIdParamsSchema,
  TeamSchema,
  TeamSlugParamsSchema,
} from '@haven/shared/teams/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/access.ts';
import { AppError } from '../../lib/errors.ts';
import { findMyTeams, findPublicTeams, findTeamBySlug } from './find-teams.ts';
import { createTeam, deleteTeam } from './save-team.ts';

/** Public teams (gallery and team pages) and a member's own teams. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  // Team pages and cards show hero names and images, so hero changes make them stale too.
  const cache = { cache: { topics: [REALTIME_TOPICS.teams, REALTIME_TOPICS.heroes] } };

  app.get(
    '/api/teams',
    {
      config: cache,
      schema: {
        tags: ['teams'],
        querystring: PublicTeamsQuerySchema,
        response: { 200: PublicTeamsResponseSchema },
      },
    },
    async (request) => findPublicTeams(app.db, request.query),
  );

  app.get(
    '/api/teams/:slug',
    {
      config: cache,
      schema: { tags: ['teams'], params: TeamSlugParamsSchema, response: { 200: TeamSchema } },
    },
    async (request) => {
      const team = await findTeamBySlug(app.db, request.params.slug);
      if (!team) throw new AppError('NOT_FOUND', TEAM_MESSAGES.notFound);
      return team;
    },
  );

  app.get(
    '/api/me/teams',
    { config: { access: { role: 'member' } }, schema: { tags: ['teams'], response: { 200: MyTeamsSchema } } },
    async (request) => ({ items: await findMyTeams(app.db, memberOf(request).id) }),
  );

  app.post(
    '/api/teams',
    {
      config: { access: { role: 'member', message: TEAM_MESSAGES.signIn }, writeLimit: 'team' },
      schema: { tags: ['teams'], body: CreateTeamRequestSchema, response: { 201: TeamSchema } },
    },
    async (request, reply) => {
      const viewer = memberOf(request);
      const team = await createTeam(app.db, viewer.id, request.body);
      await app.bus.publish({ topic: REALTIME_TOPICS.teams, id: team.id });
      return reply.status(201).send(team);
    },
  );

  app.delete(
    '/api/teams/:teamId',
    {
      config: { access: { role: 'member' }, writeLimit: 'team' },
      schema: { tags: ['teams'], params: TeamIdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      const viewer = memberOf(request);
      await deleteTeam(app.db, viewer, request.params.teamId);
      await app.bus.publish({ topic: REALTIME_TOPICS.teams, id: request.params.teamId });
      return { ok: true as const };
    },
  );
};
