import { PROFILE_MESSAGES as M } from '@haven/shared/profiles/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index.ts';
import { signIn, signUpAndSignIn } from '../../test/factories.ts';
import { expectError } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

let names = 0;
/** A valid username no other test uses. */
function freshUsername(prefix = 'name'): string {
  names += 1;
  return `${prefix}_${Date.now().toString(36)}${names}`;
}

function setup(cookie: string | undefined, payload: unknown, origin?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/profile/setup',
    headers: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
    payload: payload as object,
  });
}

async function profileOf(id: string) {
  const [row] = await t.db
    .select({ username: profiles.username, isSetupComplete: profiles.isSetupComplete })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row;
}

describe('POST /api/profile/setup', () => {
  it('asks a visitor to sign in (401)', async () => {
    const response = await setup(undefined, { username: freshUsername() });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['too short', 'ab', M.usernameTooShort],
    ['too long', 'a'.repeat(31), M.usernameTooLong],
    ['with a space', 'bad name', M.usernameFormat],
    ['with a symbol', 'hero!', M.usernameFormat],
    ['empty', '', M.usernameTooShort],
  ])('refuses a username %s (400) and changes nothing', async (_label, username, message) => {
    const member = await signUpAndSignIn(t.app);
    const response = await setup(member.cookie, { username });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION',
      message,
      fields: { username: message },
    });
    expect(await profileOf(member.user.id)).toEqual({
      username: member.user.username,
      isSetupComplete: false,
    });
  });

  it('refuses a username another member has, in any letter case (409), and changes nothing', async () => {
    const owner = await signUpAndSignIn(t.app);
    const taken = freshUsername('Taken');
    expect((await setup(owner.cookie, { username: taken })).statusCode).toBe(200);

    const member = await signUpAndSignIn(t.app);
    for (const attempt of [taken, taken.toLowerCase(), taken.toUpperCase()]) {
      const response = await setup(member.cookie, { username: attempt });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: 'CONFLICT',
        message: M.usernameTaken,
        fields: { username: M.usernameTaken },
      });
    }
    expect(await profileOf(member.user.id)).toEqual({
      username: member.user.username,
      isSetupComplete: false,
    });
  });

  it('refuses the username another member got from their e-mail', async () => {
    const other = await signUpAndSignIn(t.app);
    const member = await signUpAndSignIn(t.app);
    const response = await setup(member.cookie, { username: other.user.username.toUpperCase() });
    expect(response.statusCode).toBe(409);
  });

  it('sets the username and ends needsSetup', async () => {
    const member = await signUpAndSignIn(t.app);
    const username = freshUsername('Chosen');
    const response = await setup(member.cookie, { username: `  ${username}  ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: { ...member.user, username, needsSetup: false, isFirstVisit: true },
    });
    expect(await profileOf(member.user.id)).toEqual({ username, isSetupComplete: true });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: member.cookie } });
    expect(me.json().user).toMatchObject({ username, needsSetup: false });
  });

  it('greets the member as new for the rest of the session they chose their username in, not the next', async () => {
    const member = await signUpAndSignIn(t.app);
    const otherDevice = await signIn(t.app, member.email);
    expect((await setup(member.cookie, { username: freshUsername('Newcomer') })).statusCode).toBe(200);
    const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect((await me(member.cookie)).json().user.isFirstVisit).toBe(true);
    expect((await me(otherDevice.cookie)).json().user.isFirstVisit).toBe(false);
    const later = await signIn(t.app, member.email);
    expect(later.user.isFirstVisit).toBe(false);
    expect((await me(later.cookie)).json().user.isFirstVisit).toBe(false);
  });

  it('refuses a second setup (409), so a set-up profile is renamed only through the profile editor', async () => {
    const member = await signUpAndSignIn(t.app);
    const chosen = freshUsername('First');
    expect((await setup(member.cookie, { username: chosen })).statusCode).toBe(200);

    const again = await setup(member.cookie, { username: freshUsername('Second') });
    expectError(again, 409, 'CONFLICT', M.setupAlreadyComplete);
    expect(await profileOf(member.user.id)).toEqual({ username: chosen, isSetupComplete: true });
  });

  it('lets a member keep their own name in another letter case', async () => {
    const member = await signUpAndSignIn(t.app);
    const response = await setup(member.cookie, { username: member.user.username.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect((await profileOf(member.user.id))?.username).toBe(member.user.username.toUpperCase());
  });

  it('refuses a request from another site (403) and changes nothing', async () => {
    const member = await signUpAndSignIn(t.app);
    const response = await setup(member.cookie, { username: freshUsername() }, 'https://evil.example');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
    expect(await profileOf(member.user.id)).toEqual({
      username: member.user.username,
      isSetupComplete: false,
    });
  });
});
