import {
  TEAM_NAME_MAX_LENGTH,
  TEAM_NOTES_MAX_LENGTH,
  TEAM_SIZE,
  TEAM_VISIBILITIES,
} from '@haven/shared/teams/constants';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, isBetween, isOneOf, timestamps, uuidPrimaryKey } from './columns.ts';
import { heroes } from './heroes.ts';
import { memberRef, profiles } from './profiles.ts';
import { gameModes } from './tier-list.ts';

export const temporaryTeams = pgTable(
  'temporary_teams',
  {
    id: uuidPrimaryKey(),
    userId: text('user_id').references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    /** The game mode it is built for; a deleted mode leaves the team with none. */
    modeId: uuid('mode_id').references(() => gameModes.id, { onDelete: 'set null' }),
    /** Plain text, cleaned like comments. */
    notes: text('notes').notNull().default(''),
    /** Members' votes, moved by each vote in its own transaction so lists never count them. */
    voteCount: integer('vote_count').notNull().default(0),
    /** Who finds it: public in every list, unlisted by its address only, private its owner alone. */
    visibility: text('visibility', { enum: TEAM_VISIBILITIES }).notNull().default('public'),
    /** Set when a moderator removed it: gone from every list, and its page says so. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    // A member's teams newest first (My Teams, their profile), read backwards on this index.
    index('temporary_teams_user_created_idx').on(t.userId, t.createdAt, t.id),
    // Latest and Oldest page through (created_at, id), both directions on this one index. Plain
    // ascending columns: `desc()` would add NULLS LAST, which matches neither default order.
    index('temporary_teams_created_idx').on(t.createdAt, t.id),
    // Most Popular pages through (vote_count, created_at, id) backwards on this index.
    index('temporary_teams_votes_idx').on(t.voteCount, t.createdAt, t.id),
    // A game mode's teams, newest or oldest first, or most popular first.
    index('temporary_teams_mode_created_idx').on(t.modeId, t.createdAt, t.id),
    index('temporary_teams_mode_votes_idx').on(t.modeId, t.voteCount, t.createdAt, t.id),
    // The public gallery searches names by case-insensitive substring: trigrams let it use an index.
    index('temporary_teams_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    check('temporary_teams_name_length', isBetween(sql`char_length(${t.name})`, 1, TEAM_NAME_MAX_LENGTH)),
    check(
      'temporary_teams_notes_length',
      sql`char_length(${t.notes}) <= ${sql.raw(String(TEAM_NOTES_MAX_LENGTH))}`,
    ),
    check('temporary_teams_vote_count', sql`${t.voteCount} >= 0`),
    check('temporary_teams_visibility_valid', isOneOf(t.visibility, TEAM_VISIBILITIES)),
  ],
);

/** One member's vote for a team: the key allows one per member and team. */
export const teamVotes = pgTable(
  'team_votes',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => temporaryTeams.id, { onDelete: 'cascade' }),
    userId: memberRef('user_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_votes_user_idx').on(t.userId)],
);

export const temporaryTeamHeroes = pgTable(
  'temporary_team_heroes',
  {
    id: uuidPrimaryKey(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => temporaryTeams.id, { onDelete: 'cascade' }),
    heroId: uuid('hero_id').references(() => heroes.id, { onDelete: 'set null' }),
    position: smallint('position').notNull(),
    /**
     * How many places its team has, written with them (a team's places are always written together):
     * 'Teams I can build' compares it with the places a member fills, reading the index alone.
     */
    teamPlaces: smallint('team_places').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('temporary_team_heroes_team_position_uq').on(t.teamId, t.position),
    uniqueIndex('temporary_team_heroes_team_hero_uq').on(t.teamId, t.heroId),
    // A hero's teams, and the places a member's heroes fill ('Teams I can build'), read from the index alone.
    index('temporary_team_heroes_hero_team_idx').on(t.heroId, t.teamId, t.teamPlaces),
    check('temporary_team_heroes_position_range', isBetween(t.position, 1, TEAM_SIZE)),
    check('temporary_team_heroes_team_places_range', isBetween(t.teamPlaces, 1, TEAM_SIZE)),
  ],
);
