import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, user } from '../db/schema/index.ts';
import { attemptSignUp, signIn, TEST_PASSWORD, uniqueEmail } from '../test/factories.ts';
import { readLatestMail } from '../test/mail.ts';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp({ requireEmailVerification: true });

function requestReset(email: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/account/forgot-password', payload: { email }, headers });
}

/** A verified member (verification is on in this file) who saved `language` with their profile, or none. */
async function memberSpeaking(language: 'en' | 'es' | 'pt-BR' | null) {
  const email = uniqueEmail();
  await attemptSignUp(t.app, { email });
  await t.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const member = await signIn(t.app, email);
  if (language) await t.db.update(profiles).set({ language }).where(eq(profiles.id, member.user.id));
  return { email, ...member };
}

const page = (path: string) => ({ referer: `${t.config.publicUrl}${path}` });

describe('e-mails in the member’s language', () => {
  it('a Spanish member’s reset e-mail is in Spanish, its link under /es', async () => {
    const { email } = await memberSpeaking('es');
    expect((await requestReset(email)).statusCode).toBe(200);
    const mail = await readLatestMail(t.dataDir);
    expect(mail?.subject).toBe('Restablece tu contraseña de Heroes Haven');
    expect(mail?.text).toContain('Elegir una contraseña nueva');
    expect(mail?.link).toMatch(
      new RegExp(`^${t.config.publicUrl}/es/reset-password\\?token=[^&]+&type=recovery$`),
    );
  });

  it('an English member’s reset e-mail keeps its English words and unprefixed link', async () => {
    const { email } = await memberSpeaking(null);
    await requestReset(email);
    const mail = await readLatestMail(t.dataDir);
    expect(mail?.subject).toBe('Reset your Heroes Haven password');
    expect(mail?.text).toContain(
      'Someone (hopefully you) asked to reset the password of your account. The link works for one hour.',
    );
    expect(mail?.link).toMatch(new RegExp(`^${t.config.publicUrl}/reset-password\\?token=`));
  });

  it('a member without a saved language gets the reset e-mail in the language of the page they asked from', async () => {
    const { email } = await memberSpeaking(null);
    await requestReset(email, page('/pt-br/forgot-password'));
    const mail = await readLatestMail(t.dataDir);
    expect(mail?.subject).toBe('Redefina sua senha do Heroes Haven');
    expect(mail?.link).toContain('/pt-br/reset-password?token=');
  });

  it('falls back on the remembered language cookie when the page does not say', async () => {
    const { email } = await memberSpeaking(null);
    await requestReset(email, { cookie: 'lang=es' });
    expect((await readLatestMail(t.dataDir))?.subject).toBe('Restablece tu contraseña de Heroes Haven');
  });

  it('the saved language wins over the page’s', async () => {
    const { email } = await memberSpeaking('pt-BR');
    await requestReset(email, page('/es/forgot-password'));
    expect((await readLatestMail(t.dataDir))?.link).toContain('/pt-br/reset-password?token=');
  });

  it('a visitor signing up from a Spanish page gets the verification e-mail in Spanish, landing on /es/login', async () => {
    const email = uniqueEmail();
    const response = await attemptSignUp(t.app, { email }, { headers: page('/es/register') });
    expect(response.statusCode).toBe(201);
    const mail = await readLatestMail(t.dataDir);
    expect(mail?.subject).toBe('Confirma tu correo electrónico en Heroes Haven');
    expect(mail?.text).toContain('Confirmar mi dirección');
    expect(new URL(mail?.link ?? '').searchParams.get('callbackURL')).toBe('/es/login?registered=true');
  });

  it('an English sign-up’s verification e-mail is unchanged', async () => {
    const email = uniqueEmail();
    await attemptSignUp(t.app, { email });
    const mail = await readLatestMail(t.dataDir);
    expect(mail?.subject).toBe('Confirm your Heroes Haven e-mail address');
    expect(new URL(mail?.link ?? '').searchParams.get('callbackURL')).toBe('/login?registered=true');
  });

  it('a Portuguese member’s new-address confirmation and account-deletion e-mails are in Portuguese', async () => {
    const member = await memberSpeaking('pt-BR');
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/me/account/email',
      headers: { cookie: member.cookie },
      payload: { newEmail: uniqueEmail('new') },
    });
    expect(change.statusCode).toBe(200);
    const confirm = await readLatestMail(t.dataDir);
    expect(confirm?.subject).toBe('Confirme seu novo e-mail no Heroes Haven');
    expect(new URL(confirm?.link ?? '').searchParams.get('callbackURL')).toBe('/pt-br/account?email=changed');

    const removal = await t.app.inject({
      method: 'DELETE',
      url: '/api/me/account',
      headers: { cookie: member.cookie },
      payload: { password: TEST_PASSWORD },
    });
    expect(removal.statusCode, removal.body).toBe(200);
    const goodbye = await readLatestMail(t.dataDir);
    expect(goodbye?.subject).toBe('Sua conta do Heroes Haven foi excluída');
    expect(goodbye?.link).toBe(`${t.config.publicUrl}/pt-br`);
  });
});
