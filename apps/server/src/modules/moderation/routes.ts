import { MemberIdParamsSchema, OkSchema } from '@haven/shared/common/schemas';
import { canModerate } from '@haven/shared/moderation/policies';
import {
  LiftRestrictionRequestSchema,
  MemberRestrictionSchema,
  ModerationLogQuerySchema,
  ModerationLogSchema,
  restrictMemberSchema,
} from '@haven/shared/moderation/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/access.ts';
import { adminWrite } from '../../lib/admin-routes.ts';
import { findModerationLog } from './find-moderation-log.ts';
import { liftRestriction, restrictMember, toMemberRestriction } from './restrictions.ts';

const tags = ['moderation'];
const moderationWrite = adminWrite(canModerate);

/**
 * Suspending, banning and lifting from the Users tab, and the moderation log (read only: it has
 * no route that edits or deletes an entry). The services announce each change themselves.
 */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/moderation-log',
    {
      config: { access: { role: 'admin', policy: canModerate } },
      schema: { tags, querystring: ModerationLogQuerySchema, response: { 200: ModerationLogSchema } },
    },
    async (request) => findModerationLog(app.db, request.query),
  );

  app.post(
    '/api/admin/members/:memberId/restriction',
    {
      config: moderationWrite,
      schema: {
        tags,
        params: MemberIdParamsSchema,
        body: restrictMemberSchema,
        response: { 201: MemberRestrictionSchema },
      },
    },
    async (request, reply) => {
      const restriction = await restrictMember(app.db, app.bus, {
        actor: memberOf(request),
        memberId: request.params.memberId,
        input: request.body,
      });
      return reply.status(201).send(toMemberRestriction(restriction));
    },
  );

  app.post(
    '/api/admin/members/:memberId/restriction/lift',
    {
      config: moderationWrite,
      schema: {
        tags,
        params: MemberIdParamsSchema,
        body: LiftRestrictionRequestSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await liftRestriction(app.db, app.bus, {
        actor: memberOf(request),
        memberId: request.params.memberId,
        reason: request.body.reason,
      });
      return { ok: true as const };
    },
  );
};
