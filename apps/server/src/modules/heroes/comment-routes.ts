import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { HERO_MESSAGES } from '@haven/shared/heroes/messages';
import {
  HeroCommentIdParamsSchema,
  type HeroCommentList,
  HeroCommentListQuerySchema,
  HeroCommentListSchema,
  HeroCommentRequestSchema,
  HeroCommentSchema,
  HeroIdParamsSchema,
  VoteRequestSchema,
  VoteResultSchema,
} from '@haven/shared/heroes/schemas';
import { MENTION_CARD_TOPICS } from '@haven/shared/mentions/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/access.ts';
import { commentChangeRoutes, commentWrite } from '../../lib/comment-routes.ts';
import { withCommentMentions } from '../mentions/find-mention-cards.ts';
import { mentionDictionaryCache } from '../mentions/mention-dictionary.ts';
import {
  createHeroComment,
  deleteHeroComment,
  listHeroComments,
  updateHeroComment,
  voteOnHeroComment,
  withViewerVotes,
} from './comments.ts';

/** A hero's comments and the votes on them; every change is announced on the hero's comments topic. */
export const heroCommentRoutes: FastifyPluginAsyncZod = async (app) => {
  const dictionary = mentionDictionaryCache(app.bus);
  app.get(
    '/api/heroes/:heroId/comments',
    {
      // The page is public and cached; a member's own votes on it are added on the way out.
      config: {
        cache: {
          topics: [REALTIME_TOPICS.heroComments],
          idParam: 'heroId',
          anyIdTopics: MENTION_CARD_TOPICS,
          personalise: (_request, viewer, list: HeroCommentList) => withViewerVotes(app.db, list, viewer.id),
        },
      },
      schema: {
        tags: ['heroes'],
        params: HeroIdParamsSchema,
        querystring: HeroCommentListQuerySchema,
        response: { 200: HeroCommentListSchema },
      },
    },
    async (request) =>
      withCommentMentions(
        app.db,
        await dictionary.read(app.db),
        await listHeroComments(app.db, request.params.heroId, { ...request.query, viewerId: null }),
      ),
  );

  app.post(
    '/api/heroes/:heroId/comments',
    {
      config: commentWrite(HERO_MESSAGES.commentSignIn),
      schema: {
        tags: ['heroes'],
        params: HeroIdParamsSchema,
        body: HeroCommentRequestSchema,
        response: { 201: HeroCommentSchema },
      },
    },
    async (request, reply) => {
      const viewer = memberOf(request);
      const { heroId } = request.params;
      const comment = await createHeroComment(
        app.db,
        heroId,
        viewer,
        request.body.content,
        request.body.language,
      );
      await app.bus.publish({ topic: REALTIME_TOPICS.heroComments, id: heroId });
      return reply.status(201).send(comment);
    },
  );

  commentChangeRoutes(app, {
    url: '/api/hero-comments/:commentId',
    tags: ['heroes'],
    access: { role: 'member' },
    schemas: { params: HeroCommentIdParamsSchema, body: HeroCommentRequestSchema, saved: HeroCommentSchema },
    topic: REALTIME_TOPICS.heroComments,
    placedOn: 'heroId',
    update: updateHeroComment,
    remove: deleteHeroComment,
  });

  app.put(
    '/api/hero-comments/:commentId/vote',
    {
      config: { access: { role: 'member', message: HERO_MESSAGES.voteSignIn }, writeLimit: 'vote' },
      schema: {
        tags: ['heroes'],
        params: HeroCommentIdParamsSchema,
        body: VoteRequestSchema,
        response: { 200: VoteResultSchema },
      },
    },
    async (request) => {
      const viewer = memberOf(request);
      const { heroId, ...result } = await voteOnHeroComment(
        app.db,
        request.params.commentId,
        viewer.id,
        request.body.voteType,
      );
      await app.bus.publish({ topic: REALTIME_TOPICS.heroComments, id: heroId });
      return result;
    },
  );
};
