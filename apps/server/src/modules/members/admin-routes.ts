import { MemberIdParamsSchema, OkSchema } from '@haven/shared/common/schemas';
import { canManageMembers } from '@haven/shared/members/policies';
import {
  AdminMemberListQuerySchema,
  AdminMemberListResponseSchema,
  AdminUpdateMemberRequestSchema,
  MemberCardSchema,
} from '@haven/shared/members/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/access.ts';
import { adminWrite } from '../../lib/admin-routes.ts';
import { findRestrictionsInForce, toMemberRestriction } from '../moderation/restrictions.ts';
import { deleteMember } from './delete-member.ts';
import { findMembers } from './find-members.ts';
import { updateMember } from './update-member.ts';

/** The admin Users tab: every member newest first (with any suspension or ban in force), edit (username, admin flag, password) and delete. */
export const adminMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/members',
    {
      config: { access: { role: 'admin', policy: canManageMembers } },
      schema: {
        tags: ['admin'],
        querystring: AdminMemberListQuerySchema,
        response: { 200: AdminMemberListResponseSchema },
      },
    },
    async (request) => {
      const page = await findMembers(app.db, {
        ...request.query,
        sort: 'newest',
        type: 'all',
        includeUnfinished: true,
      });
      const restrictions = await findRestrictionsInForce(
        app.db,
        page.items.map((member) => member.id),
      );
      return {
        ...page,
        items: page.items.map((member) => {
          const restriction = restrictions.get(member.id);
          return { ...member, restriction: restriction ? toMemberRestriction(restriction) : null };
        }),
      };
    },
  );

  app.patch(
    '/api/admin/members/:memberId',
    {
      config: adminWrite(canManageMembers),
      schema: {
        tags: ['admin'],
        params: MemberIdParamsSchema,
        body: AdminUpdateMemberRequestSchema,
        response: { 200: MemberCardSchema },
      },
    },
    async (request) =>
      updateMember(app.db, app.auth, app.bus, {
        actor: memberOf(request),
        memberId: request.params.memberId,
        input: request.body,
      }),
  );

  app.delete(
    '/api/admin/members/:memberId',
    {
      config: adminWrite(canManageMembers),
      schema: { tags: ['admin'], params: MemberIdParamsSchema, response: { 200: OkSchema } },
    },
    async (request) => {
      await deleteMember(app.db, app.bus, {
        actor: memberOf(request),
        memberId: request.params.memberId,
      });
      return { ok: true as const };
    },
  );
};
