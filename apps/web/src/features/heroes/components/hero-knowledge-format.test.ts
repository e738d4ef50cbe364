import { type Messages, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { cooldownText, statBarPercent } from './hero-knowledge-format';

describe('statBarPercent', () => {
  it('scales between the roster minimum (a sliver) and maximum (full)', () => {
    const range = { min: 100, max: 300 };
    expect(statBarPercent(100, range)).toBe(8);
    expect(statBarPercent(200, range)).toBe(54);
    expect(statBarPercent(300, range)).toBe(100);
    expect(statBarPercent(500, range)).toBe(100);
  });
  it('fills the bar when every hero has the same value, and leaves zero empty', () => {
    expect(statBarPercent(120, { min: 120, max: 120 })).toBe(100);
    expect(statBarPercent(0, { min: 0, max: 0 })).toBe(0);
  });
});

/** A translator in the language, with the hero area's catalog. */
async function translator(language: 'en' | 'es' | 'pt-BR') {
  const { messages } = (await import(`../locales/${language}.po`)) as { messages: Messages };
  return setupI18n({ locale: language, messages: { [language]: messages } });
}

describe('cooldownText', () => {
  it('reads turns, one turn, or no cooldown', async () => {
    const english = await translator('en');
    expect(cooldownText(3, english)).toBe('Cooldown: 3 turns');
    expect(cooldownText(1, english)).toBe('Cooldown: 1 turn');
    expect(cooldownText(0, english)).toBe('No cooldown');
  });

  it('reads the turns in Spanish and Portuguese', async () => {
    const spanish = await translator('es');
    expect([cooldownText(1, spanish), cooldownText(3, spanish)]).toEqual([
      'Enfriamiento: 1 turno',
      'Enfriamiento: 3 turnos',
    ]);
    const portuguese = await translator('pt-BR');
    expect([cooldownText(0, portuguese), cooldownText(2, portuguese)]).toEqual([
      'Sem recarga',
      'Recarga: 2 turnos',
    ]);
  });
});
