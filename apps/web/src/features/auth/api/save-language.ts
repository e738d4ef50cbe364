import type { LanguageChoice } from '@haven/shared/account/schemas';
import type { Ok } from '@haven/shared/common/schemas';
import { api } from '../../../lib/api-client';

/** Keeps a member's language with their profile, so other devices know it too. */
export function saveLanguage(input: LanguageChoice): Promise<Ok> {
  return api.put<Ok>('/api/me/account/language', input);
}
