import { i18n, type MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { featureLanguageSwitch } from '../../lib/test-language';
import { restrictionChoiceText } from './components/restriction-choices';
import { REPORT_CARD_TEXTS } from './report-card-texts';

/** The shell's catalog and this feature's, as the admin's pages in that language have them. */
const inLanguage = featureLanguageSwitch((code) => import(`./locales/${code}.po`));

const choices = (...values: string[]) => values.map((value) => i18n._(restrictionChoiceText(value)));

describe('the moderation screens’ counted texts', () => {
  it('name the suspension lengths in English as before, and in the plural each language uses', async () => {
    await inLanguage('en');
    expect(choices('1', '3', '7', '30', 'ban')).toEqual([
      'Suspend for 1 day',
      'Suspend for 3 days',
      'Suspend for 7 days',
      'Suspend for 30 days',
      'Ban',
    ]);
    await inLanguage('es');
    expect(choices('1', '7', 'ban')).toEqual([
      'Suspender durante 1 día',
      'Suspender durante 7 días',
      'Expulsar',
    ]);
    await inLanguage('pt-BR');
    expect(choices('1', '30', 'ban')).toEqual(['Suspender por 1 dia', 'Suspender por 30 dias', 'Banir']);
  });

  it('count a reported item’s reporters and its author’s upheld reports', async () => {
    // Read with their values, as the card's Trans draws them (`<0>` is the element it wraps).
    const read = (descriptor: MessageDescriptor, values: Record<string, unknown>) => {
      const withValues = { ...descriptor, values };
      return i18n._(withValues);
    };
    const reporters = (count: number) =>
      read(REPORT_CARD_TEXTS.reporters, {
        reporters: count,
        reporterCount: String(count),
        lastReported: 'DATE',
      });
    const author = (upheld: number) =>
      read(REPORT_CARD_TEXTS.author, { username: 'aria', upheld, upheldCount: String(upheld) });
    await inLanguage('en');
    expect(reporters(1)).toBe('1 reporter · last <0>DATE</0>');
    expect(reporters(2)).toBe('2 reporters · last <0>DATE</0>');
    expect(author(0)).toBe('Author: <0>aria</0> · 0 earlier reports upheld');
    expect(author(1)).toBe('Author: <0>aria</0> · 1 earlier report upheld');
    await inLanguage('es');
    expect(reporters(1)).toBe('Reportado por 1 persona · último reporte: <0>DATE</0>');
    expect(author(3)).toBe('Autor: <0>aria</0> · 3 reportes anteriores confirmados');
    await inLanguage('pt-BR');
    expect(reporters(4)).toBe('Denunciado por 4 pessoas · última denúncia: <0>DATE</0>');
    expect(author(1)).toBe('Autor: <0>aria</0> · 1 denúncia anterior procedente');
  });
});
