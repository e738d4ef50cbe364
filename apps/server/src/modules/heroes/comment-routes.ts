import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { OkSchema } from '@haven/shared/common/schemas';
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/access.ts';
import {
  createHeroComment,
  deleteHeroComment,
  listHeroComments,
  updateHeroComment,
  voteOnHeroComment,
  withViewerVotes,
} from './comments.ts';
import { assertHeroExists } from './find-heroes.ts';

/** A hero's comments and the votes on them; every change is announced on the hero's comments topic. */
export const heroCommentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/heroes/:heroId/comments',
    {
      // The page is public and cached; a member's own votes on it are added on the way out.
      config: {
        cache: {
          topics: [REALTIME_TOPICS.heroComments],
          idParam: 'heroId',
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
    async (request) => listHeroComments(app.db, request.params.heroId, { ...request.query, viewerId: null }),
  );

  app.post(
    '/api/heroes/:heroId/comments',
    {
      config: { access: { role: 'member', message: HERO_MESSAGES.commentSignIn }, writeLimit: 'comment' },
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
      await assertHeroExists(app.db, heroId);
      const comment = await createHeroComment(app.db, heroId, viewer, request.body.content);
      await app.bus.publish({ topic: REALTIME_TOPICS.heroComments, id: heroId });
      return reply.status(201).send(comment);
    },
  );

  app.patch(
    '/api/hero-comments/:commentId',
    {
      config: { access: { role: 'member' }, writeLimit: 'comment' },
      schema: {
        tags: ['heroes'],
        params: HeroCommentIdParamsSchema,
        body: HeroCommentRequestSchema,
        response: { 200: HeroCommentSchema },
      },
    },
    async (request) => {
      const viewer = memberOf(request);
      const comment = await updateHeroComment(app.db, request.params.commentId, viewer, request.body.content);
      await app.bus.publish({ topic: REALTIME_TOPICS.heroComments, id: comment.heroId });
      return comment;
    },
  );

  app.delete(
    '/api/hero-comments/:commentId',
    {
      config: { access: { role: 'member' }, writeLimit: 'comment' },
      schema: { tags: ['heroes'], params: HeroCommentIdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      const viewer = memberOf(request);
      const { heroId } = await deleteHeroComment(app.db, request.params.commentId, viewer);
      await app.bus.publish({ topic: REALTIME_TOPICS.heroComments, id: heroId });
      return { ok: true as const };
    },
  );

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
