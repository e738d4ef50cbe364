import { BLOCK_MESSAGES } from '@haven/shared/blocks/messages';
import {
  BlockedIdsSchema,
  BlockedMemberListQuerySchema,
  BlockedMemberListSchema,
  BlockStatusSchema,
} from '@haven/shared/blocks/schemas';
import { MemberIdParamsSchema } from '@haven/shared/common/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../../auth/access.ts';
import { blockMember, findBlockedIds, listBlockedMembers, unblockMember } from './blocks.ts';

const tags = ['blocks'];
const access = { role: 'member', message: BLOCK_MESSAGES.signIn } as const;
/** Blocking and unblocking take the same member and answer the same status. */
const blockWrite = {
  config: { access, writeLimit: 'blocks' },
  schema: { tags, params: MemberIdParamsSchema, response: { 200: BlockStatusSchema } },
} as const;

/** The members a member blocks: the list in profile editing, their ids, block and unblock. */
export const blockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/blocks',
    {
      config: { access },
      schema: { tags, querystring: BlockedMemberListQuerySchema, response: { 200: BlockedMemberListSchema } },
    },
    async (request) => listBlockedMembers(app.db, memberOf(request).id, request.query.page),
  );

  app.get(
    '/api/me/blocks/ids',
    { config: { access }, schema: { tags, response: { 200: BlockedIdsSchema } } },
    async (request) => findBlockedIds(app.db, memberOf(request).id),
  );

  app.post('/api/me/blocks/:memberId', blockWrite, async (request) => {
    await blockMember(app.db, app.bus, memberOf(request), request.params.memberId);
    return { blocked: true };
  });

  app.delete('/api/me/blocks/:memberId', blockWrite, async (request) => {
    await unblockMember(app.db, app.bus, memberOf(request), request.params.memberId);
    return { blocked: false };
  });
};
