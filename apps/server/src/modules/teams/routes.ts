import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { OkSchema } from '@haven/shared/common/schemas';
import { MENTION_CARD_TOPICS } from '@haven/shared/mentions/constants';
import { REPORT_MESSAGES } from '@haven/shared/reports/messages';
import { TEAM_MESSAGES } from '@haven/shared/teams/messages';
import { canViewTeam } from '@haven/shared/teams/policies';
import {
  BuildableTeamsQuerySchema,
  BuildableTeamsResponseSchema,
  CreateTeamRequestSchema,
  MyTeamsSchema,
  PublicTeamsQuerySchema,
  type PublicTeamsResponse,
  PublicTeamsResponseSchema,
  TeamIdParamsSchema,
  type TeamPage,
  TeamPageSchema,
  TeamSchema,
  TeamSlugParamsSchema,
  TeamVoteSchema,
  UpdateTeamRequestSchema,
} from '@haven/shared/teams/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/access.ts';
import { getViewer } from '../../auth/session.ts';
import { AppError } from '../../lib/errors.ts';
import { findMentionCards } from '../mentions/find-mention-cards.ts';
import { mentionDictionaryCache } from '../mentions/mention-dictionary.ts';
import { findBuildableTeams } from './find-buildable-teams.ts';
import {
  findMyTeams,
  findPublicTeams,
  findTeamBySlug,
  isOwnPrivateTeam,
  isTeamRemoved,
} from './find-teams.ts';
import { copyTeam, createTeam, deleteTeam, updateTeam } from './save-team.ts';
import { withViewerVotes } from './team-rows.ts';
import { toggleTeamVote } from './vote-team.ts';

/** Public teams (gallery and team pages), a member's own teams, edits, copies and votes. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  // Team pages and cards show hero names and images and mode names, so those changes make them stale too.
  const topics = [REALTIME_TOPICS.teams, REALTIME_TOPICS.heroes, REALTIME_TOPICS.tierList];
  const dictionary = mentionDictionaryCache(app.bus);
  const publish = (id: string) => app.bus.publish({ topic: REALTIME_TOPICS.teams, id });

  app.get(
    '/api/teams',
    {
      config: {
        cache: {
          topics,
          // The page is shared by every reader; a member's own votes are added on the way out.
          personalise: async (_request, viewer, list: PublicTeamsResponse) => ({
            ...list,
            items: await withViewerVotes(app.db, list.items, viewer.id),
          }),
        },
      },
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
      config: {
        cache: {
          topics,
          // The names its notes link, and their cards, change with entries and outfits too.
          anyIdTopics: MENTION_CARD_TOPICS,
          // A private team is read by its owner alone: never through the shared cache.
          isPrivateRead: async (request) => {
            const viewer = await getViewer(request);
            return (
              viewer !== null &&
              (await isOwnPrivateTeam(app.db, (request.params as { slug: string }).slug, viewer.id))
            );
          },
          personalise: async (_request, viewer, team: TeamPage) => {
            const [mine] = await withViewerVotes(app.db, [team], viewer.id);
            return mine;
          },
        },
      },
      schema: { tags: ['teams'], params: TeamSlugParamsSchema, response: { 200: TeamPageSchema } },
    },
    async (request) => {
      const { slug } = request.params;
      const team = await findTeamBySlug(app.db, slug);
      // Another member's private team reads as no team at all.
      if (
        !team ||
        !canViewTeam(await getViewer(request), {
          ownerId: team.creator?.id ?? null,
          visibility: team.visibility,
        })
      )
        throw new AppError('NOT_FOUND', TEAM_MESSAGES.notFound);
      // Readers of a team a moderator removed are told so.
      if (await isTeamRemoved(app.db, slug)) throw new AppError('NOT_FOUND', REPORT_MESSAGES.removedItem);
      return {
        ...team,
        mentions: await findMentionCards(app.db, await dictionary.read(app.db), [{ text: team.notes }]),
      };
    },
  );

  // 'Teams I can build': the member's own answer, from their collection, never in the shared read cache.
  app.get(
    '/api/me/teams/buildable',
    {
      config: { access: { role: 'member', message: TEAM_MESSAGES.buildSignIn } },
      schema: {
        tags: ['teams'],
        querystring: BuildableTeamsQuerySchema,
        response: { 200: BuildableTeamsResponseSchema },
      },
    },
    async (request) => findBuildableTeams(app.db, memberOf(request).id, request.query),
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
      const team = await createTeam(app.db, memberOf(request).id, request.body);
      await publish(team.id);
      return reply.status(201).send(team);
    },
  );

  app.put(
    '/api/teams/:teamId',
    {
      config: { access: { role: 'member', message: TEAM_MESSAGES.editSignIn }, writeLimit: 'team' },
      schema: {
        tags: ['teams'],
        params: TeamIdParamsSchema,
        body: UpdateTeamRequestSchema,
        response: { 200: TeamSchema },
      },
    },
    async (request) => {
      const team = await updateTeam(app.db, memberOf(request), request.params.teamId, request.body);
      await publish(team.id);
      return team;
    },
  );

  app.post(
    '/api/teams/:teamId/copy',
    {
      config: { access: { role: 'member', message: TEAM_MESSAGES.copySignIn }, writeLimit: 'team' },
      schema: { tags: ['teams'], params: TeamIdParamsSchema, response: { 201: TeamSchema } },
    },
    async (request, reply) => {
      const team = await copyTeam(app.db, memberOf(request), request.params.teamId);
      await publish(team.id);
      return reply.status(201).send(team);
    },
  );

  app.post(
    '/api/teams/:teamId/vote',
    {
      config: { access: { role: 'member', message: TEAM_MESSAGES.voteSignIn }, writeLimit: 'teamVote' },
      schema: { tags: ['teams'], params: TeamIdParamsSchema, response: { 200: TeamVoteSchema } },
    },
    async (request) => {
      const vote = await toggleTeamVote(app.db, memberOf(request), request.params.teamId);
      await publish(request.params.teamId);
      return vote;
    },
  );

  app.delete(
    '/api/teams/:teamId',
    {
      config: { access: { role: 'member' }, writeLimit: 'team' },
      schema: { tags: ['teams'], params: TeamIdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await deleteTeam(app.db, memberOf(request), request.params.teamId);
      await publish(request.params.teamId);
      return { ok: true as const };
    },
  );
};
