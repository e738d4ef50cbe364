import {
  SUMMON_EXPORT_FORMAT,
  SUMMON_EXPORT_VERSION,
  SUMMON_IMPORT_MAX_REPORTED,
} from '@haven/shared/summons/constants';
import { SUMMON_MESSAGES as M } from '@haven/shared/summons/messages';
import {
  type SummonFile,
  SummonFileEntrySchema,
  SummonFileSchema,
  type SummonImportResult,
} from '@haven/shared/summons/schemas';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Viewer } from '../../auth/viewer.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { banners, heroes, summonEntries } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { countEntriesInFigures } from './figure-totals.ts';
import { insertEntries } from './save-summons.ts';

type FileEntry = z.output<typeof SummonFileEntrySchema>;

/**
 * A member's entries as the file writes them, oldest first: banners and heroes by slug, each
 * entry's results in order. Also the 'summonLog' section of 'Download my data'.
 */
export function selectFileEntries(db: DbOrTx, memberId: string) {
  return db
    .select({
      banner: banners.slug,
      bannerType: summonEntries.bannerType,
      kind: summonEntries.kind,
      summonedAt: sql<string>`to_char(${summonEntries.summonedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      results: sql<FileEntry['results']>`(
        select coalesce(json_agg(json_build_object('hero', h.slug, 'rarity', r.rarity) order by r.position), '[]'::json)
        from summon_results r left join heroes h on h.id = r.hero_id
        where r.entry_id = ${summonEntries.id})`,
    })
    .from(summonEntries)
    .leftJoin(banners, eq(banners.id, summonEntries.bannerId))
    .where(eq(summonEntries.userId, memberId))
    .$dynamic();
}

/** The order of the file's entries: oldest first, ties by id, so pages never overlap. */
export const FILE_ORDER = [asc(summonEntries.summonedAt), asc(summonEntries.id)];

/** The member's whole summon log as the versioned file. */
export async function exportSummonFile(db: DbOrTx, memberId: string): Promise<SummonFile> {
  const entries = await selectFileEntries(db, memberId).orderBy(...FILE_ORDER);
  return {
    format: SUMMON_EXPORT_FORMAT,
    version: SUMMON_EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    entries,
  };
}

/** The first refusal of a row's check, with the field it concerns. */
function firstIssue(error: z.ZodError): string {
  const [issue] = error.issues;
  if (!issue) return M.invalidFile;
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * Imports a file into the member's log. Every entry is checked (the shared schema, then its banner
 * and heroes by slug, each hero's rarity); each refusal names its entry's line (1 = the first). A
 * file with a refused entry writes nothing, unless the member asked for the accepted entries alone.
 */
export async function importSummonFile(
  db: Db,
  viewer: Viewer,
  file: unknown,
  acceptedOnly: boolean,
): Promise<SummonImportResult> {
  const frame = SummonFileSchema.safeParse(file);
  if (!frame.success) throw new AppError('VALIDATION', firstIssue(frame.error).replace(/^[^:]*: /, ''));
  if (frame.data.version !== SUMMON_EXPORT_VERSION) {
    throw new AppError('VALIDATION', M.unsupportedVersion(frame.data.version));
  }
  const refused: { line: number; message: string }[] = [];
  const parsed: { line: number; entry: FileEntry }[] = [];
  frame.data.entries.forEach((raw, index) => {
    const result = SummonFileEntrySchema.safeParse(raw);
    if (result.success) parsed.push({ line: index + 1, entry: result.data });
    else refused.push({ line: index + 1, message: firstIssue(result.error) });
  });

  const bannerSlugs = [...new Set(parsed.flatMap(({ entry }) => (entry.banner ? [entry.banner] : [])))];
  const heroSlugs = [
    ...new Set(parsed.flatMap(({ entry }) => entry.results.flatMap((r) => (r.hero ? [r.hero] : [])))),
  ];
  const [bannerRows, heroRows] = await Promise.all([
    bannerSlugs.length
      ? db
          .select({ id: banners.id, slug: banners.slug, type: banners.type })
          .from(banners)
          .where(inArray(banners.slug, bannerSlugs))
      : [],
    heroSlugs.length
      ? db
          .select({ id: heroes.id, slug: heroes.slug, name: heroes.name, rarity: heroes.rarity })
          .from(heroes)
          .where(inArray(heroes.slug, heroSlugs))
      : [],
  ]);
  const bannerBySlug = new Map(bannerRows.map((b) => [b.slug, b]));
  const heroBySlug = new Map(heroRows.map((h) => [h.slug, h]));

  const accepted: Parameters<typeof insertEntries>[2] = [];
  for (const { line, entry } of parsed) {
    const banner = entry.banner ? bannerBySlug.get(entry.banner) : undefined;
    if (entry.banner && !banner) {
      refused.push({ line, message: `banner: ${M.unknownBanner}` });
      continue;
    }
    let problem: string | undefined;
    const results = entry.results.map((r, i) => {
      if (!r.hero) return { heroId: null, rarity: r.rarity };
      const hero = heroBySlug.get(r.hero);
      if (!hero) problem ??= `results.${i}.hero: ${M.unknownHero}`;
      else if (hero.rarity !== r.rarity)
        problem ??= `results.${i}.rarity: ${M.heroRarityMismatch(hero.name, hero.rarity)}`;
      return { heroId: hero?.id ?? null, rarity: r.rarity };
    });
    if (problem) {
      refused.push({ line, message: problem });
      continue;
    }
    accepted.push({
      bannerId: banner?.id ?? null,
      bannerType: banner?.type ?? entry.bannerType,
      kind: entry.kind,
      summonedAt: new Date(entry.summonedAt),
      results,
    });
  }
  refused.sort((a, b) => a.line - b.line);
  const report = { refusedCount: refused.length, refused: refused.slice(0, SUMMON_IMPORT_MAX_REPORTED) };
  if (refused.length > 0 && !acceptedOnly) return { imported: 0, ...report };
  await db.transaction(async (tx) => {
    for (let i = 0; i < accepted.length; i += 500) {
      const ids = await insertEntries(tx, viewer.id, accepted.slice(i, i + 500));
      await countEntriesInFigures(tx, viewer.id, ids, 1);
    }
  });
  return { imported: accepted.length, ...report };
}
