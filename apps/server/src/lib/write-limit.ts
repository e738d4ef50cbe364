import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getViewer } from '../auth/session.ts';
import { writeLimit } from '../db/schema/index.ts';
import { AppError } from './errors.ts';

type WriteLimitRule = {
  /** Calls allowed per window. */
  max: number;
  windowSeconds: number;
  /** `member`: counted per signed-in member, per address when signed out; `address`: always per address. */
  per: 'member' | 'address';
  /** Shown with the 429: says what was limited and for how long. */
  message: string;
};

/**
 * Every write's limit, in one place (the README's table mirrors it). Limits are
 * set well above what a person does by hand, so only scripts and floods meet them.
 */
export const WRITE_LIMITS = {
  comment: {
    max: 10,
    windowSeconds: 60,
    per: 'member',
    message: 'You are commenting too quickly. Please wait a minute and try again.',
  },
  vote: {
    max: 60,
    windowSeconds: 60,
    per: 'member',
    message: 'You are voting too quickly. Please wait a minute and try again.',
  },
  rating: {
    max: 30,
    windowSeconds: 60,
    per: 'member',
    message: 'You are rating too quickly. Please wait a minute and try again.',
  },
  gameTeam: {
    max: 30,
    windowSeconds: 60,
    per: 'member',
    message: 'You are changing your Game Team too quickly. Please wait a minute and try again.',
  },
  summons: {
    max: 60,
    windowSeconds: 60,
    per: 'member',
    message: 'You are changing your summon log too quickly. Please wait a minute and try again.',
  },
  summonFile: {
    max: 10,
    windowSeconds: 3600,
    per: 'member',
    message: 'Too many summon log downloads or imports. Please wait an hour and try again.',
  },
  collection: {
    max: 120,
    windowSeconds: 60,
    per: 'member',
    message: 'You are changing your collection too quickly. Please wait a minute and try again.',
  },
  collectionImport: {
    max: 10,
    windowSeconds: 3600,
    per: 'member',
    message: 'Too many imports. Please wait an hour and try again.',
  },
  profileSetup: {
    max: 10,
    windowSeconds: 60,
    per: 'member',
    message: 'Too many username attempts. Please wait a minute and try again.',
  },
  upload: {
    max: 20,
    windowSeconds: 3600,
    per: 'member',
    message: 'Too many image uploads. Please wait an hour and try again.',
  },
  adminEdit: {
    max: 60,
    windowSeconds: 60,
    per: 'member',
    message: 'Too many changes at once. Please wait a minute and try again.',
  },
  favoriteOutfit: {
    max: 30,
    windowSeconds: 60,
    per: 'member',
    message: 'You are changing your favourite outfit too quickly. Please wait a minute and try again.',
  },
  outfitScan: {
    max: 5,
    windowSeconds: 60,
    per: 'member',
    message: 'Too many directory scans. Please wait a minute and try again.',
  },
  contact: {
    max: 5,
    windowSeconds: 3600,
    per: 'member',
    message: 'You have sent several messages in the last hour. Please wait an hour before sending another.',
  },
  guide: {
    max: 20,
    windowSeconds: 3600,
    per: 'member',
    message: 'You are writing guides too quickly. Please wait an hour and try again.',
  },
  guideView: {
    max: 120,
    windowSeconds: 60,
    per: 'member',
    message: 'Too many requests. Please wait a minute and try again.',
  },
  signOut: {
    max: 30,
    windowSeconds: 60,
    per: 'address',
    message: 'Too many requests. Please wait a minute and try again.',
  },
  team: {
    max: 20,
    windowSeconds: 60,
    per: 'member',
    message: 'You are changing your teams too quickly. Please wait a minute and try again.',
  },
  teamVote: {
    max: 60,
    windowSeconds: 60,
    per: 'member',
    message: 'You are voting too quickly. Please wait a minute and try again.',
  },
  tokenCheck: {
    max: 20,
    windowSeconds: 60,
    per: 'address',
    message: 'Too many link checks from your network. Please wait a minute and try again.',
  },
  profileEdit: {
    max: 20,
    windowSeconds: 60,
    per: 'member',
    message: 'You are changing your profile too quickly. Please wait a minute and try again.',
  },
  avatarUpload: {
    max: 10,
    windowSeconds: 3600,
    per: 'member',
    message: 'Too many avatar uploads. Please wait an hour and try again.',
  },
  friends: {
    max: 30,
    windowSeconds: 60,
    per: 'member',
    message: 'You are changing friendships too quickly. Please wait a minute and try again.',
  },
  blocks: {
    max: 30,
    windowSeconds: 60,
    per: 'member',
    message: 'You are blocking and unblocking too quickly. Please wait a minute and try again.',
  },
  accountChange: {
    max: 5,
    windowSeconds: 900,
    per: 'member',
    message: 'Too many account changes. Please wait 15 minutes and try again.',
  },
  dataExport: {
    max: 5,
    windowSeconds: 3600,
    per: 'member',
    message:
      'You have downloaded your data several times in the last hour. Please wait an hour and try again.',
  },
  report: {
    max: 20,
    windowSeconds: 3600,
    per: 'member',
    message: 'You have sent many reports in the last hour. Please wait an hour and try again.',
  },
  notifications: {
    max: 60,
    windowSeconds: 60,
    per: 'member',
    message: 'Too many notification changes at once. Please wait a minute and try again.',
  },
} as const satisfies Record<string, WriteLimitRule>;

export type WriteLimitName = keyof typeof WRITE_LIMITS;

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation merges only with an interface
  interface FastifyContextConfig {
    /** The write limit this route counts against (see WRITE_LIMITS). */
    writeLimit?: WriteLimitName;
  }
}

/** Expired counters are swept on about one call in this many. */
const SWEEP_ONE_IN = 200;

/**
 * Counts one call against `name` for `subject` in a single upsert (so concurrent
 * calls on any instance cannot both slip under the limit) and refuses with a 429
 * carrying Retry-After once the window's count passes the maximum.
 */
export async function takeWriteLimit(
  app: FastifyInstance,
  reply: FastifyReply,
  name: WriteLimitName,
  subject: string,
): Promise<void> {
  const rule: WriteLimitRule = WRITE_LIMITS[name];
  const key = `${name}:${subject}`;
  const windowEnd = sql`now() + make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await app.db
    .insert(writeLimit)
    .values({ key, count: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: writeLimit.key,
      set: {
        count: sql`case when ${writeLimit.windowEndsAt} <= now() then 1 else ${writeLimit.count} + 1 end`,
        windowEndsAt: sql`case when ${writeLimit.windowEndsAt} <= now() then excluded.window_ends_at else ${writeLimit.windowEndsAt} end`,
      },
    })
    .returning({
      count: writeLimit.count,
      secondsLeft: sql<number>`ceil(extract(epoch from ${writeLimit.windowEndsAt} - now()))::int`,
    });
  if (Math.floor(Math.random() * SWEEP_ONE_IN) === 0) {
    await app.db.delete(writeLimit).where(sql`${writeLimit.windowEndsAt} < now() - interval '1 hour'`);
  }
  if (row && row.count > rule.max) {
    reply.header('retry-after', String(Math.max(1, Number(row.secondsLeft))));
    throw new AppError('RATE_LIMITED', rule.message);
  }
}

/** The key a request is counted under: the member when signed in (and the rule allows), else the address. */
async function subjectOf(request: FastifyRequest, rule: WriteLimitRule): Promise<string> {
  if (rule.per === 'member') {
    const viewer = await getViewer(request);
    if (viewer) return `member:${viewer.id}`;
  }
  return `ip:${request.ip}`;
}

/**
 * Applies `config.writeLimit` of each route before its body is validated, so a
 * refused call writes nothing and even malformed floods are counted. Off with RATE_LIMIT=false.
 */
export function registerWriteLimits(app: FastifyInstance): void {
  if (!app.config.rateLimit) return;
  app.addHook('preValidation', async (request, reply) => {
    const name = request.routeOptions.config.writeLimit;
    if (!name) return;
    await takeWriteLimit(app, reply, name, await subjectOf(request, WRITE_LIMITS[name]));
  });
}
