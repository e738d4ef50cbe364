import {
  HERO_MESSAGES,
  HeroCommentListQuerySchema,
  HeroCommentListSchema,
  HeroCommentRequestSchema,
  HeroCommentSchema,
  HeroDetailSchema,
  HeroInputSchema,
  HeroListQuerySchema,
  HeroListResponseSchema,
  HeroPickerQuerySchema,
  HeroPickerResponseSchema,
  HeroStatsSchema,
  OkSchema,
  RateHeroRequestSchema,
  RatingSummarySchema,
  REALTIME_TOPICS,
  VoteRequestSchema,
  VoteResultSchema,
} from '@haven/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getViewer, requireAdmin, requireUser } from '../../auth/session.ts';
import { PRIVATE_REVALIDATE, PUBLIC_REVALIDATE } from '../../lib/cache.ts';
import { AppError } from '../../lib/errors.ts';
import {
  createHeroComment,
  deleteHeroComment,
  listHeroComments,
  updateHeroComment,
  voteOnHeroComment,
} from './comments.ts';
import { findHeroBySlug, findHeroes, findPickerHeroes, getHeroStats, heroExists } from './find-heroes.ts';
import { getRatingSummary, rateHero } from './ratings.ts';
import { createHero, deleteHero, updateHero } from './save-hero.ts';

const HeroIdParams = z.object({ heroId: z.uuid(HERO_MESSAGES.invalidHeroId) });
const CommentIdParams = z.object({ commentId: z.uuid(HERO_MESSAGES.commentNotFound) });
const SavedHeroSchema = z.object({ id: z.string(), slug: z.string() });

export const heroRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/heroes',
    {
      schema: {
        tags: ['heroes'],
        querystring: HeroListQuerySchema,
        response: { 200: HeroListResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_REVALIDATE);
      return findHeroes(app.db, request.query);
    },
  );

  app.get(
    '/api/heroes/stats',
    { schema: { tags: ['heroes'], response: { 200: HeroStatsSchema } } },
    async (_r, reply) => {
      reply.header('cache-control', PUBLIC_REVALIDATE);
      return getHeroStats(app.db);
    },
  );

  app.get(
    '/api/heroes/picker',
    {
      schema: {
        tags: ['heroes'],
        querystring: HeroPickerQuerySchema,
        response: { 200: HeroPickerResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PUBLIC_REVALIDATE);
      return { items: await findPickerHeroes(app.db, request.query.search, request.query.exclude) };
    },
  );

  app.get(
    '/api/heroes/:slug',
    {
      schema: {
        tags: ['heroes'],
        params: z.object({ slug: z.string().min(1).max(120) }),
        response: { 200: HeroDetailSchema },
      },
    },
    async (request, reply) => {
      const hero = await findHeroBySlug(app.db, request.params.slug);
      if (!hero) throw new AppError('NOT_FOUND', HERO_MESSAGES.notFound);
      reply.header('cache-control', PUBLIC_REVALIDATE);
      return hero;
    },
  );

  app.get(
    '/api/heroes/:heroId/rating',
    { schema: { tags: ['heroes'], params: HeroIdParams, response: { 200: RatingSummarySchema } } },
    async (request, reply) => {
      const viewer = await getViewer(request);
      reply.header('cache-control', PRIVATE_REVALIDATE);
      return getRatingSummary(app.db, request.params.heroId, viewer?.id ?? null);
    },
  );

  app.put(
    '/api/heroes/:heroId/rating',
    {
      config: { writeLimit: 'rating' },
      schema: {
        tags: ['heroes'],
        params: HeroIdParams,
        body: RateHeroRequestSchema,
        response: { 200: RatingSummarySchema },
      },
    },
    async (request) => {
      const viewer = await getViewer(request);
      if (!viewer) throw new AppError('UNAUTHENTICATED', HERO_MESSAGES.rateSignIn);
      const { heroId } = request.params;
      await assertHeroExists(heroId);
      await rateHero(app.db, heroId, viewer.id, request.body.rating);
      await app.bus.publish({ topic: REALTIME_TOPICS.heroes, id: heroId });
      return getRatingSummary(app.db, heroId, viewer.id);
    },
  );

  app.get(
    '/api/heroes/:heroId/comments',
    {
      schema: {
        tags: ['heroes'],
        params: HeroIdParams,
        querystring: HeroCommentListQuerySchema,
        response: { 200: HeroCommentListSchema },
      },
    },
    async (request, reply) => {
      const viewer = await getViewer(request);
      reply.header('cache-control', PRIVATE_REVALIDATE);
      return listHeroComments(app.db, request.params.heroId, {
        ...request.query,
        viewerId: viewer?.id ?? null,
      });
    },
  );

  app.post(
    '/api/heroes/:heroId/comments',
    {
      config: { writeLimit: 'comment' },
      schema: {
        tags: ['heroes'],
        params: HeroIdParams,
        body: HeroCommentRequestSchema,
        response: { 201: HeroCommentSchema },
      },
    },
    async (request, reply) => {
      const viewer = await getViewer(request);
      if (!viewer) throw new AppError('UNAUTHENTICATED', HERO_MESSAGES.commentSignIn);
      const { heroId } = request.params;
      await assertHeroExists(heroId);
      const comment = await createHeroComment(app.db, heroId, viewer, request.body.content);
      await app.bus.publish({ topic: REALTIME_TOPICS.heroComments, id: heroId });
      return reply.status(201).send(comment);
    },
  );

  app.patch(
    '/api/hero-comments/:commentId',
    {
      config: { writeLimit: 'comment' },
      schema: {
        tags: ['heroes'],
        params: CommentIdParams,
        body: HeroCommentRequestSchema,
        response: { 200: HeroCommentSchema },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      const comment = await updateHeroComment(app.db, request.params.commentId, viewer, request.body.content);
      await app.bus.publish({ topic: REALTIME_TOPICS.heroComments, id: comment.heroId });
      return comment;
    },
  );

  app.delete(
    '/api/hero-comments/:commentId',
    {
      config: { writeLimit: 'comment' },
      schema: { tags: ['heroes'], params: CommentIdParams, response: { 200: OkSchema } },
    },
    async (request) => {
      const viewer = await requireUser(request);
      const { heroId } = await deleteHeroComment(app.db, request.params.commentId, viewer);
      await app.bus.publish({ topic: REALTIME_TOPICS.heroComments, id: heroId });
      return { ok: true as const };
    },
  );

  app.put(
    '/api/hero-comments/:commentId/vote',
    {
      config: { writeLimit: 'vote' },
      schema: {
        tags: ['heroes'],
        params: CommentIdParams,
        body: VoteRequestSchema,
        response: { 200: VoteResultSchema },
      },
    },
    async (request) => {
      const viewer = await getViewer(request);
      if (!viewer) throw new AppError('UNAUTHENTICATED', HERO_MESSAGES.voteSignIn);
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

  app.post(
    '/api/admin/heroes',
    {
      config: { writeLimit: 'adminEdit' },
      schema: { tags: ['admin'], body: HeroInputSchema, response: { 201: SavedHeroSchema } },
    },
    async (request, reply) => {
      await requireAdmin(request);
      const saved = await createHero(app.db, request.body);
      await app.bus.publish({ topic: REALTIME_TOPICS.heroes, id: saved.id });
      return reply.status(201).send(saved);
    },
  );

  app.put(
    '/api/admin/heroes/:heroId',
    {
      config: { writeLimit: 'adminEdit' },
      schema: {
        tags: ['admin'],
        params: HeroIdParams,
        body: HeroInputSchema,
        response: { 200: SavedHeroSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const saved = await updateHero(app.db, request.params.heroId, request.body);
      await app.bus.publish({ topic: REALTIME_TOPICS.heroes, id: saved.id });
      return saved;
    },
  );

  app.delete(
    '/api/admin/heroes/:heroId',
    {
      config: { writeLimit: 'adminEdit' },
      schema: { tags: ['admin'], params: HeroIdParams, response: { 200: OkSchema } },
    },
    async (request) => {
      await requireAdmin(request);
      await deleteHero(app.db, request.params.heroId);
      await app.bus.publish({ topic: REALTIME_TOPICS.heroes, id: request.params.heroId });
      return { ok: true as const };
    },
  );

  async function assertHeroExists(heroId: string) {
    if (!(await heroExists(app.db, heroId))) throw new AppError('NOT_FOUND', HERO_MESSAGES.notFound);
  }
};
