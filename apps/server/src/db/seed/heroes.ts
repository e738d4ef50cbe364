import { slugifyName } from '@haven/shared/common/slug';
import type { Rarity } from '@haven/shared/heroes/constants';
import { TRANSLATION_LANGUAGES } from '@haven/shared/i18n/translations';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  commentVotes,
  heroComments,
  heroes,
  heroRatings,
  heroTranslations,
  userHeroRoster,
} from '../schema/index.ts';
import { heroPortraitSvg, PORTRAIT_SIZE } from './art/hero-portrait.ts';
import { HERO_COMMENTS } from './content/community.ts';
import { HERO_TEXTS } from './content/hero-translations.ts';
import { HEROES } from './content/heroes.ts';
import { MEMBERS } from './content/members.ts';
import { prepareSvg, storeMediaBatch } from './media-batch.ts';
import { memberKeyOf as keyOf, type MemberIds } from './profiles.ts';
import { createRng, stableUuid } from './random.ts';
import { daysBefore, type GroupResult, refreshColumns } from './upsert.ts';

/** Upserts the demo heroes with their portraits; returns hero ids by name. */
export async function seedHeroes(db: Db): Promise<{ result: GroupResult; ids: Map<string, string> }> {
  const rows = HEROES.map((hero) => {
    const portrait = prepareSvg(
      heroPortraitSvg({ name: hero.name, heroClass: hero.heroClass, rarity: hero.rarity, roles: hero.roles }),
      PORTRAIT_SIZE,
      PORTRAIT_SIZE,
    );
    return {
      portrait,
      values: {
        name: hero.name,
        slug: slugifyName(hero.name),
        class: hero.heroClass,
        rarity: hero.rarity,
        roles: hero.roles,
        description: hero.description,
        imageUrl: portrait.url,
        skills: hero.skills,
      },
    };
  });
  const slugs = rows.map((row) => row.values.slug);
  const stored = await db.transaction(async (tx) => {
    const count = await storeMediaBatch(
      tx,
      rows.map((row) => row.portrait),
    );
    await tx
      .insert(heroes)
      .values(rows.map((row) => row.values))
      .onConflictDoUpdate({
        target: heroes.slug,
        ...refreshColumns(
          {
            name: heroes.name,
            class: heroes.class,
            rarity: heroes.rarity,
            roles: heroes.roles,
            description: heroes.description,
            imageUrl: heroes.imageUrl,
            skills: heroes.skills,
          },
          { updatedAt: sql`now()` },
        ),
      });
    return count;
  });
  const found = await db
    .select({ id: heroes.id, slug: heroes.slug })
    .from(heroes)
    .where(inArray(heroes.slug, slugs));
  const idBySlug = new Map(found.map((row) => [row.slug, row.id]));
  const ids = new Map<string, string>();
  for (const row of rows) {
    const id = idBySlug.get(row.values.slug);
    if (id) ids.set(row.values.name, id);
  }
  await seedHeroTranslations(db, ids);
  return { result: { rows: rows.length, media: stored }, ids };
}

/** The demo heroes' descriptions and skills in every other language, written over the seeded ones. */
async function seedHeroTranslations(db: Db, ids: Map<string, string>): Promise<void> {
  const rows = TRANSLATION_LANGUAGES.flatMap((language) =>
    Object.entries(HERO_TEXTS[language]).flatMap(([name, hero]) => {
      const itemId = ids.get(name);
      if (!itemId) return [];
      const skills = hero.skills.map(([skillName, description]) => ({ name: skillName, description }));
      return [{ itemId, language, fields: { description: hero.description, skills }, version: 1 }];
    }),
  );
  if (rows.length === 0) return;
  await db
    .insert(heroTranslations)
    .values(rows)
    .onConflictDoUpdate({
      target: [heroTranslations.itemId, heroTranslations.language],
      // The seed's own texts; an admin's translated review and notes are kept.
      set: {
        fields: sql`${heroTranslations.fields} || excluded.fields`,
        updatedAt: sql`now()`,
      },
    });
}

/** Inserts the members' Game Teams; the first hero listed is their main. */
export async function seedGameTeams(
  db: Db,
  now: Date,
  members: MemberIds,
  heroIds: Map<string, string>,
): Promise<number> {
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

  await db.transaction(async (tx) => {
    if (rosterRows.length) await tx.insert(userHeroRoster).values(rosterRows).onConflictDoNothing();
  });
  return rosterRows.length;
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
