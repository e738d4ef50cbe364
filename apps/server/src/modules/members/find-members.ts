import type { HeroClass } from '@haven/shared/heroes/constants';
import { MEMBERS_PAGE_SIZE, type MemberSort, type MemberType } from '@haven/shared/members/constants';
import { MEMBER_MESSAGES } from '@haven/shared/members/messages';
import type { MemberCard, MemberListResponse } from '@haven/shared/members/schemas';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { containsPattern } from '../game-database/search-text.ts';

/** The columns of a member card; select with these, then map with toMemberCard. */
const memberCardColumns = {
  id: profiles.id,
  username: profiles.username,
  avatarUrl: profiles.avatarUrl,
  biography: profiles.biography,
  isAdmin: profiles.isAdmin,
  createdAt: profiles.createdAt,
  server: profiles.server,
  guildName: profiles.guildName,
  characterClass: profiles.characterClass,
};

export type MemberListOptions = {
  search?: string | undefined;
  sort: MemberSort;
  type: MemberType;
  /** The game filters: server (exact, any case), guild name (a part, any case), any of these classes. */
  server?: string | undefined;
  guild?: string | undefined;
  class?: readonly HeroClass[] | undefined;
  cursor?: string | undefined;
  /** The admin table lists members who have not chosen a username yet; the directory does not. */
  includeUnfinished?: boolean;
};

/** Where a page starts: the last row's sort key (as the database prints it) and its id. */
type Cursor = { key: string; id: string };

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

// How PostgreSQL prints a timestamptz: the only keys the date sorts accept.
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

function invalidCursor(): AppError {
  return new AppError('VALIDATION', 'Invalid cursor', { cursor: 'Invalid cursor' });
}

function decodeCursor(text: string, sort: MemberSort): Cursor {
  const cursor = parseCursor(text);
  const isDateSort = sort === 'newest' || sort === 'oldest';
  if (isDateSort && !TIMESTAMP_TEXT.test(cursor.key)) throw invalidCursor();
  return cursor;
}

function parseCursor(text: string): Cursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(parsed)) {
      const [key, id] = parsed;
      if (typeof key === 'string' && typeof id === 'string' && parsed.length === 2) return { key, id };
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw invalidCursor();
}

const usernameKey = sql<string>`lower(${profiles.username})`;
// Printed by the database, so the cursor keeps the full microsecond precision a JS Date would lose.
const createdAtKey = sql<string>`${profiles.createdAt}::text`;

/**
 * Each sort's order and the condition for "after this cursor". Usernames are unique without
 * regard to case, so lower(username) alone orders them totally (the unique index serves it);
 * join dates can tie, so the id breaks ties (the (created_at, id) index serves it).
 */
const SORTS: Record<MemberSort, { key: SQL<string>; orderBy: SQL[]; after: (c: Cursor) => SQL }> = {
  username_asc: {
    key: usernameKey,
    orderBy: [sql`lower(${profiles.username}) asc`],
    after: (c) => sql`lower(${profiles.username}) > ${c.key}`,
  },
  username_desc: {
    key: usernameKey,
    orderBy: [sql`lower(${profiles.username}) desc`],
    after: (c) => sql`lower(${profiles.username}) < ${c.key}`,
  },
  newest: {
    key: createdAtKey,
    orderBy: [sql`${profiles.createdAt} desc`, sql`${profiles.id} desc`],
    after: (c) => sql`(${profiles.createdAt}, ${profiles.id}) < (${c.key}::timestamptz, ${c.id})`,
  },
  oldest: {
    key: createdAtKey,
    orderBy: [sql`${profiles.createdAt} asc`, sql`${profiles.id} asc`],
    after: (c) => sql`(${profiles.createdAt}, ${profiles.id}) > (${c.key}::timestamptz, ${c.id})`,
  },
};

/**
 * One page of members, searched by username (case-insensitive substring), filtered by type and
 * by server, guild and class, and sorted; the next page starts after the cursor, so members joining meanwhile never shift or
 * repeat the rows already shown.
 */
export async function findMembers(db: DbOrTx, options: MemberListOptions): Promise<MemberListResponse> {
  const sort = SORTS[options.sort];
  const conditions: SQL[] = [];
  if (!options.includeUnfinished) conditions.push(eq(profiles.isSetupComplete, true));
  if (options.search)
    conditions.push(sql`lower(${profiles.username}) like ${containsPattern(options.search)}`);
  if (options.type === 'admins') conditions.push(eq(profiles.isAdmin, true));
  if (options.type === 'members') conditions.push(eq(profiles.isAdmin, false));
  conditions.push(...gameConditions(options));
  if (options.cursor) conditions.push(sort.after(decodeCursor(options.cursor, options.sort)));
  const rows = await db
    .select({ ...memberCardColumns, key: sort.key })
    .from(profiles)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(...sort.orderBy)
    // One row more than a page says whether another page exists.
    .limit(MEMBERS_PAGE_SIZE + 1);
  const page = rows.slice(0, MEMBERS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(toMemberCard),
    nextCursor: rows.length > MEMBERS_PAGE_SIZE && last ? encodeCursor({ key: last.key, id: last.id }) : null,
  };
}

/**
 * The game filters, each written as its index's expression: lower(server) for the exact server,
 * lower(guild_name) for the trigram index the guild substring uses. Classes are four values that
 * each hold about a quarter of the members, so they filter whichever index orders the page.
 */
function gameConditions(options: MemberListOptions): SQL[] {
  const conditions: SQL[] = [];
  if (options.server) conditions.push(sql`lower(${profiles.server}) = ${options.server.toLowerCase()}`);
  if (options.guild)
    conditions.push(sql`lower(${profiles.guildName}) like ${containsPattern(options.guild)}`);
  if (options.class && options.class.length > 0)
    conditions.push(inArray(profiles.characterClass, [...options.class]));
  return conditions;
}

/** The member with this id as the admin table shows them; 404 when there is none. */
export async function getMember(db: DbOrTx, memberId: string): Promise<MemberCard> {
  const [row] = await db.select(memberCardColumns).from(profiles).where(eq(profiles.id, memberId));
  if (!row) throw new AppError('NOT_FOUND', MEMBER_MESSAGES.notFound);
  return toMemberCard(row);
}

function toMemberCard(row: {
  id: string;
  username: string;
  avatarUrl: string | null;
  biography: string | null;
  isAdmin: boolean;
  createdAt: Date;
  server: string | null;
  guildName: string | null;
  characterClass: string | null;
}): MemberCard {
  return {
    id: row.id,
    username: row.username,
    avatarUrl: row.avatarUrl,
    biography: row.biography,
    isAdmin: row.isAdmin,
    createdAt: row.createdAt.toISOString(),
    server: row.server,
    guildName: row.guildName,
    // A check constraint keeps the column to the known classes.
    characterClass: row.characterClass as HeroClass | null,
  };
}
