import type { Language } from '@haven/shared/i18n/languages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/profiles.ts';

/** Keeps the site language a member chose with their profile. */
export async function saveLanguage(db: Db, memberId: string, language: Language): Promise<void> {
  await db.update(profiles).set({ language }).where(eq(profiles.id, memberId));
}
