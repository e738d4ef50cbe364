import { and, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { profileComments, profiles, relationships, user } from '../schema/index.ts';
import { AVATAR_SIZE, avatarSvg } from './art/avatar.ts';
import { FRIENDSHIPS, MEMBERS, PROFILE_COMMENTS } from './content/members.ts';
import { prepareSvg, storeMediaBatch } from './media-batch.ts';
import { stableUuid } from './random.ts';
import { daysBefore, type GroupResult, refreshColumns } from './upsert.ts';

/** Member ids by their key ('01' … '12'), holding only members whose profile is in place. */
export type MemberIds = Map<string, string>;

/** A demo member's key ('01' … '12') from their id. */
export const memberKeyOf = (id: string) => id.replace('demo-member-', '');

// Each member is an auth user without credentials (nobody can sign in as them)
// plus a finished profile. A member whose e-mail or username someone else has
// already taken is skipped, with everything that refers to them.

/** Upserts the demo members (auth user and profile each); returns their ids by key. */
export async function seedMembers(db: Db, now: Date): Promise<{ result: GroupResult; ids: MemberIds }> {
  const demoIds = MEMBERS.map((member) => member.id);
  const avatars = new Map(
    MEMBERS.filter((member) => member.hasAvatar).map((member) => [
      member.id,
      prepareSvg(avatarSvg(member.username, member.characterClass), AVATAR_SIZE, AVATAR_SIZE),
    ]),
  );
  let media = 0;
  const ids: MemberIds = new Map();
  await db.transaction(async (tx) => {
    const clashes = await tx
      .select({ username: profiles.username })
      .from(profiles)
      .where(
        and(
          inArray(
            sql`lower(${profiles.username})`,
            MEMBERS.map((member) => member.username.toLowerCase()),
          ),
          notInArray(profiles.id, demoIds),
        ),
      );
    const taken = new Set(clashes.map((row) => row.username.toLowerCase()));
    const candidates = MEMBERS.filter((member) => !taken.has(member.username.toLowerCase()));
    if (candidates.length === 0) return;
    await tx
      .insert(user)
      .values(
        candidates.map((member) => {
          const joined = daysBefore(now, member.joinedDaysAgo, member.id);
          return {
            id: member.id,
            name: member.name,
            email: member.email,
            emailVerified: true,
            createdAt: joined,
            updatedAt: joined,
          };
        }),
      )
      .onConflictDoUpdate({
        target: user.email,
        ...refreshColumns({ name: user.name, emailVerified: user.emailVerified }),
      });
    const owners = await tx
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(
        inArray(
          user.email,
          candidates.map((member) => member.email),
        ),
      );
    const ownerByEmail = new Map(owners.map((row) => [row.email, row.id]));
    const members = candidates.filter((member) => ownerByEmail.get(member.email) === member.id);
    for (const member of members) ids.set(memberKeyOf(member.id), member.id);
    if (members.length === 0) return;

    media = await storeMediaBatch(tx, [...avatars.values()]);
    await tx
      .insert(profiles)
      .values(
        members.map((member) => {
          const joined = daysBefore(now, member.joinedDaysAgo, member.id);
          return {
            id: member.id,
            username: member.username,
            isSetupComplete: true,
            avatarUrl: avatars.get(member.id)?.url ?? null,
            biography: member.biography,
            location: member.location,
            twitterHandle: member.twitterHandle ?? null,
            discordHandle: member.discordHandle ?? null,
            youtubeHandle: member.youtubeHandle ?? null,
            characterName: member.characterName,
            server: member.server,
            characterClass: member.characterClass,
            characterLevel: member.characterLevel,
            guildName: member.guildName,
            guildRole: member.guildRole,
            loverId: member.loverKey ? (ids.get(member.loverKey) ?? null) : null,
            loverName: member.loverName,
            heirs: member.heirs,
            createdAt: joined,
            updatedAt: joined,
          };
        }),
      )
      .onConflictDoUpdate({
        target: profiles.id,
        ...refreshColumns(
          {
            username: profiles.username,
            isSetupComplete: profiles.isSetupComplete,
            avatarUrl: profiles.avatarUrl,
            biography: profiles.biography,
            location: profiles.location,
            twitterHandle: profiles.twitterHandle,
            discordHandle: profiles.discordHandle,
            youtubeHandle: profiles.youtubeHandle,
            characterName: profiles.characterName,
            server: profiles.server,
            characterClass: profiles.characterClass,
            characterLevel: profiles.characterLevel,
            guildName: profiles.guildName,
            guildRole: profiles.guildRole,
            loverId: profiles.loverId,
            loverName: profiles.loverName,
            heirs: profiles.heirs,
          },
          { updatedAt: sql`now()` },
        ),
      });
  });
  return { result: { rows: ids.size, media }, ids };
}

/** Inserts the friendships (both directions) and the comments on members' profiles. */
export async function seedFriendsAndProfileComments(
  db: Db,
  now: Date,
  members: MemberIds,
): Promise<{ friendships: number; profileComments: number }> {
  const friendRows = FRIENDSHIPS.flatMap(([a, b, days]) => {
    const left = members.get(a);
    const right = members.get(b);
    if (!left || !right) return [];
    const createdAt = daysBefore(now, days, `${a}-${b}`);
    return [
      { userId: left, relatedUserId: right, type: 'friend' as const, createdAt },
      { userId: right, relatedUserId: left, type: 'friend' as const, createdAt },
    ];
  });

  const commentRows = PROFILE_COMMENTS.flatMap((comment) => {
    const profileId = members.get(comment.profile);
    const authorId = members.get(comment.author);
    if (!profileId || !authorId) return [];
    const createdAt = daysBefore(now, comment.daysAgo, comment.key);
    return [
      {
        id: stableUuid(`profile-comment:${comment.key}`),
        profileId,
        authorId,
        parentId: comment.replyTo ? stableUuid(`profile-comment:${comment.replyTo}`) : null,
        content: comment.content,
        createdAt,
        updatedAt: createdAt,
      },
    ];
  });
  // Replies only where their parent is also being written.
  const commentIds = new Set(commentRows.map((row) => row.id));
  const profileCommentRows = commentRows.filter((row) => !row.parentId || commentIds.has(row.parentId));

  await db.transaction(async (tx) => {
    if (friendRows.length) await tx.insert(relationships).values(friendRows).onConflictDoNothing();
    if (profileCommentRows.length) {
      await tx
        .insert(profileComments)
        .values(profileCommentRows)
        .onConflictDoNothing({ target: profileComments.id });
    }
  });
  return { friendships: friendRows.length / 2, profileComments: profileCommentRows.length };
}
