import { MemberIdParamsSchema } from '@haven/shared/common/schemas';
import { FRIEND_MESSAGES } from '@haven/shared/friends/messages';
import { FriendshipSchema } from '@haven/shared/friends/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/access.ts';
import { changeFriendship, type FriendAction, getFriendshipStatus } from './friends.ts';

const tags = ['friends'];

export const friendRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/friends/:memberId',
    {
      config: { access: { role: 'member' } },
      schema: { tags, params: MemberIdParamsSchema, response: { 200: FriendshipSchema } },
    },
    async (request) => {
      const viewer = memberOf(request);
      return { status: await getFriendshipStatus(app.db, viewer.id, request.params.memberId) };
    },
  );

  const writes: { method: 'POST' | 'DELETE'; url: string; action: FriendAction; signIn?: string }[] = [
    { method: 'POST', url: '/api/me/friends/:memberId', action: 'request' },
    {
      method: 'POST',
      url: '/api/me/friends/:memberId/accept',
      action: 'accept',
      signIn: FRIEND_MESSAGES.acceptSignIn,
    },
    {
      method: 'POST',
      url: '/api/me/friends/:memberId/decline',
      action: 'decline',
      signIn: FRIEND_MESSAGES.declineSignIn,
    },
    { method: 'DELETE', url: '/api/me/friends/:memberId', action: 'remove' },
  ];
  for (const { method, url, action, signIn } of writes) {
    app.route({
      method,
      url,
      config: { access: { role: 'member', message: signIn }, writeLimit: 'friends' },
      schema: { tags, params: MemberIdParamsSchema, response: { 200: FriendshipSchema } },
      handler: async (request) => {
        const viewer = memberOf(request);
        const status = await changeFriendship(app.db, app.bus, viewer, request.params.memberId, action);
        return { status };
      },
    });
  }
};
