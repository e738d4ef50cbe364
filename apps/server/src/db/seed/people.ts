import { type Rarity, slugifyRuns } from '@haven/shared';
import { and, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  commentVotes,
  favoriteOutfits,
  guides,
  heroComments,
  heroes,
  heroRatings,
  profileComments,
  profiles,
  relationships,
  temporaryTeamHeroes,
  temporaryTeams,
  user,
  userHeroRoster,
} from '../schema/index.ts';
import { AVATAR_SIZE, avatarSvg } from './art/avatar.ts';
import { BANNER_HEIGHT, BANNER_WIDTH, bannerSvg } from './art/banner.ts';
import type { GroupResult } from './catalogue.ts';
import { HERO_COMMENTS } from './content/community.ts';
import { GUIDES } from './content/guides.ts';
import { HEROES } from './content/heroes.ts';
import { FRIENDSHIPS, MEMBERS, PROFILE_COMMENTS } from './content/members.ts';
import { TEAMS } from './content/teams.ts';
import { prepareSvg, storeMediaBatch } from './media-batch.ts';
import { createRng, stableUuid } from './random.ts';
import { daysBefore, refreshColumns } from './upsert.ts';

/** Member ids by their key ('01' … '12'), holding only members whose profile is in place. */
export type MemberIds = Map<string, string>;

const keyOf = (id: string) => id.replace('demo-member-', '');

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
    for (const member of members) ids.set(keyOf(member.id), member.id);
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

export type SocialResult = {
  friendships: number;
  profileComments: number;
  rosters: number;
  favourites: number;
  teams: number;
  guides: number;
  media: number;
};

/** Inserts friendships, profile comments, Game Teams, favourite outfits, temporary teams and guides. */
export async function seedSocial(
  db: Db,
  now: Date,
  members: MemberIds,
  heroIds: Map<string, string>,
  outfitIds: Map<number, string>,
): Promise<SocialResult> {
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

  const rosterRows = MEMBERS.flatMap((member) => {
    const userId = members.get(keyOf(member.id));
    if (!userId || !member.roster) return [];
    const positions = [4, 1, 2, 3, 5];
    return member.roster.flatMap((name, index) => {
      const heroId = heroIds.get(name);
      const position = positions[index];
      if (!heroId || position === undefined) return [];
      const createdAt = daysBefore(
        now,
        Math.max(1, member.joinedDaysAgo - 2 - index),
        `${member.id}-${name}`,
      );
      return [{ userId, heroId, position, isMain: index === 0, createdAt }];
    });
  });

  const favouriteRows = MEMBERS.flatMap((member) => {
    const userId = members.get(keyOf(member.id));
    const outfitId = member.favouriteOutfit ? outfitIds.get(member.favouriteOutfit.number) : undefined;
    if (!userId || !outfitId || !member.favouriteOutfit) return [];
    return [
      {
        userId,
        outfitId,
        genderPreference: member.favouriteOutfit.gender,
        createdAt: daysBefore(now, Math.max(1, Math.floor(member.joinedDaysAgo / 2)), `fav-${member.id}`),
      },
    ];
  });

  const teams = TEAMS.flatMap((team) => {
    const userId = members.get(team.owner);
    if (!userId) return [];
    const createdAt = daysBefore(now, team.daysAgo, team.name);
    return [
      {
        team,
        values: { userId, name: team.name, slug: slugifyRuns(team.name), createdAt, updatedAt: createdAt },
      },
    ];
  });

  const guideRows = GUIDES.flatMap((guide) => {
    const authorId = members.get(guide.author);
    if (!authorId) return [];
    const createdAt = daysBefore(now, guide.daysAgo, guide.title);
    const thumbnail = guide.thumbnail
      ? prepareSvg(bannerSvg({ kind: 'guide', title: guide.title }), BANNER_WIDTH, BANNER_HEIGHT)
      : null;
    return [
      {
        thumbnail,
        values: {
          title: guide.title,
          content: guide.content,
          authorId,
          slug: `${slugifyRuns(guide.title)}-${guide.suffix}`,
          status: guide.status,
          thumbnailUrl: thumbnail?.url ?? null,
          tags: guide.tags,
          publishedAt: guide.status === 'approved' ? new Date(createdAt.getTime() + 6 * 3_600_000) : null,
          createdAt,
          updatedAt: createdAt,
        },
      },
    ];
  });

  let media = 0;
  await db.transaction(async (tx) => {
    if (friendRows.length) await tx.insert(relationships).values(friendRows).onConflictDoNothing();
    if (profileCommentRows.length) {
      await tx
        .insert(profileComments)
        .values(profileCommentRows)
        .onConflictDoNothing({ target: profileComments.id });
    }
    if (rosterRows.length) await tx.insert(userHeroRoster).values(rosterRows).onConflictDoNothing();
    if (favouriteRows.length) await tx.insert(favoriteOutfits).values(favouriteRows).onConflictDoNothing();

    if (teams.length) {
      await tx
        .insert(temporaryTeams)
        .values(teams.map((team) => team.values))
        .onConflictDoNothing({ target: temporaryTeams.slug });
      const saved = await tx
        .select({ id: temporaryTeams.id, slug: temporaryTeams.slug, userId: temporaryTeams.userId })
        .from(temporaryTeams)
        .where(
          inArray(
            temporaryTeams.slug,
            teams.map((team) => team.values.slug),
          ),
        );
      const teamBySlug = new Map(saved.map((row) => [row.slug, row]));
      const teamHeroRows = teams.flatMap(({ team, values }) => {
        const row = teamBySlug.get(values.slug);
        // Only fill teams that are ours (a member may have used the same name).
        if (!row || row.userId !== values.userId) return [];
        return team.heroes.flatMap((name, index) => {
          const heroId = heroIds.get(name);
          return heroId ? [{ teamId: row.id, heroId, position: index + 1, createdAt: values.createdAt }] : [];
        });
      });
      if (teamHeroRows.length)
        await tx.insert(temporaryTeamHeroes).values(teamHeroRows).onConflictDoNothing();
    }

    if (guideRows.length) {
      media = await storeMediaBatch(
        tx,
        guideRows.flatMap((row) => (row.thumbnail ? [row.thumbnail] : [])),
      );
      const refresh = refreshColumns(
        {
          title: guides.title,
          content: guides.content,
          tags: guides.tags,
          thumbnailUrl: guides.thumbnailUrl,
        },
        { updatedAt: sql`now()` },
      );
      await tx
        .insert(guides)
        .values(guideRows.map((row) => row.values))
        .onConflictDoUpdate({
          target: guides.slug,
          set: refresh.set,
          setWhere: and(refresh.setWhere, sql`${guides.authorId} = excluded."author_id"`),
        });
    }
  });
  return {
    friendships: friendRows.length / 2,
    profileComments: profileCommentRows.length,
    rosters: rosterRows.length,
    favourites: favouriteRows.length,
    teams: teams.length,
    guides: guideRows.length,
    media,
  };
}

const RATING_BASE: Record<Rarity, number> = { LR: 4.5, GR: 4.2, UR: 3.8, SSR: 3.4, SR: 3.0, R: 2.6 };

/** The members' star ratings: each member rates a seeded selection of heroes. */
export function buildRatings(): { memberKey: string; hero: string; rating: number; daysAgo: number }[] {
  const ratings: { memberKey: string; hero: string; rating: number; daysAgo: number }[] = [];
  for (const member of MEMBERS) {
    for (const hero of HEROES) {
      const rng = createRng(`rating:${member.id}:${hero.name}`);
      if (rng.next() > 0.6) continue;
      const rating = Math.min(5, Math.max(1, Math.round(RATING_BASE[hero.rarity] + rng.range(-1.3, 1.3))));
      ratings.push({
        memberKey: keyOf(member.id),
        hero: hero.name,
        rating,
        daysAgo: rng.int(1, Math.max(1, member.joinedDaysAgo)),
      });
    }
  }
  return ratings;
}

export type FeedbackResult = { ratings: number; comments: number; votes: number };

/** Inserts ratings, hero comments and votes, and brings rating totals and vote counts in line. */
export async function seedHeroFeedback(
  db: Db,
  now: Date,
  members: MemberIds,
  heroIds: Map<string, string>,
): Promise<FeedbackResult> {
  const ratingRows = buildRatings().flatMap((rating) => {
    const userId = members.get(rating.memberKey);
    const heroId = heroIds.get(rating.hero);
    if (!userId || !heroId) return [];
    return [
      {
        heroId,
        userId,
        rating: rating.rating,
        updatedAt: daysBefore(now, rating.daysAgo, `${rating.memberKey}-${rating.hero}`),
      },
    ];
  });
  const commentRows = HERO_COMMENTS.flatMap((comment) => {
    const userId = members.get(comment.author);
    const heroId = heroIds.get(comment.hero);
    if (!userId || !heroId) return [];
    const createdAt = daysBefore(now, comment.daysAgo, comment.key);
    return [
      {
        id: stableUuid(`hero-comment:${comment.key}`),
        heroId,
        userId,
        content: comment.content,
        createdAt,
        updatedAt: createdAt,
      },
    ];
  });
  const commentIds = new Set(commentRows.map((row) => row.id));
  const voteRows = HERO_COMMENTS.flatMap((comment) => {
    const commentId = stableUuid(`hero-comment:${comment.key}`);
    if (!commentIds.has(commentId)) return [];
    return Object.entries(comment.votes).flatMap(([memberKey, voteType]) => {
      const userId = members.get(memberKey);
      return userId ? [{ commentId, userId, voteType }] : [];
    });
  });
  const seededHeroIds = [...heroIds.values()];

  await db.transaction(async (tx) => {
    if (ratingRows.length) await tx.insert(heroRatings).values(ratingRows).onConflictDoNothing();
    if (seededHeroIds.length) {
      await tx.execute(sql`
        update ${heroes} set rating_sum = totals.rating_sum, rating_count = totals.rating_count
        from (
          select h.id, coalesce(sum(r.rating), 0)::int as rating_sum, count(r.id)::int as rating_count
          from ${heroes} h left join ${heroRatings} r on r.hero_id = h.id
          where h.id in (${sql.join(
            seededHeroIds.map((id) => sql`${id}`),
            sql`, `,
          )})
          group by h.id
        ) as totals
        where ${heroes.id} = totals.id
          and (${heroes.ratingSum}, ${heroes.ratingCount})
            is distinct from (totals.rating_sum, totals.rating_count)`);
    }
    if (commentRows.length) {
      await tx.insert(heroComments).values(commentRows).onConflictDoNothing({ target: heroComments.id });
      if (voteRows.length) await tx.insert(commentVotes).values(voteRows).onConflictDoNothing();
      await tx.execute(sql`
        update ${heroComments} set votes_up = tally.up, votes_down = tally.down
        from (
          select c.id,
            count(v.user_id) filter (where v.vote_type = 'up')::int as up,
            count(v.user_id) filter (where v.vote_type = 'down')::int as down
          from ${heroComments} c left join ${commentVotes} v on v.comment_id = c.id
          where c.id in (${sql.join(
            [...commentIds].map((id) => sql`${id}`),
            sql`, `,
          )})
          group by c.id
        ) as tally
        where ${heroComments.id} = tally.id
          and (${heroComments.votesUp}, ${heroComments.votesDown}) is distinct from (tally.up, tally.down)`);
    }
  });
  return { ratings: ratingRows.length, comments: commentRows.length, votes: voteRows.length };
}
