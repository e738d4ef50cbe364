import { AUTH_MESSAGES as M } from '@haven/shared/auth/messages';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '../../auth/auth.ts';
import { rateLimit } from '../../db/schema/index.ts';
import { attemptSignIn, uniqueEmail } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

// The only file with AUTH_RATE_LIMIT on: it proves the limiter works and keeps
// its counters in the database (so they hold across server instances).
const t = useTestApp({ rateLimit: true });

function signInFrom(ip: string) {
  return attemptSignIn(t.app, { email: uniqueEmail('guess') }, { remoteAddress: ip });
}

describe('AUTH_RATE_LIMIT=true', () => {
  it('answers 429 once one address has tried to sign in too often, counting in the rate_limit table', async () => {
    const { max } = AUTH_RATE_LIMITS['/sign-in/email'];
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= max; attempt++) {
      statuses.push((await signInFrom('203.0.113.7')).statusCode);
    }
    expect(statuses.slice(0, max).every((status) => status === 401)).toBe(true);
    const refused = await signInFrom('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({ code: 'RATE_LIMITED', message: M.tooManyAttempts });

    const counters = await t.db.select().from(rateLimit).where(like(rateLimit.key, '%203.0.113.7%'));
    expect(counters).toHaveLength(1);
    expect(counters[0]?.key).toContain('/sign-in/email');
    expect(counters[0]?.count).toBe(max);

    // Another address is not held back.
    expect((await signInFrom('198.51.100.9')).statusCode).toBe(401);
  });
});
