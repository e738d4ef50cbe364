import { GENERIC_MESSAGES } from '@haven/shared/common/errors';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { RestrictionKind } from '@haven/shared/moderation/constants';
import { MODERATION_MESSAGES } from '@haven/shared/moderation/messages';
import { canModerate, canRestrictMember } from '@haven/shared/moderation/policies';
import type { MemberRestriction, RestrictMemberInput } from '@haven/shared/moderation/schemas';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { announceSessionEnded, announceViewerChanged } from '../../auth/session-cache.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { memberRestrictions, profiles, session } from '../../db/schema/index.ts';
import { restrictionInForce } from '../../db/schema/moderation.ts';
import { AppError } from '../../lib/errors.ts';
import type { EventBus } from '../../realtime/bus.ts';
import { announceModeration, recordModeration } from './record-moderation.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A suspension or ban in force. */
export type ActiveRestriction = { id: string; kind: RestrictionKind; reason: string; endsAt: Date | null };

/** The member's suspension or ban in force, if any. */
export async function findActiveRestriction(db: DbOrTx, userId: string): Promise<ActiveRestriction | null> {
  const [row] = await db
    .select({
      id: memberRestrictions.id,
      kind: memberRestrictions.kind,
      reason: memberRestrictions.reason,
      endsAt: memberRestrictions.endsAt,
    })
    .from(memberRestrictions)
    .where(and(eq(memberRestrictions.userId, userId), restrictionInForce()))
    .orderBy(desc(memberRestrictions.createdAt))
    .limit(1);
  return row ?? null;
}

/** Locks the member's profile, so two admins cannot restrict or lift at once. */
async function lockMember(tx: Tx, memberId: string) {
  const [member] = await tx
    .select({ id: profiles.id, isAdmin: profiles.isAdmin })
    .from(profiles)
    .where(eq(profiles.id, memberId))
    .for('update');
  if (!member) throw new AppError('NOT_FOUND', MODERATION_MESSAGES.memberNotFound);
  return member;
}

/**
 * Suspends a member for some days or bans them, with the reason, and records it in the moderation
 * log, in one transaction. A ban also ends every session of theirs at once. Open pages of the
 * member (their banner) and of admins (the log) are told.
 */
export async function restrictMember(
  db: Db,
  bus: EventBus,
  options: { actor: Viewer; memberId: string; input: RestrictMemberInput; tx?: Tx },
): Promise<ActiveRestriction> {
  const { actor, memberId, input } = options;
  const run = async (tx: Tx) => {
    const member = await lockMember(tx, memberId);
    if (!canRestrictMember(actor, member)) {
      throw new AppError(
        'FORBIDDEN',
        member.id === actor.id
          ? MODERATION_MESSAGES.cannotRestrictSelf
          : MODERATION_MESSAGES.cannotRestrictAdmin,
      );
    }
    if (await findActiveRestriction(tx, memberId)) {
      throw new AppError('CONFLICT', MODERATION_MESSAGES.alreadyRestricted);
    }
    const endsAt = input.kind === 'suspension' ? new Date(Date.now() + input.days * DAY_MS) : null;
    const [row] = await tx
      .insert(memberRestrictions)
      .values({ userId: memberId, kind: input.kind, reason: input.reason, endsAt, createdBy: actor.id })
      .returning({
        id: memberRestrictions.id,
        kind: memberRestrictions.kind,
        reason: memberRestrictions.reason,
        endsAt: memberRestrictions.endsAt,
      });
    if (input.kind === 'ban') await tx.delete(session).where(eq(session.userId, memberId));
    await recordModeration(tx, actor, {
      action: input.kind === 'ban' ? 'member_banned' : 'member_suspended',
      memberId,
      reason: input.reason,
    });
    return row as ActiveRestriction;
  };
  // Inside a caller's transaction (acting on a report), which announces the change once it has
  // committed (an event sent meanwhile would wait on the open transaction), or in its own.
  if (options.tx) return run(options.tx);
  const restriction = await db.transaction(run);
  await announceRestrictionChanged(bus, memberId, input.kind === 'ban');
  return restriction;
}

/** Lifts a member's suspension or ban early, recorded in the moderation log. */
export async function liftRestriction(
  db: Db,
  bus: EventBus,
  options: { actor: Viewer; memberId: string; reason?: string },
): Promise<void> {
  const { actor, memberId } = options;
  if (!canModerate(actor)) throw new AppError('FORBIDDEN', GENERIC_MESSAGES.adminOnly);
  await db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const active = await findActiveRestriction(tx, memberId);
    if (!active) throw new AppError('CONFLICT', MODERATION_MESSAGES.notRestricted);
    await tx
      .update(memberRestrictions)
      .set({ liftedAt: sql`now()`, liftedBy: actor.id })
      .where(eq(memberRestrictions.id, active.id));
    await recordModeration(tx, actor, {
      action: active.kind === 'ban' ? 'ban_lifted' : 'suspension_lifted',
      memberId,
      reason: options.reason ?? null,
    });
  });
  await announceRestrictionChanged(bus, memberId, false);
}

/**
 * The member's cached sessions re-read their restriction on every instance (a ban ends them), the
 * member's open pages show or drop the banner, and admins' open logs refresh.
 */
export async function announceRestrictionChanged(bus: EventBus, memberId: string, hasEndedSessions: boolean) {
  if (hasEndedSessions) await announceSessionEnded(bus, { userId: memberId });
  else await announceViewerChanged(bus, memberId);
  await bus.publish({ topic: REALTIME_TOPICS.accountStatus, id: memberId, userId: memberId });
  await announceModeration(bus);
}

/** The restrictions in force of these members (one query on the members' index), by member id. */
export async function findRestrictionsInForce(
  db: DbOrTx,
  memberIds: readonly string[],
): Promise<Map<string, ActiveRestriction>> {
  const byMember = new Map<string, ActiveRestriction>();
  if (memberIds.length === 0) return byMember;
  const rows = await db
    .select({
      userId: memberRestrictions.userId,
      id: memberRestrictions.id,
      kind: memberRestrictions.kind,
      reason: memberRestrictions.reason,
      endsAt: memberRestrictions.endsAt,
    })
    .from(memberRestrictions)
    .where(and(inArray(memberRestrictions.userId, [...memberIds]), restrictionInForce()))
    .orderBy(desc(memberRestrictions.createdAt));
  for (const { userId, ...restriction } of rows) {
    if (!byMember.has(userId)) byMember.set(userId, restriction);
  }
  return byMember;
}

/** A restriction as the web app is sent it. */
export function toMemberRestriction(restriction: ActiveRestriction): MemberRestriction {
  return {
    kind: restriction.kind,
    reason: restriction.reason,
    endsAt: restriction.endsAt?.toISOString() ?? null,
  };
}
