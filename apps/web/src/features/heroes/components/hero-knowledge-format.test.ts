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

describe('cooldownText', () => {
  it('reads turns, one turn, or no cooldown', () => {
    expect(cooldownText(3)).toBe('Cooldown: 3 turns');
    expect(cooldownText(1)).toBe('Cooldown: 1 turn');
    expect(cooldownText(0)).toBe('No cooldown');
  });
});
