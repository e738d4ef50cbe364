import { GUIDE_MESSAGES } from '@haven/shared/guides/messages';
import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { messageFor } from '../../lib/api-errors';
import { loadMessages } from '../../lib/i18n';
import { sharedText } from '../../lib/shared-texts';
import { GUIDE_TEXTS } from './shared-texts';

afterAll(() => {
  i18n.activate('');
});

describe('guide texts in the page’s language', () => {
  it('word a guide refusal from the server in Spanish, and in English as the server says it', async () => {
    const guides = (await import('./locales/es.po')) as { messages: object };
    i18n.loadAndActivate({ locale: 'es', messages: { ...(await loadMessages('es')), ...guides.messages } });
    expect(messageFor(new ApiError(400, 'VALIDATION', GUIDE_MESSAGES.titleTooShort), 'x')).toBe(
      'El título debe tener al menos 5 caracteres.',
    );
    expect(GUIDE_TEXTS.authorGuidesCountOne).toBe('1 guía publicada');
    i18n.loadAndActivate({ locale: 'en', messages: await loadMessages('en') });
    expect(sharedText(GUIDE_MESSAGES.titleTooShort)).toBe(GUIDE_MESSAGES.titleTooShort);
  });
});
