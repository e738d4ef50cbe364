import {
  AdminMemberListQuerySchema,
  AdminUpdateMemberRequestSchema,
  MemberCardSchema,
  MemberIdParamsSchema,
  MemberListResponseSchema,
  OkSchema,
  REALTIME_TOPICS,
} from '@haven/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/access.ts';
import { announceSessionEnded, announceViewerChanged } from '../../auth/session-cache.ts';
import { deleteMember } from './delete-member.ts';
import { findMembers, getMember } from './find-members.ts';
import { updateMember } from './update-member.ts';

/** The admin Users tab: every member newest first, edit (username, admin flag, password) and delete. */
export const adminMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/members',
    {
      config: { access: { role: 'admin' } },
      schema: {
        tags: ['admin'],
        querystring: AdminMemberListQuerySchema,
        response: { 200: MemberListResponseSchema },
      },
    },
    async (request) =>
      findMembers(app.db, { ...request.query, sort: 'newest', type: 'all', includeUnfinished: true }),
  );

  app.patch(
    '/api/admin/members/:memberId',
    {
      config: { access: { role: 'admin' }, writeLimit: 'adminEdit' },
      schema: {
        tags: ['admin'],
        params: MemberIdParamsSchema,
        body: AdminUpdateMemberRequestSchema,
        response: { 200: MemberCardSchema },
      },
    },
    async (request) => {
      const admin = memberOf(request);
      const { memberId } = request.params;
      const { passwordChanged } = await updateMember(app.db, app.auth, {
        actor: admin,
        memberId,
        input: request.body,
      });
      // Their open sessions re-read the new name and rights; a new password ends them all.
      await announceViewerChanged(app, memberId);
      if (passwordChanged) await announceSessionEnded(app, { userId: memberId });
      await app.bus.publish({ topic: REALTIME_TOPICS.profiles, id: memberId });
      return getMember(app.db, memberId);
    },
  );

  app.delete(
    '/api/admin/members/:memberId',
    {
      config: { access: { role: 'admin' }, writeLimit: 'adminEdit' },
      schema: { tags: ['admin'], params: MemberIdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      const admin = memberOf(request);
      const { memberId } = request.params;
      const effects = await deleteMember(app.db, { actor: admin, memberId });
      await announceSessionEnded(app, { userId: memberId });
      await app.bus.publish({ topic: REALTIME_TOPICS.profiles, id: memberId });
      // Their ratings, comments, votes, teams and guides went too: those lists are refreshed whole.
      for (const topic of [
        REALTIME_TOPICS.heroes,
        REALTIME_TOPICS.heroComments,
        REALTIME_TOPICS.teams,
        REALTIME_TOPICS.guides,
      ]) {
        await app.bus.publish({ topic });
      }
      await app.bus.publish({ topic: REALTIME_TOPICS.contactMessages, adminOnly: true });
      for (const id of [memberId, ...effects.peerIds]) {
        await app.bus.publish({ topic: REALTIME_TOPICS.friends, id });
      }
      for (const id of [memberId, ...effects.wallOwnerIds]) {
        await app.bus.publish({ topic: REALTIME_TOPICS.profileComments, id });
      }
      for (const id of effects.notifiedIds) {
        await app.bus.publish({ topic: REALTIME_TOPICS.notifications, id, userId: id });
      }
      return { ok: true as const };
    },
  );
};
