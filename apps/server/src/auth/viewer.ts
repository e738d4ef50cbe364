import type { Language } from '@haven/shared/i18n/languages';
import type { RestrictionKind } from '@haven/shared/moderation/constants';

/** A member's suspension or ban as read with their session (`endsAt` null for a ban). */
export type ViewerRestriction = { kind: RestrictionKind; reason: string; endsAt: Date | null };

/** The signed-in member making a request. */
export type Viewer = {
  id: string;
  email: string;
  username: string;
  avatarUrl: string | null;
  isAdmin: boolean;
  isSetupComplete: boolean;
  /** Whether this session is the one in which the member chose their username (their first visit). */
  isFirstVisit: boolean;
  /**
   * Their suspension or ban as it stood when the session was read. Whether it still holds is
   * decided per request (isRestrictionInForce), so a suspension ends at its time even while the
   * session is remembered.
   */
  restriction?: ViewerRestriction | null;
  /** The site language they chose, kept with their profile. */
  language?: Language | null;
};
