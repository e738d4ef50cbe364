import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { OkSchema } from '@haven/shared/common/schemas';
import { COMMUNITY_COMMENT_MESSAGES } from '@haven/shared/community-comments/messages';
import {
  CommunityCommentIdParamsSchema,
  CommunityCommentListQuerySchema,
  CommunityCommentListSchema,
  CommunityCommentTextSchema,
  CommunityReplySchema,
  CreateCommunityCommentRequestSchema,
  GuideCommentsParamsSchema,
  TeamCommentsParamsSchema,
} from '@haven/shared/community-comments/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/access.ts';
import { announceModeration } from '../moderation/record-moderation.ts';
import {
  createCommunityComment,
  deleteCommunityComment,
  listCommunityComments,
  updateCommunityComment,
} from './comments.ts';

/** Every comment write: members only, in the comment write limit. */
const commentWrite = {
  access: { role: 'member', message: COMMUNITY_COMMENT_MESSAGES.signIn },
  writeLimit: 'comment',
} as const;

/**
 * The two kinds of page that take comments. Each one's comments are also stale when the page
 * itself changes (a team deleted, a guide's review), so its own topic is read too.
 */
const TARGETS = [
  { kind: 'team', noun: 'teams', params: TeamCommentsParamsSchema, alsoOn: REALTIME_TOPICS.teams },
  { kind: 'guide', noun: 'guides', params: GuideCommentsParamsSchema, alsoOn: REALTIME_TOPICS.guides },
] as const;

const tags = ['community-comments'];

/**
 * Comments on public teams and approved guides: one service for both, addressed by the team's or
 * guide's id; every change is announced on the comments topic with that id.
 */
export const communityCommentRoutes: FastifyPluginAsyncZod = async (app) => {
  const announce = (targetId: string) =>
    app.bus.publish({ topic: REALTIME_TOPICS.communityComments, id: targetId });

  for (const { kind, noun, params, alsoOn } of TARGETS) {
    app.get(
      `/api/${noun}/:targetId/comments`,
      {
        config: { cache: { topics: [REALTIME_TOPICS.communityComments, alsoOn], idParam: 'targetId' } },
        schema: {
          tags,
          params,
          querystring: CommunityCommentListQuerySchema,
          response: { 200: CommunityCommentListSchema },
        },
      },
      async (request) => listCommunityComments(app.db, kind, request.params.targetId, request.query),
    );

    app.post(
      `/api/${noun}/:targetId/comments`,
      {
        config: commentWrite,
        schema: {
          tags,
          params,
          body: CreateCommunityCommentRequestSchema,
          response: { 201: CommunityReplySchema },
        },
      },
      async (request, reply) => {
        const { targetId } = request.params;
        const comment = await createCommunityComment(app.db, app.bus, {
          kind,
          targetId,
          viewer: memberOf(request),
          content: request.body.content,
          parentId: request.body.parentId,
        });
        await announce(targetId);
        return reply.status(201).send(comment);
      },
    );
  }

  app.patch(
    '/api/community-comments/:commentId',
    {
      config: commentWrite,
      schema: {
        tags,
        params: CommunityCommentIdParamsSchema,
        body: CommunityCommentTextSchema,
        response: { 200: CommunityReplySchema },
      },
    },
    async (request) => {
      const viewer = memberOf(request);
      const comment = await updateCommunityComment(
        app.db,
        request.params.commentId,
        viewer,
        request.body.content,
      );
      await announce(comment.targetId);
      return comment;
    },
  );

  app.delete(
    '/api/community-comments/:commentId',
    {
      config: commentWrite,
      schema: { tags, params: CommunityCommentIdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      const { targetId, isRecorded } = await deleteCommunityComment(
        app.db,
        request.params.commentId,
        memberOf(request),
      );
      await announce(targetId);
      if (isRecorded) await announceModeration(app.bus);
      return { ok: true as const };
    },
  );
};
