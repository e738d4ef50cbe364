import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { MEMBER_MESSAGES } from '@haven/shared/members/messages';
import { canDeleteMember } from '@haven/shared/members/policies';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { announceSessionEnded } from '../../auth/session-cache.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  commentVotes,
  contactMessages,
  guideHelpfulVotes,
  guides,
  heroComments,
  heroes,
  heroRatings,
  notifications,
  profileComments,
  profiles,
  relationships,
  teamVotes,
  temporaryTeams,
  user,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { EventBus } from '../../realtime/bus.ts';
import { uncountMemberCollection } from '../collection/save-collection.ts';
import { announceModeration, recordModeration } from '../moderation/record-moderation.ts';
import { withdrawFromFigures } from '../summons/figure-totals.ts';

/** Who else a deletion touched, whose open pages are told. */
export type DeletedMemberEffects = {
  /** Members the deleted one was friends with or had a request with. */
  peerIds: string[];
  /** Members on whose walls the deleted one had written. */
  wallOwnerIds: string[];
  /** Members who had notifications from the deleted one. */
  notifiedIds: string[];
};

/**
 * An admin deletes a member's account and everything that is theirs (removeMember), in one
 * transaction. An admin cannot delete themselves. Then the member's sessions end and every page
 * that showed something of theirs is told (announceMemberDeleted).
 */
export async function deleteMember(
  db: Db,
  bus: EventBus,
  options: { actor: Viewer; memberId: string },
): Promise<void> {
  const { actor, memberId } = options;
  if (!canDeleteMember(actor, { id: memberId }))
    throw new AppError('FORBIDDEN', MEMBER_MESSAGES.cannotDeleteSelf);
  const effects = await db.transaction(async (tx) => {
    // Recorded first, while the member's name can still be copied into the entry; an unknown
    // member is refused by removeMember, which rolls the entry back with it.
    const [member] = await tx
      .select({ username: profiles.username })
      .from(profiles)
      .where(eq(profiles.id, memberId));
    await recordModeration(tx, actor, {
      action: 'member_deleted',
      memberId,
      target: { kind: 'profile', id: memberId, label: member?.username ?? memberId },
    });
    return removeMember(tx, memberId);
  });
  await announceMemberDeleted(bus, memberId, effects);
  await announceModeration(bus);
}

/**
 * Removes a member's account and everything that is theirs (profile, ratings, comments, votes,
 * Game Team, collection, teams, team votes, friendships, blocks, wall comments, notifications, guides, contact
 * messages) inside the caller's transaction, first taking their ratings and votes out of the
 * stored hero averages, comment and team vote counts, so those stay exact. Returns whom it touched.
 */
export async function removeMember(tx: Tx, memberId: string): Promise<DeletedMemberEffects> {
  // Locks the profile, so a rating or vote by this member cannot slip in while the sums are fixed.
  const [member] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, memberId))
    .for('update');
  if (!member) throw new AppError('NOT_FOUND', MEMBER_MESSAGES.notFound);

  const peers = await tx
    .select({ a: relationships.userId, b: relationships.relatedUserId })
    .from(relationships)
    .where(or(eq(relationships.userId, memberId), eq(relationships.relatedUserId, memberId)));
  const walls = await tx
    .selectDistinct({ id: profileComments.profileId })
    .from(profileComments)
    .where(and(eq(profileComments.authorId, memberId), ne(profileComments.profileId, memberId)));
  const notified = await tx
    .selectDistinct({ id: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.fromUserId, memberId), ne(notifications.userId, memberId)));

  // Relative updates, as every rating and vote write does: concurrent writers lose nothing.
  await tx
    .update(heroes)
    .set({
      ratingSum: sql`${heroes.ratingSum} - ${heroRatings.rating}`,
      ratingCount: sql`${heroes.ratingCount} - 1`,
    })
    .from(heroRatings)
    .where(and(eq(heroRatings.heroId, heroes.id), eq(heroRatings.userId, memberId)));
  // Votes on the member's own comments go with the comments.
  await tx
    .update(heroComments)
    .set({
      votesUp: sql`${heroComments.votesUp} - (${commentVotes.voteType} = 'up')::int`,
      votesDown: sql`${heroComments.votesDown} - (${commentVotes.voteType} = 'down')::int`,
    })
    .from(commentVotes)
    .where(
      and(
        eq(commentVotes.commentId, heroComments.id),
        eq(commentVotes.userId, memberId),
        ne(heroComments.userId, memberId),
      ),
    );
  // Their 'Helpful' marks leave the guides' kept counts before the cascade removes them.
  await tx
    .update(guides)
    .set({ helpfulCount: sql`${guides.helpfulCount} - 1` })
    .from(guideHelpfulVotes)
    .where(and(eq(guideHelpfulVotes.guideId, guides.id), eq(guideHelpfulVotes.userId, memberId)));
  // Their team votes leave the teams' kept counts the same way.
  await tx
    .update(temporaryTeams)
    .set({ voteCount: sql`${temporaryTeams.voteCount} - 1` })
    .from(teamVotes)
    .where(and(eq(teamVotes.teamId, temporaryTeams.id), eq(teamVotes.userId, memberId)));
  // A shared summon log leaves the community figures' kept totals the same way.
  await withdrawFromFigures(tx, memberId);
  // Their heroes leave the kept owner counts the same way.
  await uncountMemberCollection(tx, memberId);
  // These keep a null author when a member goes; a deleted member's own are removed instead.
  await tx.delete(guides).where(eq(guides.authorId, memberId));
  await tx.delete(contactMessages).where(eq(contactMessages.userId, memberId));
  // The auth user's row takes the sessions, the password and the profile with everything under it.
  await tx.delete(user).where(eq(user.id, memberId));

  const peerIds = new Set(peers.map((p) => (p.a === memberId ? p.b : p.a)));
  return {
    peerIds: [...peerIds],
    wallOwnerIds: walls.map((w) => w.id),
    notifiedIds: notified.map((n) => n.id),
  };
}

/**
 * A deleted member's sessions end, and every list that held something of theirs is refreshed:
 * their ratings, comments, votes, teams and guides (whole lists), contact messages (admins),
 * their friends' lists, the walls they wrote on and the notifications they had sent.
 */
export async function announceMemberDeleted(bus: EventBus, memberId: string, effects: DeletedMemberEffects) {
  await announceSessionEnded(bus, { userId: memberId });
  await bus.publish({ topic: REALTIME_TOPICS.profiles, id: memberId });
  for (const topic of [
    REALTIME_TOPICS.heroes,
    REALTIME_TOPICS.heroRatings,
    REALTIME_TOPICS.heroComments,
    REALTIME_TOPICS.communityComments,
    REALTIME_TOPICS.teams,
    REALTIME_TOPICS.guides,
  ]) {
    await bus.publish({ topic });
  }
  await bus.publish({ topic: REALTIME_TOPICS.contactMessages, adminOnly: true });
  for (const id of [memberId, ...effects.peerIds]) {
    await bus.publish({ topic: REALTIME_TOPICS.friends, id });
  }
  for (const id of [memberId, ...effects.wallOwnerIds]) {
    await bus.publish({ topic: REALTIME_TOPICS.profileComments, id });
  }
  for (const id of effects.notifiedIds) {
    await bus.publish({ topic: REALTIME_TOPICS.notifications, id, userId: id });
  }
}
