import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_TOKEN_LIFETIME_SECONDS,
  SESSION_LIFETIME_SECONDS,
} from '@haven/shared/auth/rules';
import { MODERATION_MESSAGES } from '@haven/shared/moderation/messages';
import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { restrictionInForce } from '../db/schema/moderation.ts';
import { mailLanguageOf, siteLink } from '../mail/language.ts';
import type { Mailer } from '../mail/mailer.ts';
import { changeEmailMail, resetPasswordMail, verifyEmailMail } from '../mail/templates.ts';
import { grantVerifiedListedAdmin } from './admin-emails.ts';
import { ensureProfile } from './ensure-profile.ts';

/** The member's ban in force, if they have one. */
async function findBan(db: Db, userId: string) {
  const [ban] = await db
    .select({ reason: schema.memberRestrictions.reason })
    .from(schema.memberRestrictions)
    .where(
      and(
        eq(schema.memberRestrictions.userId, userId),
        eq(schema.memberRestrictions.kind, 'ban'),
        restrictionInForce(),
      ),
    )
    .limit(1);
  return ban ?? null;
}

// argon2id with the OWASP-recommended minimums (19 MiB, 2 passes).
// `2` is Algorithm.Argon2id: the package ships it as a const enum.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Per-IP limits on the account actions attackers hammer: [requests, window in seconds]. */
export const AUTH_RATE_LIMITS = {
  '/sign-in/email': { max: 10, window: 60 },
  '/sign-up/email': { max: 5, window: 60 },
  '/request-password-reset': { max: 3, window: 60 },
  '/reset-password': { max: 5, window: 60 },
} as const;

/** Sessions are refreshed (and their idle clock reset) at most this often. */
export const SESSION_UPDATE_AGE_SECONDS = 15 * 60;

export type Auth = ReturnType<typeof createAuth>;

/**
 * What an e-mail link's token says of itself, unverified (Better Auth checks the signature when
 * the link is followed): the member it is for and whether it confirms a change of address.
 */
export function readEmailToken(token: string): { userId?: string; requestType?: string } {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    return {
      ...(typeof claims.userId === 'string' ? { userId: claims.userId } : {}),
      ...(typeof claims.requestType === 'string' ? { requestType: claims.requestType } : {}),
    };
  } catch {
    return {};
  }
}

/** Whether a verification token confirms a new address rather than a first one. */
export function isEmailChangeToken(token: string): boolean {
  return readEmailToken(token).requestType === 'change-email-verification';
}

/** Better Auth set up for e-mail and password accounts stored in our database. */
export function createAuth(options: {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  /** Called when a first sign-in made the member's profile, so what counts members can refresh. */
  onProfileCreated?: (userId: string) => Promise<void>;
}) {
  const { config, db, mailer, onProfileCreated } = options;
  return betterAuth({
    appName: 'Heroes Haven',
    baseURL: `${config.publicUrl}/api/auth`,
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    telemetry: { enabled: false },
    // LOG_LEVEL=silent (tests) silences Better Auth's console warnings too.
    logger: { disabled: config.logLevel === 'silent' },
    emailAndPassword: {
      enabled: true,
      // Registration signs the member in, unless their address must be confirmed first.
      autoSignIn: !config.requireEmailVerification,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: config.requireEmailVerification,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_LIFETIME_SECONDS,
      password: {
        hash: (password) => hash(password, ARGON2_OPTIONS),
        verify: ({ hash: stored, password }) => verify(stored, password, ARGON2_OPTIONS),
      },
      // Mails are written in the member's language, their links under its prefix.
      sendResetPassword: async ({ user, token }) => {
        const language = await mailLanguageOf(db, user.id);
        const link = `${siteLink(config.publicUrl, '/reset-password', language)}?token=${encodeURIComponent(token)}&type=recovery`;
        await mailer.send({ to: user.email, ...resetPasswordMail(link, language) });
      },
    },
    emailVerification: {
      sendOnSignUp: config.requireEmailVerification,
      autoSignInAfterVerification: false,
      // A link confirming a new address (Account page) or verifying the first one (sign-up).
      sendVerificationEmail: async ({ user, url, token }) => {
        const language = await mailLanguageOf(db, user.id);
        const mail = isEmailChangeToken(token)
          ? changeEmailMail(url, language)
          : verifyEmailMail(url, language);
        await mailer.send({ to: user.email, ...mail });
      },
      afterEmailVerification: async (user) => {
        await grantVerifiedListedAdmin(db, config.adminEmails, user);
      },
    },
    // A new address takes effect once the link sent to it is followed.
    user: { changeEmail: { enabled: true } },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    rateLimit: {
      enabled: config.rateLimit,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
      customRules: AUTH_RATE_LIMITS,
    },
    advanced: {
      cookiePrefix: 'haven',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    databaseHooks: {
      session: {
        create: {
          // A banned member signs in no more: no session is made, and the sign-in says why.
          before: async (session) => {
            const ban = await findBan(db, session.userId);
            if (ban)
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_BANNED',
                message: MODERATION_MESSAGES.banned(ban.reason),
              });
          },
          // The profile row is made at first sign-in, not at sign-up, so unconfirmed sign-ups
          // leave no profile; ADMIN_EMAILS (verified addresses only) is applied each time.
          after: async (session) => {
            const isNew = await ensureProfile(db, session.userId, config.adminEmails);
            if (isNew) await onProfileCreated?.(session.userId);
          },
        },
      },
    },
  });
}
