import { GAME_TEAM_SIZE } from '@haven/shared/game-team/constants';
import {
  HERO_CLASSES,
  HERO_STAT_MAX,
  RARITIES,
  type SkillType,
  VOTE_TYPES,
} from '@haven/shared/heroes/constants';
import { RATING_RANK_MIN_COUNT } from '@haven/shared/heroes/rating';
import { HERO_COMMENT_MAX_LENGTH, HERO_COMMENT_MIN_LENGTH } from '@haven/shared/heroes/rules';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  editVersion,
  isBetween,
  isOneOf,
  rarityRank,
  timestamps,
  updatedAt,
  uuidPrimaryKey,
} from './columns.ts';
import { memberRef } from './profiles.ts';

export type HeroSkill = { name: string; description: string; type: SkillType; cooldown: number };

type RatingColumns = { ratingSum: AnyColumn | SQL; ratingCount: AnyColumn | SQL };

/** A hero's shown rating as SQL, the shared averageRating: the average to one decimal, null when unrated. */
export function averageRatingSql({ ratingSum, ratingCount }: RatingColumns): SQL {
  return sql`round(${ratingSum}::numeric / nullif(${ratingCount}, 0), 1)`;
}

/** True once a hero has enough ratings to be ranked (the shared isRatingRanked). */
export function isRatingRankedSql({ ratingCount }: RatingColumns): SQL {
  return sql`(${ratingCount} >= ${sql.raw(String(RATING_RANK_MIN_COUNT))})`;
}

/**
 * The rating order as SQL, the shared compareByRating: ranked heroes first, then the shown
 * average (unrated last), then more ratings. heroes_rating_rank_idx holds these keys in this
 * order (then name and id), so every rating order and Highest Rated list reads the index.
 */
export function ratingRankOrder(t: RatingColumns): [SQL, SQL, SQL] {
  return [
    sql`${isRatingRankedSql(t)} desc`,
    sql`${averageRatingSql(t)} desc nulls last`,
    sql`${t.ratingCount} desc`,
  ];
}

export const heroes = pgTable(
  'heroes',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    class: text('class', { enum: HERO_CLASSES }).notNull(),
    rarity: text('rarity', { enum: RARITIES }).notNull(),
    /** 5 for LR down to 0 for R, so lists sort best-first on an index. */
    rarityRank: smallint('rarity_rank').notNull().generatedAlwaysAs(rarityRank(0)),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    skills: jsonb('skills').$type<HeroSkill[]>().notNull().default([]),
    /** What hero search looks in: name, skill names, skill texts, lower-cased, one per line. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(name || E'\\n' || jsonb_path_query_array(skills, '$[*].name')::text || E'\\n' || jsonb_path_query_array(skills, '$[*].description')::text)`,
      ),
    /** Kept in step with hero_ratings in the same transaction as each rating write. */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    hp: integer('hp').notNull().default(0),
    attack: integer('attack').notNull().default(0),
    defense: integer('defense').notNull().default(0),
    speed: integer('speed').notNull().default(0),
    /** Sanitised HTML: why the recommended build works and how to play it. */
    buildNotes: text('build_notes').notNull().default(''),
    version: editVersion(),
    ...timestamps(),
  },
  (t) => [
    index('heroes_rarity_name_idx').on(t.rarityRank.desc(), t.name, t.id),
    index('heroes_name_lower_idx').on(sql`lower(${t.name})`),
    // The collection's sorts: Name, Newest and Rating each page through their own index.
    index('heroes_name_id_idx').on(t.name, t.id),
    // Newest reads it backwards (created_at desc, id desc); plain columns, as `desc()` adds NULLS LAST.
    index('heroes_created_idx').on(t.createdAt, t.id),
    // The Rating sort, Highest Rated (home, statistics): ranked first, shown average, count, name.
    index('heroes_rating_rank_idx').on(...ratingRankOrder(t), t.name, t.id),
    // Name search is a case-insensitive substring match: trigrams let it use an index.
    index('heroes_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // Hero search: a part of the name or skills (GIN), or the closest texts to a term (GiST).
    index('heroes_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('heroes_search_text_gist_idx').using('gist', sql`${t.searchText} gist_trgm_ops`),
    index('heroes_class_idx').on(t.class),
    index('heroes_roles_gin_idx').using('gin', t.roles),
    check('heroes_class_valid', isOneOf(t.class, HERO_CLASSES)),
    check('heroes_rarity_valid', isOneOf(t.rarity, RARITIES)),
    check('heroes_rating_counts', sql`${t.ratingCount} >= 0 and ${t.ratingSum} >= 0`),
    check(
      'heroes_stats_range',
      sql`${isBetween(t.hp, 0, HERO_STAT_MAX)} and ${isBetween(t.attack, 0, HERO_STAT_MAX)} and ${isBetween(t.defense, 0, HERO_STAT_MAX)} and ${isBetween(t.speed, 0, HERO_STAT_MAX)}`,
    ),
  ],
);

/** The hero the row is about; the row goes when the hero does. */
export const heroRef = (name = 'hero_id') =>
  uuid(name)
    .notNull()
    .references(() => heroes.id, { onDelete: 'cascade' });

/**
 * The addresses a hero had before it was renamed: an old link or an editor opened before the
 * rename still finds it. A hero that now holds one of these addresses itself wins.
 */
export const heroFormerSlugs = pgTable(
  'hero_former_slugs',
  {
    slug: text('slug').primaryKey(),
    heroId: heroRef(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hero_former_slugs_hero_idx').on(t.heroId)],
);

export const heroRatings = pgTable(
  'hero_ratings',
  {
    id: uuidPrimaryKey(),
    heroId: heroRef(),
    userId: memberRef('user_id'),
    rating: smallint('rating').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('hero_ratings_hero_user_uq').on(t.heroId, t.userId),
    index('hero_ratings_user_idx').on(t.userId),
    check('hero_ratings_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const heroComments = pgTable(
  'hero_comments',
  {
    id: uuidPrimaryKey(),
    heroId: heroRef(),
    userId: memberRef('user_id'),
    content: text('content').notNull(),
    /** The language it was written in (a site language's code). */
    language: text('language').notNull().default('en'),
    votesUp: integer('votes_up').notNull().default(0),
    votesDown: integer('votes_down').notNull().default(0),
    /** Set when a moderator removed it: it keeps its place, shown as removed. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('hero_comments_useful_idx').on(t.heroId, t.votesUp.desc(), t.createdAt.desc()),
    index('hero_comments_recent_idx').on(t.heroId, t.createdAt.desc()),
    index('hero_comments_user_idx').on(t.userId),
    // Comments per day across all heroes (statistics) read a date range of this index.
    index('hero_comments_created_idx').on(t.createdAt),
    check(
      'hero_comments_length',
      isBetween(sql`char_length(${t.content})`, HERO_COMMENT_MIN_LENGTH, HERO_COMMENT_MAX_LENGTH),
    ),
    check('hero_comments_votes', sql`${t.votesUp} >= 0 and ${t.votesDown} >= 0`),
  ],
);

export const commentVotes = pgTable(
  'comment_votes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => heroComments.id, { onDelete: 'cascade' }),
    userId: memberRef('user_id'),
    voteType: text('vote_type', { enum: VOTE_TYPES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index('comment_votes_user_idx').on(t.userId),
    check('comment_votes_type_valid', isOneOf(t.voteType, VOTE_TYPES)),
  ],
);

/** A member's Game Team: at most five heroes, each once, each in its own position. */
export const userHeroRoster = pgTable(
  'user_hero_roster',
  {
    id: uuidPrimaryKey(),
    userId: memberRef('user_id'),
    heroId: heroRef(),
    position: smallint('position').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_hero_roster_user_hero_uq').on(t.userId, t.heroId),
    uniqueIndex('user_hero_roster_user_position_uq').on(t.userId, t.position),
    uniqueIndex('user_hero_roster_one_main_uq').on(t.userId).where(sql`${t.isMain}`),
    index('user_hero_roster_hero_idx').on(t.heroId),
    check('user_hero_roster_position_range', isBetween(t.position, 1, GAME_TEAM_SIZE)),
  ],
);
