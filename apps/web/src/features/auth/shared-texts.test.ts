import { AUTH_MESSAGES } from '@haven/shared/auth/messages';
import { PROFILE_MESSAGES } from '@haven/shared/profiles/messages';
import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { sharedText } from '../../lib/shared-texts';
import '../profiles/shared-texts';
import './shared-texts';

const CATALOGS = {
  en: [() => import('./locales/en.po'), () => import('../profiles/locales/en.po')],
  es: [() => import('./locales/es.po'), () => import('../profiles/locales/es.po')],
  'pt-BR': [() => import('./locales/pt-BR.po'), () => import('../profiles/locales/pt-BR.po')],
} as const;

async function inLanguage(language: keyof typeof CATALOGS) {
  const loaded = await Promise.all(CATALOGS[language].map((load) => load()));
  i18n.loadAndActivate({
    locale: language,
    messages: Object.assign({}, ...loaded.map((catalog) => catalog.messages)),
  });
}

afterAll(() => {
  i18n.activate('');
});

describe('a shared field rule in the page’s language', () => {
  it('keeps the shared English text in English', async () => {
    await inLanguage('en');
    expect(sharedText(AUTH_MESSAGES.passwordTooShort)).toBe(AUTH_MESSAGES.passwordTooShort);
    expect(sharedText(PROFILE_MESSAGES.usernameTooShort)).toBe(PROFILE_MESSAGES.usernameTooShort);
  });

  it('says the password and username rules in Spanish and Portuguese', async () => {
    await inLanguage('es');
    expect(sharedText(AUTH_MESSAGES.passwordTooShort)).toBe('La contraseña debe tener al menos 8 caracteres');
    expect(sharedText(PROFILE_MESSAGES.usernameTooShort)).toBe(
      'El nombre de usuario debe tener al menos 3 caracteres',
    );
    await inLanguage('pt-BR');
    expect(sharedText(AUTH_MESSAGES.emailInvalid)).toBe('Digite um e-mail válido');
  });

  it('leaves a text that is not a shared message as it is', async () => {
    await inLanguage('es');
    expect(sharedText('Something the server said')).toBe('Something the server said');
  });
});
