import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { messageFor } from './api-errors';
import { formatDate } from './dates';
import { loadMessages, mergeCatalogs } from './i18n';
import { formatCount, formatDecimal } from './numbers';

const ratings = (total: number) => {
  const count = formatCount(total);
  return i18n._(msg`${plural(total, { one: `${count} rating`, other: `${count} ratings` })}`);
};

async function inLanguage(language: 'en' | 'es' | 'pt-BR') {
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language) });
}

afterAll(() => {
  i18n.activate('');
});

describe('the catalogs', () => {
  it('count in each language', async () => {
    await inLanguage('en');
    expect([ratings(1), ratings(3)]).toEqual(['1 rating', '3 ratings']);
    await inLanguage('es');
    expect([ratings(1), ratings(3)]).toEqual(['1 valoración', '3 valoraciones']);
    await inLanguage('pt-BR');
    expect([ratings(1), ratings(3)]).toEqual(['1 avaliação', '3 avaliações']);
  });
});

describe('refusals in the page’s language', () => {
  const refusal = new ApiError(
    429,
    'RATE_LIMITED',
    'You are voting too quickly. Please wait a minute and try again.',
  );

  it("keep the server's own words in English", async () => {
    await inLanguage('en');
    expect(messageFor(refusal, 'Failed')).toBe(
      'You are voting too quickly. Please wait a minute and try again.',
    );
  });

  it("show the catalog's text for the error's code in Spanish and Portuguese", async () => {
    await inLanguage('es');
    expect(messageFor(refusal, 'Failed')).toBe(
      'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
    );
    await inLanguage('pt-BR');
    expect(messageFor(refusal, 'Failed')).toBe('Muitas solicitações. Aguarde um momento e tente de novo.');
  });
});

describe('dates and numbers in the page’s language', () => {
  const day = new Date(2025, 2, 4, 15, 7);

  it('keep the English formats in English', async () => {
    await inLanguage('en');
    expect(formatDate(day)).toBe('March 4, 2025');
    expect(formatCount(12345)).toBe('12,345');
    expect(formatDecimal(4.25)).toBe('4.3');
  });

  it('follow Spanish and Brazilian Portuguese conventions', async () => {
    await inLanguage('es');
    expect(formatDate(day)).toBe('4 de marzo de 2025');
    expect(formatDecimal(4.5)).toBe('4,5');
    await inLanguage('pt-BR');
    expect(formatDate(day)).toBe('4 de março de 2025');
    expect(formatCount(12345)).toBe('12.345');
  });
});

describe("the server's messages", () => {
  it('are every area catalog of a language merged, by the language in the file name', () => {
    const merged = mergeCatalogs({
      './locales/es.po': { messages: { a: 'uno' } },
      './features/heroes/locales/es.po': { messages: { b: 'dos' } },
      './features/heroes/locales/en.po': { messages: { b: 'two' } },
      './features/heroes/locales/xx.po': { messages: { c: 'none' } },
    });
    expect(merged.get('es')).toEqual({ a: 'uno', b: 'dos' });
    expect(merged.get('en')).toEqual({ b: 'two' });
    expect(merged.size).toBe(2);
  });
});
