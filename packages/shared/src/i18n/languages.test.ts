import { describe, expect, it } from 'vitest';
import {
  chosenLanguage,
  isCrawler,
  localisedPath,
  preferredLanguage,
  resolvePageLanguage,
  splitLanguagePath,
} from './languages';

const CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('the language of an address', () => {
  it('is English at the root and the prefix’s language under /es and /pt-br', () => {
    expect(splitLanguagePath('/heroes/elowen')).toEqual({ language: 'en', path: '/heroes/elowen' });
    expect(splitLanguagePath('/es/heroes/elowen')).toEqual({ language: 'es', path: '/heroes/elowen' });
    expect(splitLanguagePath('/pt-br')).toEqual({ language: 'pt-BR', path: '/' });
    expect(splitLanguagePath('/es/')).toEqual({ language: 'es', path: '/' });
  });

  it('keeps a path whose first part only starts like a prefix in English', () => {
    expect(splitLanguagePath('/essays')).toEqual({ language: 'en', path: '/essays' });
  });

  it('puts a path back under its language’s prefix', () => {
    expect(localisedPath('/heroes', 'en')).toBe('/heroes');
    expect(localisedPath('/heroes', 'es')).toBe('/es/heroes');
    expect(localisedPath('/', 'pt-BR')).toBe('/pt-br');
  });
});

describe('a browser’s preferred language', () => {
  it('is the first of its languages the site has, by weight', () => {
    expect(preferredLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(preferredLanguage('de-DE,de;q=0.9,pt;q=0.5,en;q=0.4')).toBe('pt-BR');
    expect(preferredLanguage('en;q=0.5,es;q=0.9')).toBe('es');
    expect(preferredLanguage('pt-PT')).toBe('pt-BR');
  });

  it('is none for a browser asking only for languages the site lacks', () => {
    expect(preferredLanguage('de,fr;q=0.8')).toBeNull();
    expect(preferredLanguage(undefined)).toBeNull();
    expect(preferredLanguage('es;q=0')).toBeNull();
  });
});

describe('the remembered choice', () => {
  it('is read from the language cookie among others', () => {
    expect(chosenLanguage('theme=dark; lang=pt-BR; x=1')).toBe('pt-BR');
    expect(chosenLanguage('lang=klingon')).toBeNull();
    expect(chosenLanguage(undefined)).toBeNull();
  });
});

describe('a page request’s language', () => {
  it('offers a first visitor preferring Spanish the Spanish site on an English page', () => {
    expect(
      resolvePageLanguage({
        pathname: '/heroes',
        chosen: null,
        acceptLanguage: 'es-ES,es',
        userAgent: CHROME,
      }),
    ).toEqual({ language: 'en', path: '/heroes', offer: 'es', redirectTo: null });
  });

  it('offers nothing on a page already in the preferred language, nor to an English browser', () => {
    expect(
      resolvePageLanguage({ pathname: '/es/heroes', chosen: null, acceptLanguage: 'es' }).offer,
    ).toBeNull();
    expect(
      resolvePageLanguage({ pathname: '/heroes', chosen: null, acceptLanguage: 'en-GB' }).offer,
    ).toBeNull();
  });

  it('offers nothing once a language was chosen, English included', () => {
    expect(resolvePageLanguage({ pathname: '/heroes', chosen: 'en', acceptLanguage: 'es' })).toEqual({
      language: 'en',
      path: '/heroes',
      offer: null,
      redirectTo: null,
    });
  });

  it('sends a person who chose Spanish from an English address to the Spanish one, keeping the query', () => {
    expect(
      resolvePageLanguage({ pathname: '/heroes', search: '?class=Guard', chosen: 'es' }).redirectTo,
    ).toBe('/es/heroes?class=Guard');
  });

  it('keeps an address that names its language, whatever the choice', () => {
    expect(resolvePageLanguage({ pathname: '/pt-br/heroes', chosen: 'es' }).redirectTo).toBeNull();
  });

  it('never sends nor offers anything to a crawler', () => {
    expect(
      resolvePageLanguage({ pathname: '/heroes', chosen: 'es', acceptLanguage: 'es', userAgent: GOOGLEBOT }),
    ).toEqual({ language: 'en', path: '/heroes', offer: null, redirectTo: null });
    expect(isCrawler(GOOGLEBOT)).toBe(true);
    expect(isCrawler('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isCrawler(CHROME)).toBe(false);
  });
});
