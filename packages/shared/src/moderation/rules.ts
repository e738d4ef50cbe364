import type { RestrictionKind } from './constants.ts';
import { MODERATION_MESSAGES } from './messages.ts';

/** A restriction as both apps hold it: `endsAt` (a date or ISO text) is null for a ban. */
type RestrictionLike = { kind: RestrictionKind; endsAt: Date | string | null };

/** Whether a restriction holds at `now`: a ban always, a suspension until its end. */
export function isRestrictionInForce(restriction: RestrictionLike | null | undefined, now = Date.now()) {
  if (!restriction) return false;
  if (restriction.kind === 'ban' || restriction.endsAt === null) return true;
  return new Date(restriction.endsAt).getTime() > now;
}

/**
 * When a suspension ends, in words ('November 27, 2026 at 3:04 PM'): in the reader's own time
 * zone in the browser; the server names its zone (UTC) since it cannot know the reader's.
 */
export function formatSuspensionEnd(endsAt: Date | string, timeZone?: 'UTC'): string {
  const text = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(endsAt));
  return timeZone ? `${text} ${timeZone}` : text;
}

/** A restriction as a refusal carries it: `endsAt` (ISO text) null for a ban. */
export type RestrictionNotice = { endsAt: string | null; reason: string };

/**
 * What a restricted member is told, by the banner, a disabled comment box and a refused write
 * alike: until when (in the reader's zone in the browser, UTC where named) and why.
 */
export function restrictionText(restriction: RestrictionNotice, timeZone?: 'UTC'): string {
  return restriction.endsAt
    ? MODERATION_MESSAGES.suspended(formatSuspensionEnd(restriction.endsAt, timeZone), restriction.reason)
    : MODERATION_MESSAGES.banned(restriction.reason);
}
