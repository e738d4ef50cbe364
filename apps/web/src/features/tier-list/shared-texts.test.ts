import { describe, expect, it } from 'vitest';
import { featureLanguageSwitch } from '../../lib/test-language';
import { TIER_LIST_TEXTS } from './shared-texts';

/** The shell's catalog and this feature's, as its pages in that language have them. */
const inLanguage = featureLanguageSwitch((code) => import(`./locales/${code}.po`));

describe('the tier editor’s drop zones', () => {
  it('are named in English exactly as before, one hero or many', async () => {
    await inLanguage('en');
    expect(TIER_LIST_TEXTS.zoneLabel('Tier S', 0)).toBe('Tier S, 0 heroes');
    expect(TIER_LIST_TEXTS.zoneLabel('Tier S', 1)).toBe('Tier S, 1 heroes');
    expect(TIER_LIST_TEXTS.zoneLabel('Not ranked yet', 12)).toBe('Not ranked yet, 12 heroes');
  });

  it('count one hero in the singular in Spanish and Portuguese', async () => {
    await inLanguage('es');
    expect(TIER_LIST_TEXTS.zoneLabel(TIER_LIST_TEXTS.tierLabel('A'), 1)).toBe('Tier A, 1 héroe');
    expect(TIER_LIST_TEXTS.zoneLabel(TIER_LIST_TEXTS.unranked, 3)).toBe('Aún sin clasificar, 3 héroes');
    await inLanguage('pt-BR');
    expect(TIER_LIST_TEXTS.zoneLabel('Tier B', 1)).toBe('Tier B, 1 herói');
    expect(TIER_LIST_TEXTS.zoneLabel('Tier B', 2)).toBe('Tier B, 2 heróis');
  });
});
