import type { CurrentUser, MeResponse } from '@haven/shared/profiles/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db, DbOrTx } from '../db/client.ts';
import {
  communityComments,
  gameModes,
  guideHeroes,
  guides,
  heroComments,
  heroes,
  heroTiers,
  officialContent,
  outfits,
  profileComments,
  profiles,
  redeemCodes,
  session,
  temporaryTeamHeroes,
  temporaryTeams,
  user,
} from '../db/schema/index.ts';
import { type DatabaseEntryFields, insertDatabaseEntry } from '../modules/game-database/save-entry.ts';

/** Meets every password rule: 8+ characters, upper and lower case, a digit and a symbol. */
export const TEST_PASSWORD = 'Heroes#Haven1';

let sequence = 0;

/** An address no other call in this run returns; its local part is a valid username. */
export function uniqueEmail(prefix = 'member'): string {
  sequence += 1;
  return `${prefix}_${process.pid.toString(36)}${Date.now().toString(36)}${sequence}@example.com`;
}

/** The `Cookie` header a browser would send back after this response. */
export function cookieFrom(response: LightMyRequestResponse): string {
  return response.cookies
    .filter((c) => c.value !== '' && c.maxAge !== 0)
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

/** The session cookie this response set, as light-my-request parsed it. */
export function sessionCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((c) => c.name === 'haven.session_token');
}

type Credentials = { email: string; password?: string; rememberMe?: boolean };
/** What a test may add to an account request: the client address, headers. */
type RequestExtras = Omit<InjectOptions, 'method' | 'url' | 'payload'>;

/**
 * POSTs the credentials (with the test password unless another is given) to an
 * account route and returns the response as it is, for tests about refusals.
 */
function postCredentials(
  app: FastifyInstance,
  url: string,
  credentials: Credentials,
  request: RequestExtras,
) {
  return app.inject({
    ...request,
    method: 'POST',
    url,
    payload: { password: TEST_PASSWORD, ...credentials },
  });
}

export function attemptSignUp(app: FastifyInstance, credentials: Credentials, request: RequestExtras = {}) {
  return postCredentials(app, '/api/account/sign-up', credentials, request);
}

export function attemptSignIn(app: FastifyInstance, credentials: Credentials, request: RequestExtras = {}) {
  return postCredentials(app, '/api/account/sign-in', credentials, request);
}

/**
 * Registers an account through the API and leaves it signed out (its registration's session
 * ended), so the test's own sign-in is the member's one session; throws when the server refuses.
 */
export async function signUp(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<void> {
  const response = await attemptSignUp(app, { email, password });
  if (response.statusCode !== 201) {
    throw new Error(`sign-up of ${email} failed: ${response.statusCode} ${response.body}`);
  }
  const registered = response.json<{ user: CurrentUser | null }>().user;
  if (registered) await app.db.delete(session).where(eq(session.userId, registered.id));
}

/** Signs in through the API; returns the session cookie and the member. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
  rememberMe = true,
): Promise<{ cookie: string; user: CurrentUser; response: LightMyRequestResponse }> {
  const response = await attemptSignIn(app, { email, password, rememberMe });
  const { user } = response.json<MeResponse>();
  if (response.statusCode !== 200 || !user) {
    throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  }
  return { cookie: cookieFrom(response), user, response };
}

export type TestMember = { cookie: string; user: CurrentUser; email: string; password: string };

/**
 * Creates a member through the public surface (sign-up, then sign-in, which
 * makes the profile) and returns their session cookie. `admin` sets the
 * profile's is_admin flag, as the admin command does.
 */
export async function signUpAndSignIn(
  app: FastifyInstance,
  options: { email?: string; password?: string; admin?: boolean; rememberMe?: boolean } = {},
): Promise<TestMember> {
  const email = options.email ?? uniqueEmail(options.admin ? 'admin' : 'member');
  const password = options.password ?? TEST_PASSWORD;
  await signUp(app, email, password);
  const { cookie, user } = await signIn(app, email, password, options.rememberMe ?? true);
  if (options.admin) {
    await app.db.update(profiles).set({ isAdmin: true }).where(eq(profiles.id, user.id));
    user.isAdmin = true;
  }
  return { cookie, user, email: email.toLowerCase(), password };
}

/** A member who has also chosen their username (`username`), as every member past their first visit has. */
export async function signUpSetUpMember(app: FastifyInstance, username: string): Promise<TestMember> {
  const member = await signUpAndSignIn(app);
  const setup = await app.inject({
    method: 'POST',
    url: '/api/profile/setup',
    headers: { cookie: member.cookie },
    payload: { username },
  });
  if (setup.statusCode !== 200)
    throw new Error(`setup of ${username} failed: ${setup.statusCode} ${setup.body}`);
  return member;
}

// Factories that write rows straight into the database, for tests about
// reading them. Each row gets names no other call in this run uses, so tests
// never share rows; pass overrides for what the test is about.

/** The first row an insert returned; an insert that returns nothing is a broken test. */
function first<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** A hero (Guard, SR, Tank, no image, no ratings unless overridden). */
export async function buildHero(db: DbOrTx, overrides: Partial<typeof heroes.$inferInsert> = {}) {
  sequence += 1;
  const name = overrides.name ?? `Test Hero ${process.pid.toString(36)} ${sequence}`;
  return first(
    await db
      .insert(heroes)
      .values({
        name,
        slug: name.toLowerCase().replace(/\s+/g, '-'),
        class: 'Guard',
        rarity: 'SR',
        roles: ['Tank'],
        description: 'A steady shield.',
        ...overrides,
      })
      .returning(),
  );
}

/** An outfit in folder outfit_N (N given, or the next free test number), with image URLs. */
export async function buildOutfit(
  db: DbOrTx,
  overrides: Partial<typeof outfits.$inferInsert> & { folderNumber?: number } = {},
) {
  sequence += 1;
  const folderNumber = overrides.folderNumber ?? 100_000 + sequence;
  return first(
    await db
      .insert(outfits)
      .values({
        name: `Test Outfit ${folderNumber}`,
        slug: `outfit-${folderNumber}`,
        folderName: `outfit_${folderNumber}`,
        description: 'A plain test outfit.',
        category: 'Casual',
        tags: ['everyday'],
        overallImage: `/media/${'a'.repeat(64)}.svg`,
        maleImage: `/media/${'b'.repeat(64)}.svg`,
        femaleImage: `/media/${'c'.repeat(64)}.svg`,
        ...overrides,
        folderNumber,
      })
      .returning(),
  );
}

/** A member with a profile but no password (cannot sign in), for authors and bulk voters; returns the id. */
export async function buildProfile(db: DbOrTx, prefix = 'member'): Promise<string> {
  sequence += 1;
  const id = `${prefix}-${process.pid.toString(36)}-${sequence}`;
  await db.insert(user).values({ id, name: id, email: `${id}@example.com` });
  await db.insert(profiles).values({ id, username: `${prefix}_${sequence}`.slice(0, 30) });
  return id;
}

/** A comment on a hero by a member. */
export async function buildHeroComment(
  db: DbOrTx,
  values: { heroId: string; userId: string; content?: string },
) {
  return first(
    await db
      .insert(heroComments)
      .values({ content: 'A thoughtful comment.', ...values })
      .returning(),
  );
}

/** A piece of official content (news unless overridden). */
export async function buildOfficialContent(
  db: DbOrTx,
  overrides: Partial<typeof officialContent.$inferInsert> = {},
) {
  sequence += 1;
  return first(
    await db
      .insert(officialContent)
      .values({
        type: 'news',
        title: `Official post ${sequence}`,
        slug: `official-post-${process.pid.toString(36)}-${sequence}`,
        description: '<p>What changed in the game.</p>',
        ...overrides,
      })
      .returning(),
  );
}

/** A redeem code (usable, 100 gems, unless overridden: a past `expiresAt` such as '2000-01-01' makes it expired). */
export async function buildRedeemCode(db: DbOrTx, overrides: Partial<typeof redeemCodes.$inferInsert> = {}) {
  sequence += 1;
  return first(
    await db
      .insert(redeemCodes)
      .values({ code: `TESTCODE${process.pid.toString(36)}${sequence}`, rewards: '100 gems', ...overrides })
      .returning(),
  );
}

/** A guide (pending review unless overridden), about these heroes in the order given. */
export async function buildGuide(
  db: DbOrTx,
  overrides: Partial<typeof guides.$inferInsert> = {},
  heroIds: string[] = [],
) {
  sequence += 1;
  const guide = first(
    await db
      .insert(guides)
      .values({
        title: `Guide ${sequence}`,
        slug: `guide-${process.pid.toString(36)}-${sequence}`,
        content: '<p>How to play well.</p>',
        ...overrides,
      })
      .returning(),
  );
  if (heroIds.length > 0) {
    await db
      .insert(guideHeroes)
      .values(heroIds.map((heroId, i) => ({ guideId: guide.id, heroId, position: i + 1 })));
  }
  return guide;
}

/** A team with its heroes at positions 1, 2, … in the order given. */
export async function buildTeam(
  db: DbOrTx,
  values: { heroIds?: string[] } & Partial<
    Pick<
      typeof temporaryTeams.$inferInsert,
      'userId' | 'createdAt' | 'name' | 'modeId' | 'notes' | 'voteCount'
    >
  > = {},
) {
  sequence += 1;
  const { heroIds: chosen, ...columns } = values;
  const team = first(
    await db
      .insert(temporaryTeams)
      .values({
        name: `Team ${sequence}`,
        slug: `team-${process.pid.toString(36)}-${sequence}`,
        userId: null,
        ...columns,
      })
      .returning(),
  );
  const heroIds = chosen ?? [];
  if (heroIds.length > 0) {
    await db.insert(temporaryTeamHeroes).values(
      heroIds.map((heroId, i) => ({
        teamId: team.id,
        heroId,
        position: i + 1,
        teamPlaces: heroIds.length,
      })),
    );
  }
  return team;
}

/** A comment by a member on a team (`teamId`) or a guide (`guideId`), top level unless `parentId` is given. */
export async function buildCommunityComment(
  db: DbOrTx,
  values: {
    authorId: string;
    teamId?: string;
    guideId?: string;
    parentId?: string;
    createdAt?: Date;
    content?: string;
  },
) {
  return first(
    await db
      .insert(communityComments)
      .values({ content: 'A friendly comment.', ...values })
      .returning(),
  );
}

/** A comment on a member's wall (`profileId`), top level unless `parentId` is given. */
export async function buildProfileComment(
  db: DbOrTx,
  values: { profileId: string; authorId: string; parentId?: string; content?: string },
) {
  return first(
    await db
      .insert(profileComments)
      .values({ content: 'A wall comment.', ...values })
      .returning(),
  );
}

/** A member who has chosen their username (so the directory lists them), without a password; returns the id. */
export async function buildMember(
  db: DbOrTx,
  values: { username: string } & Partial<Omit<typeof profiles.$inferInsert, 'id' | 'username'>>,
): Promise<string> {
  sequence += 1;
  const id = `member-${process.pid.toString(36)}-${sequence}`;
  await db.insert(user).values({ id, name: id, email: `${id}@example.com` });
  await db.insert(profiles).values({ id, isSetupComplete: true, ...values });
  return id;
}

/**
 * A game database entry (a relic with a unique name unless overridden), saved the way the
 * admin editor saves one, so its slug and search text are derived; returns its id, slug and name.
 */
export async function buildDatabaseEntry(db: Db, overrides: Partial<DatabaseEntryFields> = {}) {
  sequence += 1;
  const fields: DatabaseEntryFields = {
    category: 'relics',
    name: `Test Entry ${process.pid.toString(36)} ${sequence}`,
    summary: 'A plain test entry.',
    ...overrides,
  };
  const saved = await insertDatabaseEntry(db, fields);
  return { ...saved, name: fields.name };
}

/**
 * A game mode (unique name and slug unless given; position 50, so it sorts after the modes a
 * test orders) with heroes placed in it: `tiers` lists [heroId, tier] pairs, each tier's heroes
 * in the order given.
 */
export async function buildGameMode(
  db: DbOrTx,
  overrides: Partial<typeof gameModes.$inferInsert> = {},
  tiers: [heroId: string, tier: (typeof heroTiers.$inferInsert)['tier']][] = [],
) {
  sequence += 1;
  const name = overrides.name ?? `Test Mode ${process.pid.toString(36)} ${sequence}`;
  const mode = first(
    await db
      .insert(gameModes)
      .values({ name, slug: name.toLowerCase().replace(/\s+/g, '-'), position: 50, ...overrides })
      .returning(),
  );
  if (tiers.length > 0) {
    await db
      .insert(heroTiers)
      .values(tiers.map(([heroId, tier], position) => ({ modeId: mode.id, heroId, tier, position })));
  }
  return mode;
}
