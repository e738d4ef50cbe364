import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { OkSchema } from '@haven/shared/common/schemas';
import { PROFILE_COMMENT_MESSAGES } from '@haven/shared/profile-comments/messages';
import {
  CreateProfileCommentRequestSchema,
  ProfileCommentIdParamsSchema,
  type ProfileCommentList,
  ProfileCommentListQuerySchema,
  ProfileCommentListSchema,
  ProfileCommentsParamsSchema,
  ProfileReplySchema,
  UpdateProfileCommentRequestSchema,
} from '@haven/shared/profile-comments/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/access.ts';
import { announceModeration } from '../moderation/record-moderation.ts';
import {
  createProfileComment,
  deleteProfileComment,
  listProfileComments,
  updateProfileComment,
  withViewerPermission,
} from './comments.ts';

/** Every wall write: members only, in the comment write limit. */
const commentWrite = {
  access: { role: 'member', message: PROFILE_COMMENT_MESSAGES.signIn },
  writeLimit: 'comment',
} as const;

/** Comments on members' profile walls; every change is announced on the wall owner's topic. */
export const profileCommentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profiles/:profileId/comments',
    {
      // Walls are for members only, but every member sees the same page: it is cached once, and
      // whether this viewer may start a comment (owner or friend) is added on the way out.
      config: {
        access: { role: 'member', message: PROFILE_COMMENT_MESSAGES.signInToView },
        cache: {
          topics: [REALTIME_TOPICS.profileComments, REALTIME_TOPICS.friends],
          idParam: 'profileId',
          personalise: (request, viewer, list: ProfileCommentList) =>
            withViewerPermission(app.db, list, viewer, (request.params as { profileId: string }).profileId),
        },
      },
      schema: {
        tags: ['profile-comments'],
        params: ProfileCommentsParamsSchema,
        querystring: ProfileCommentListQuerySchema,
        response: { 200: ProfileCommentListSchema },
      },
    },
    async (request) => listProfileComments(app.db, request.params.profileId, request.query),
  );

  app.post(
    '/api/profiles/:profileId/comments',
    {
      config: commentWrite,
      schema: {
        tags: ['profile-comments'],
        params: ProfileCommentsParamsSchema,
        body: CreateProfileCommentRequestSchema,
        response: { 201: ProfileReplySchema },
      },
    },
    async (request, reply) => {
      const viewer = memberOf(request);
      const { profileId } = request.params;
      const comment = await createProfileComment(app.db, app.bus, {
        profileId,
        viewer,
        content: request.body.content,
        parentId: request.body.parentId,
      });
      await app.bus.publish({ topic: REALTIME_TOPICS.profileComments, id: profileId });
      return reply.status(201).send(comment);
    },
  );

  app.patch(
    '/api/profile-comments/:commentId',
    {
      config: commentWrite,
      schema: {
        tags: ['profile-comments'],
        params: ProfileCommentIdParamsSchema,
        body: UpdateProfileCommentRequestSchema,
        response: { 200: ProfileReplySchema },
      },
    },
    async (request) => {
      const viewer = memberOf(request);
      const comment = await updateProfileComment(
        app.db,
        request.params.commentId,
        viewer,
        request.body.content,
      );
      await app.bus.publish({ topic: REALTIME_TOPICS.profileComments, id: comment.profileId });
      return comment;
    },
  );

  app.delete(
    '/api/profile-comments/:commentId',
    {
      config: commentWrite,
      schema: {
        tags: ['profile-comments'],
        params: ProfileCommentIdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      const viewer = memberOf(request);
      const { profileId, isRecorded } = await deleteProfileComment(app.db, request.params.commentId, viewer);
      await app.bus.publish({ topic: REALTIME_TOPICS.profileComments, id: profileId });
      if (isRecorded) await announceModeration(app.bus);
      return { ok: true as const };
    },
  );
};
