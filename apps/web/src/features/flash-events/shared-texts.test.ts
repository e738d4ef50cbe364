import { FLASH_EVENT_DESCRIPTIONS } from '@haven/shared/flash-events/descriptions';
import { FLASH_EVENT_TYPES, type FlashEventName, WEEKDAY_NAMES } from '@haven/shared/flash-events/schedule';
import { describe, expect, it } from 'vitest';
import { featureLanguageSwitch } from '../../lib/test-language';
import { eventDescription, weekdayText } from './shared-texts';

const NAMES = Object.keys(FLASH_EVENT_TYPES) as FlashEventName[];

/** The shell's catalog and this feature's, as its pages in that language have them. */
const inLanguage = featureLanguageSwitch((code) => import(`./locales/${code}.po`));

describe('flash event texts in the page’s language', () => {
  it('keep the shared English descriptions and weekday names exactly', async () => {
    await inLanguage('en');
    for (const name of NAMES) expect(eventDescription(name)).toBe(FLASH_EVENT_DESCRIPTIONS[name]);
    expect(WEEKDAY_NAMES.map((_, day) => weekdayText(day))).toEqual(WEEKDAY_NAMES);
    expect(WEEKDAY_NAMES.map((_, day) => weekdayText(day, 'short'))).toEqual(
      WEEKDAY_NAMES.map((name) => name.slice(0, 3)),
    );
  });

  it('describe every event type in Spanish and Portuguese, with the platform’s weekday names', async () => {
    for (const language of ['es', 'pt-BR'] as const) {
      await inLanguage(language);
      for (const name of NAMES) expect(eventDescription(name)).not.toBe(FLASH_EVENT_DESCRIPTIONS[name]);
    }
    await inLanguage('es');
    expect(weekdayText(0)).toBe('domingo');
  });
});
