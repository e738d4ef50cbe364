import { isRestrictionInForce } from '@haven/shared/moderation/rules';
import type { CurrentUser } from '@haven/shared/profiles/schemas';
import type { Viewer } from '../../auth/viewer.ts';

/** The signed-in member as the web app sees them, with their suspension or ban while it holds. */
export function toCurrentUser(viewer: Viewer): CurrentUser {
  const restriction = viewer.restriction;
  return {
    id: viewer.id,
    email: viewer.email,
    username: viewer.username,
    avatarUrl: viewer.avatarUrl,
    isAdmin: viewer.isAdmin,
    needsSetup: !viewer.isSetupComplete,
    isFirstVisit: viewer.isFirstVisit,
    restriction:
      restriction && isRestrictionInForce(restriction)
        ? {
            kind: restriction.kind,
            reason: restriction.reason,
            endsAt: restriction.endsAt?.toISOString() ?? null,
          }
        : null,
  };
}
