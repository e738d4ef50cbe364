import { AUTH_MESSAGES } from '@haven/shared/auth/messages';
import { GENERIC_MESSAGES } from '@haven/shared/common/errors';
import type { Language } from '@haven/shared/i18n/languages';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyFieldErrors, messageFor } from './api-errors';
import { createI18n, loadMessages, setI18nScope } from './i18n';
import { PSEUDO_LETTER, pseudoMessages } from './pseudo';
import { inEnglish, registeredSharedTexts, sharedText } from './shared-texts';

// Every feature's module of shared texts, as the screens load them.
import.meta.glob('../features/*/shared-texts.ts', { eager: true });

/** The shell's catalog and the account feature's, as a sign-up page in that language has them. */
async function messagesIn(language: Language) {
  const area = (await import(`../features/auth/locales/${language}.po`)) as { messages: object };
  return { ...(await loadMessages(language)), ...area.messages };
}

async function inLanguage(language: Language) {
  i18n.loadAndActivate({ locale: language, messages: await messagesIn(language) });
}

/** A message's English with its fixed values (a limit, a count) filled in. */
function withValues({ message = '', values = {} }: MessageDescriptor): string {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

afterAll(() => {
  i18n.activate('');
});

describe('shared texts in the page’s language', () => {
  it('keep the English of packages/shared exactly, for every text a feature registers', () => {
    const registered = registeredSharedTexts();
    expect(registered.length).toBeGreaterThan(50);
    for (const [english, descriptor] of registered) expect(withValues(descriptor)).toBe(english);
  });

  it('show a form’s field rule in Spanish and Portuguese, and in English as the rule says it', async () => {
    await inLanguage('es');
    expect(sharedText(AUTH_MESSAGES.passwordTooShort)).toBe('La contraseña debe tener al menos 8 caracteres');
    await inLanguage('pt-BR');
    expect(sharedText(AUTH_MESSAGES.passwordTooShort)).toBe('A senha precisa ter pelo menos 8 caracteres');
    await inLanguage('en');
    expect(sharedText(AUTH_MESSAGES.passwordTooShort)).toBe('Password must be at least 8 characters');
  });

  it('put the server’s per-field rules on the form in Spanish', async () => {
    await inLanguage('es');
    const setError = vi.fn();
    const refusal = new ApiError(400, 'VALIDATION', 'Invalid input', { email: AUTH_MESSAGES.emailInvalid });
    applyFieldErrors<{ email: string }>(refusal, setError);
    expect(setError).toHaveBeenCalledWith(
      'email',
      { message: 'Escribe un correo electrónico válido' },
      { shouldFocus: false },
    );
  });

  it('word a refusal by its own message where the catalog has it, else by its code', async () => {
    await inLanguage('es');
    expect(messageFor(new ApiError(409, 'CONFLICT', AUTH_MESSAGES.emailTaken), 'x')).toBe(
      'Este correo ya está registrado. Inicia sesión.',
    );
    expect(messageFor(new ApiError(403, 'FORBIDDEN', GENERIC_MESSAGES.adminOnly), 'x')).toBe(
      'Solo los administradores pueden acceder a esta página',
    );
    expect(messageFor(new ApiError(403, 'FORBIDDEN', 'A message no catalog has'), 'x')).toBe(
      'No tienes permiso para hacer esto.',
    );
    await inLanguage('en');
    expect(messageFor(new ApiError(409, 'CONFLICT', AUTH_MESSAGES.emailTaken), 'x')).toBe(
      AUTH_MESSAGES.emailTaken,
    );
  });

  it('come from the catalog in the pseudo-language, though its language is English', async () => {
    const english = await messagesIn('en');
    const pseudo = createI18n('en', pseudoMessages(english), { pseudo: true });
    const plain = createI18n('en', english);
    try {
      // As the server draws a page: the request's translator says which language it is in.
      setI18nScope(() => pseudo);
      expect(inEnglish()).toBe(false);
      const rule = sharedText(AUTH_MESSAGES.passwordTooShort);
      expect(rule).not.toBe(AUTH_MESSAGES.passwordTooShort);
      expect(PSEUDO_LETTER.test(rule)).toBe(true);
      expect(
        PSEUDO_LETTER.test(messageFor(new ApiError(409, 'CONFLICT', AUTH_MESSAGES.emailTaken), 'x')),
      ).toBe(true);
      setI18nScope(() => plain);
      expect(inEnglish()).toBe(true);
      expect(sharedText(AUTH_MESSAGES.passwordTooShort)).toBe(AUTH_MESSAGES.passwordTooShort);
    } finally {
      setI18nScope(() => undefined);
    }
  });

  it('translate a failure’s fallback text (a toast after a server failure)', async () => {
    await inLanguage('es');
    expect(messageFor(new ApiError(500, 'INTERNAL', 'boom'), AUTH_MESSAGES.resetFailed)).toBe(
      'No se pudo restablecer la contraseña',
    );
  });
});
