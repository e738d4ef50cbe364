import type { CurrentUser, MeResponse } from '@haven/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { profiles } from '../db/schema/index.ts';

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

/** Registers an account through the API; throws when the server refuses. */
export async function signUp(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/sign-up',
    payload: { email, password },
  });
  if (response.statusCode !== 201) {
    throw new Error(`sign-up of ${email} failed: ${response.statusCode} ${response.body}`);
  }
}

/** Signs in through the API; returns the session cookie and the member. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
  rememberMe = true,
): Promise<{ cookie: string; user: CurrentUser; response: LightMyRequestResponse }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/sign-in',
    payload: { email, password, rememberMe },
  });
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
