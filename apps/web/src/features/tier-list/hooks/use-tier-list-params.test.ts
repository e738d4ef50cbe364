import { describe, expect, it } from 'vitest';
import { readTierListParams, writeTierListParams } from './use-tier-list-params';

describe('the tier list address', () => {
  it('reads the mode and known filters, ignoring unknown values', () => {
    const params = readTierListParams(new URLSearchParams('mode=atlas-tower&class=Doctor,Pirate&role=AOE'));
    expect(params).toEqual({ mode: 'atlas-tower', classes: ['Doctor'], rarities: [], roles: ['AOE'] });
  });

  it('writes back only what is set, keeping other params', () => {
    const written = writeTierListParams(new URLSearchParams('x=1&class=Guard'), {
      mode: 'guild-coliseum',
      classes: [],
      rarities: ['SSR'],
      roles: [],
    });
    expect(written.toString()).toBe('x=1&mode=guild-coliseum&rarity=SSR');
  });
});
