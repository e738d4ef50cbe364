import type { DbOrTx } from '../../db/client.ts';
import { EXPORT_SECTIONS, type ExportSection } from './export-sections.ts';

/** Rows read from the database at once while a member's data is written out. */
export const EXPORT_PAGE_SIZE = 200;

/**
 * A member's data as one JSON object, written piece by piece: each section (EXPORT_SECTIONS) is
 * read a page at a time and sent before the next page is read, so a long history never sits in
 * memory whole.
 */
export async function* streamMemberData(
  db: DbOrTx,
  memberId: string,
  sections: readonly ExportSection[] = EXPORT_SECTIONS,
): AsyncGenerator<string> {
  yield `{"exportedAt":${JSON.stringify(new Date().toISOString())}`;
  for (const section of sections) {
    yield `,${JSON.stringify(section.name)}:`;
    if (section.kind === 'one') {
      const [record] = await section.read(db, memberId, { limit: 1, offset: 0 });
      yield JSON.stringify(record ?? null);
      continue;
    }
    yield '[';
    for (let offset = 0; ; offset += EXPORT_PAGE_SIZE) {
      const rows = await section.read(db, memberId, { limit: EXPORT_PAGE_SIZE, offset });
      if (rows.length > 0) yield (offset > 0 ? ',' : '') + rows.map((row) => JSON.stringify(row)).join(',');
      if (rows.length < EXPORT_PAGE_SIZE) break;
    }
    yield ']';
  }
  yield '}\n';
}
