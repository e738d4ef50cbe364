import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
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
import { MENTION_CARD_TOPICS } from '@haven/shared/mentions/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/access.ts';
import { commentChangeRoutes, commentWrite } from '../../lib/comment-routes.ts';
import { withCommentMentions } from '../mentions/find-mention-cards.ts';
import { mentionDictionaryCache } from '../mentions/mention-dictionary.ts';
import { communityCommentChanges, createCommunityComment, listCommunityComments } from './comments.ts';

/** Every comment write: members only, in the comment write limit. */
const commentWriteConfig = commentWrite(COMMUNITY_COMMENT_MESSAGES.signIn);

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
  const dictionary = mentionDictionaryCache(app.bus);
  const announce = (targetId: string) =>
    app.bus.publish({ topic: REALTIME_TOPICS.communityComments, id: targetId });

  for (const { kind, noun, params, alsoOn } of TARGETS) {
    app.get(
      `/api/${noun}/:targetId/comments`,
      {
        config: {
          cache: {
            topics: [REALTIME_TOPICS.communityComments, alsoOn],
            idParam: 'targetId',
            anyIdTopics: MENTION_CARD_TOPICS,
          },
        },
        schema: {
          tags,
          params,
          querystring: CommunityCommentListQuerySchema,
          response: { 200: CommunityCommentListSchema },
        },
      },
      async (request) =>
        withCommentMentions(
          app.db,
          await dictionary.read(app.db),
          await listCommunityComments(app.db, kind, request.params.targetId, request.query),
        ),
    );

    app.post(
      `/api/${noun}/:targetId/comments`,
      {
        config: commentWriteConfig,
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
          language: request.body.language,
        });
        await announce(targetId);
        return reply.status(201).send(comment);
      },
    );
  }

  commentChangeRoutes(app, {
    url: '/api/community-comments/:commentId',
    tags,
    access: commentWriteConfig.access,
    schemas: {
      params: CommunityCommentIdParamsSchema,
      body: CommunityCommentTextSchema,
      saved: CommunityReplySchema,
    },
    topic: REALTIME_TOPICS.communityComments,
    placedOn: 'targetId',
    ...communityCommentChanges,
  });
};
