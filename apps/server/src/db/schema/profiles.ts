import { GUILD_ROLES, HERO_CLASSES, MAX_CHARACTER_LEVEL } from '@haven/shared/heroes/constants';
import { LANGUAGE_CODES } from '@haven/shared/i18n/languages';
import { PROFILE_LIMITS } from '@haven/shared/profiles/edit';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { editVersion, isBetween, isOneOf, timestamps } from './columns.ts';

/** A member's public profile, keyed by the auth user's id; made at first sign-in. */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    username: text('username').notNull().default('user'),
    /** False until the member has chosen a username at /profile/setup. */
    isSetupComplete: boolean('is_setup_complete').notNull().default(false),
    /** The session in which the username was chosen: its visits greet a new member, later ones welcome them back. */
    setupSessionId: text('setup_session_id'),
    avatarUrl: text('avatar_url'),
    biography: text('biography'),
    location: text('location'),
    isAdmin: boolean('is_admin').notNull().default(false),
    twitterHandle: text('twitter_handle'),
    discordHandle: text('discord_handle'),
    youtubeHandle: text('youtube_handle'),
    characterName: text('character_name'),
    server: text('server'),
    characterClass: text('character_class'),
    characterLevel: integer('character_level'),
    guildName: text('guild_name'),
    guildRole: text('guild_role'),
    loverId: text('lover_id').references((): AnyPgColumn => profiles.id, { onDelete: 'set null' }),
    loverName: text('lover_name'),
    heirs: text('heirs').array().notNull().default(sql`'{}'::text[]`),
    /** The language the member chose for the site; null until they choose one. */
    language: text('language'),
    version: editVersion(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('profiles_username_lower_uq').on(sql`lower(${t.username})`),
    // The directory's newest/oldest sorts page by (created_at, id) from a cursor.
    index('profiles_created_at_idx').on(t.createdAt, t.id),
    // Username search is a case-insensitive substring match: trigrams let it use an index.
    index('profiles_username_trgm_idx').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
    // The quick search: usernames starting with a term (in order), and the closest to it (GiST).
    index('profiles_username_prefix_idx').on(sql`lower(${t.username}) text_pattern_ops`),
    index('profiles_username_gist_idx').using('gist', sql`lower(${t.username}) gist_trgm_ops`),
    index('profiles_is_admin_idx').on(t.isAdmin),
    // The directory finds guildmates: the server matched exactly in any case (each index also
    // orders one sort within a server), the guild name by a case-insensitive part (trigrams).
    index('profiles_server_username_idx').on(sql`lower(${t.server})`, sql`lower(${t.username})`),
    index('profiles_server_created_at_idx').on(sql`lower(${t.server})`, t.createdAt, t.id),
    index('profiles_guild_name_trgm_idx').using('gin', sql`lower(${t.guildName}) gin_trgm_ops`),
    check('profiles_username_format', sql`${t.username} ~ '^[A-Za-z0-9_]{3,30}$'`),
    check(
      'profiles_character_class_valid',
      sql`${t.characterClass} is null or ${isOneOf(t.characterClass, HERO_CLASSES)}`,
    ),
    check('profiles_language_valid', sql`${t.language} is null or ${isOneOf(t.language, LANGUAGE_CODES)}`),
    check('profiles_guild_role_valid', sql`${t.guildRole} is null or ${isOneOf(t.guildRole, GUILD_ROLES)}`),
    check(
      'profiles_character_level_range',
      sql`${t.characterLevel} is null or ${isBetween(t.characterLevel, 0, MAX_CHARACTER_LEVEL)}`,
    ),
    check(
      'profiles_biography_length',
      sql`char_length(${t.biography}) <= ${sql.raw(String(PROFILE_LIMITS.biography))}`,
    ),
  ],
);

/** A member the row belongs to or is about; the row goes when the member's profile does. */
export const memberRef = (name: string) =>
  text(name)
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });
