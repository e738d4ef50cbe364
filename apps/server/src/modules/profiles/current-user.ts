import type { CurrentUser } from '@haven/shared/profiles/schemas';
import type { Viewer } from '../../auth/viewer.ts';

/** The signed-in member as the web app sees them. */
export function toCurrentUser(viewer: Viewer): CurrentUser {
  return {
    id: viewer.id,
    email: viewer.email,
    username: viewer.username,
    avatarUrl: viewer.avatarUrl,
    isAdmin: viewer.isAdmin,
    needsSetup: !viewer.isSetupComplete,
  };
}
