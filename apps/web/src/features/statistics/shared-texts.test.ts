import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../lib/i18n';
import { STATISTICS_TEXTS } from './shared-texts';

afterAll(() => {
  i18n.activate('');
});

describe('statistics texts in the page’s language', () => {
  it('read the shared texts and the charts’ own texts in the page’s language', async () => {
    const statistics = (await import('./locales/es.po')) as { messages: object };
    i18n.loadAndActivate({
      locale: 'es',
      messages: { ...(await loadMessages('es')), ...statistics.messages },
    });
    expect(STATISTICS_TEXTS.heroesByClass.title).toBe('Héroes por clase');
    i18n.loadAndActivate({ locale: 'en', messages: await loadMessages('en') });
    expect(STATISTICS_TEXTS.heroesByClass.title).toBe('Heroes by class');
  });
});
