import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { MENTION_CARD_TOPICS } from '@haven/shared/mentions/constants';
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
import { commentChangeRoutes, commentWrite } from '../../lib/comment-routes.ts';
import { withCommentMentions } from '../mentions/find-mention-cards.ts';
import { mentionDictionaryCache } from '../mentions/mention-dictionary.ts';
import {
  createProfileComment,
  listProfileComments,
  profileCommentChanges,
  withViewerPermission,
} from './comments.ts';

/** Every wall write: members only, in the comment write limit. */
const commentWriteConfig = commentWrite(PROFILE_COMMENT_MESSAGES.signIn);

/** Comments on members' profile walls; every change is announced on the wall owner's topic. */
export const profileCommentRoutes: FastifyPluginAsyncZod = async (app) => {
  const dictionary = mentionDictionaryCache(app.bus);
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
          anyIdTopics: MENTION_CARD_TOPICS,
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
    async (request) =>
      withCommentMentions(
        app.db,
        await dictionary.read(app.db),
        await listProfileComments(app.db, request.params.profileId, request.query),
      ),
  );

  app.post(
    '/api/profiles/:profileId/comments',
    {
      config: commentWriteConfig,
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

  commentChangeRoutes(app, {
    url: '/api/profile-comments/:commentId',
    tags: ['profile-comments'],
    access: commentWriteConfig.access,
    schemas: {
      params: ProfileCommentIdParamsSchema,
      body: UpdateProfileCommentRequestSchema,
      saved: ProfileReplySchema,
    },
    topic: REALTIME_TOPICS.profileComments,
    placedOn: 'profileId',
    ...profileCommentChanges,
  });
};
