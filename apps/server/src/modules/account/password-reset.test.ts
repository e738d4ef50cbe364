import { AUTH_MESSAGES as M } from '@haven/shared/auth/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session } from '../../db/schema/index.ts';
import { attemptSignIn, signIn, signUpAndSignIn, TEST_PASSWORD, uniqueEmail } from '../../test/factories.ts';
import { listMailFiles, readLatestMail } from '../../test/mail.ts';
import { useTestApp } from '../../test/test-app.ts';

const NEW_PASSWORD = 'Brand#New2pass';

const t = useTestApp();

function requestReset(email: string) {
  return t.app.inject({ method: 'POST', url: '/api/account/forgot-password', payload: { email } });
}

/** Asks for a reset link for `email` and returns the token the mail carries. */
async function resetTokenFor(email: string): Promise<string> {
  const response = await requestReset(email);
  expect(response.statusCode).toBe(200);
  const mail = await readLatestMail(t.dataDir);
  expect(mail?.to).toContain(email);
  const token = new URL(mail?.link ?? '').searchParams.get('token');
  if (!token) throw new Error('the reset mail has no token');
  return token;
}

function resetPassword(token: string, newPassword: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/account/reset-password',
    payload: { token, newPassword },
  });
}

describe('POST /api/account/forgot-password', () => {
  it('mails a link to /reset-password with a token and type=recovery', async () => {
    const member = await signUpAndSignIn(t.app);
    const response = await requestReset(member.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const mail = await readLatestMail(t.dataDir);
    expect(mail).not.toBeNull();
    expect(mail?.to).toContain(member.email);
    expect(mail?.subject).toBe('Reset your Heroes Haven password');
    const link = new URL(mail?.link ?? '');
    expect(link.origin).toBe(t.config.publicUrl);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('token')).toMatch(/^\S{16,}$/);
    expect(link.searchParams.get('type')).toBe('recovery');
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const before = await listMailFiles(t.dataDir);
    const response = await requestReset(uniqueEmail('stranger'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await listMailFiles(t.dataDir)).toEqual(before);
  });

  it("validates only the e-mail (400 with the form's message)", async () => {
    const before = await listMailFiles(t.dataDir);
    const response = await requestReset('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(M.emailInvalid);
    expect(await listMailFiles(t.dataDir)).toEqual(before);
  });
});

describe('GET /api/account/reset-token/:token', () => {
  it('says a mailed token is valid and an unknown one is not', async () => {
    const member = await signUpAndSignIn(t.app);
    const token = await resetTokenFor(member.email);
    const valid = await t.app.inject({ method: 'GET', url: `/api/account/reset-token/${token}` });
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ valid: true });
    expect(valid.headers['cache-control']).toBe('no-store');
    const invalid = await t.app.inject({ method: 'GET', url: '/api/account/reset-token/not-a-real-token' });
    expect(invalid.json()).toEqual({ valid: false });
  });
});

describe('POST /api/account/reset-password', () => {
  it('refuses a weak new password with the first failing rule (400) and keeps the old one', async () => {
    const member = await signUpAndSignIn(t.app);
    const token = await resetTokenFor(member.email);
    const response = await resetPassword(token, 'weakpassword');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', message: M.passwordUppercase });
    // The token is still good and the old password still works.
    const status = await t.app.inject({ method: 'GET', url: `/api/account/reset-token/${token}` });
    expect(status.json()).toEqual({ valid: true });
    await signIn(t.app, member.email, TEST_PASSWORD);
  });

  it('refuses an unknown token (400) with the invalid-link message', async () => {
    const response = await resetPassword('no-such-token', NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', message: M.resetInvalidToken });
  });

  it('changes the password, revokes every session and spends the token', async () => {
    const member = await signUpAndSignIn(t.app);
    const otherDevice = await signIn(t.app, member.email, member.password);
    const token = await resetTokenFor(member.email);

    const response = await resetPassword(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    for (const cookie of [member.cookie, otherDevice.cookie]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect(me.json()).toEqual({ user: null });
    }
    expect(await t.db.select().from(session).where(eq(session.userId, member.user.id))).toHaveLength(0);

    const oldPassword = await attemptSignIn(t.app, { email: member.email, password: member.password });
    expect(oldPassword.statusCode).toBe(401);
    const signedIn = await signIn(t.app, member.email, NEW_PASSWORD);
    expect(signedIn.user.id).toBe(member.user.id);

    const reused = await resetPassword(token, 'Third#Pass3');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(M.resetInvalidToken);
    const status = await t.app.inject({ method: 'GET', url: `/api/account/reset-token/${token}` });
    expect(status.json()).toEqual({ valid: false });
  });
});
