import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Heroes Haven <no-reply@heroes-haven.local>'),
  REQUIRE_EMAIL_VERIFICATION: booleanFromString.default(false),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set to false only for automated browser tests that sign in and write many times a minute. */
  RATE_LIMIT: booleanFromString.optional(),
  /** Older name of RATE_LIMIT, still read when RATE_LIMIT is unset. */
  AUTH_RATE_LIMIT: booleanFromString.optional(),
  TRUST_PROXY: z
    .string()
    .transform((v, ctx) => parseTrustProxy(v, ctx))
    .optional(),
  /** Addresses and CIDR ranges that may read /metrics (comma-separated); empty: no one. */
  METRICS_ALLOW: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((entry) => isAddressOrRange(entry)), {
      message: 'METRICS_ALLOW lists IP addresses or CIDR ranges, e.g. 127.0.0.1,10.0.0.0/8',
    }),
  SEED_DEMO: booleanFromString.default(true),
  /** Draws pages in the pseudo-language under /pseudo (default: on outside production). */
  PSEUDO_LANGUAGE: booleanFromString.optional(),
  CACHE_MB: z.coerce.number().min(0).max(65_536).default(64),
  WEB_DIST_DIR: z.string().optional(),
  OUTFITS_DIR: z.string().optional(),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  requireEmailVerification: boolean;
  adminEmails: string[];
  logLevel: string;
  /** Per-address sign-in limits and per-member write limits. */
  rateLimit: boolean;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses and CIDR ranges. */
  trustProxy: false | number | string[];
  /** Addresses and CIDR ranges that may read /metrics; empty: no one. */
  metricsAllow: string[];
  seedDemo: boolean;
  /** Pages in the pseudo-language under /pseudo, for finding untranslated and clipped text. */
  pseudoLanguage: boolean;
  /** Memory for cached public answers, in MiB (0 turns the cache off). */
  cacheMb: number;
  webDistDir: string;
  /** Folder of outfit_N folders that the admin's Scan Directories imports. */
  outfitsDir: string;
};

/** Thrown when the environment holds a bad value; the message names the variable. */
export class ConfigError extends Error {}

/**
 * Reads the environment. A bad value stops start-up with a message naming it.
 * AUTH_SECRET, when unset, is generated once and kept in DATA_DIR so sessions
 * survive restarts.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    authSecret: e.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION,
    adminEmails: e.ADMIN_EMAILS,
    logLevel: e.LOG_LEVEL,
    rateLimit: e.RATE_LIMIT ?? e.AUTH_RATE_LIMIT ?? true,
    trustProxy: e.TRUST_PROXY ?? false,
    metricsAllow: e.METRICS_ALLOW,
    seedDemo: e.SEED_DEMO,
    pseudoLanguage: e.PSEUDO_LANGUAGE ?? e.NODE_ENV !== 'production',
    cacheMb: e.CACHE_MB,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
    outfitsDir: path.resolve(e.OUTFITS_DIR ?? path.join(dataDir, 'outfits')),
  };
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}

const TRUST_PROXY_HELP =
  'must be false, a hop count (1, 2, ...) or a comma-separated list of proxy addresses or CIDR ranges';

/**
 * Which proxies may set X-Forwarded-For. `true` (trust any sender) is refused:
 * it would let every visitor pick the address their limits are counted on.
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): false | number | string[] {
  const v = value.trim().toLowerCase();
  if (v === 'false' || v === '0' || v === 'no') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const valid = entries.length > 0 && entries.every(isAddressOrRange);
  if (!valid) {
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP });
    return z.NEVER;
  }
  return entries;
}

/** An IP address, or one with a prefix length (`10.0.0.0/8`). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d+$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}
