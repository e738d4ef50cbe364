import { isRestrictionInForce, restrictionText } from '@haven/shared/moderation/rules';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { getViewer } from './session.ts';
import type { ViewerRestriction } from './viewer.ts';

/**
 * Writes a suspended member may still make: a contact message (so they can appeal), signing
 * out, and looking after their own account (its password, its address, deleting it). Reading is
 * never refused.
 */
export const WRITES_OPEN_TO_RESTRICTED = new Set([
  'POST /api/contact-messages',
  'POST /api/account/sign-out',
  'POST /api/me/account/email',
  'POST /api/me/account/password',
  'DELETE /api/me/account',
  // Counting a guide's view is part of reading it.
  'POST /api/guides/:guideId/views',
]);

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The refusal a restricted member's write gets: the banner's words with the end in UTC (named),
 * and the restriction itself, which the site words in its reader's own time zone.
 */
export function restrictionRefusal(restriction: ViewerRestriction): AppError {
  const notice = {
    endsAt: restriction.endsAt ? new Date(restriction.endsAt).toISOString() : null,
    reason: restriction.reason,
  };
  const error = new AppError('FORBIDDEN', restrictionText(notice, 'UTC'));
  error.restriction = notice;
  return error;
}

/**
 * Refuses every write of a suspended (or banned) member in one place: each write route counts
 * against a write limit (`config.writeLimit`), and that declaration is what this check follows,
 * so a write added later is covered without a word. Runs as the request arrives, after the
 * access check and before the body is read or the write counted.
 */
export function registerRestrictionCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (READ_METHODS.has(request.method) || !request.routeOptions.config.writeLimit) return;
    if (WRITES_OPEN_TO_RESTRICTED.has(`${request.method} ${request.routeOptions.url}`)) return;
    const restriction = (await getViewer(request))?.restriction;
    if (restriction && isRestrictionInForce(restriction)) throw restrictionRefusal(restriction);
  });
}
