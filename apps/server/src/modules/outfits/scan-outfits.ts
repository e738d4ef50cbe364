import { randomUUID } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { slugifyName } from '@haven/shared/common/slug';
import { OUTFIT_FOLDER_PATTERN, OUTFIT_SCAN_BATCH_SIZE } from '@haven/shared/outfits/constants';
import { OUTFIT_MESSAGES } from '@haven/shared/outfits/messages';
import type { OutfitScan, OutfitScanProblem } from '@haven/shared/outfits/schemas';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outfits } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { normalizeImage, storeMedia } from '../../media/store.ts';

/** The three pictures of an outfit folder, found as `<kind>.png`, `.jpg`, `.jpeg` or `.webp`. */
const IMAGE_KINDS = ['overall', 'male', 'female'] as const;
type ImageKind = (typeof IMAGE_KINDS)[number];
const IMAGE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.webp']);
/** Files on the server's own disk may be larger than uploads, but not without bound. */
const MAX_SCAN_IMAGE_BYTES = 20 * 1024 * 1024;
/** Finished scans kept for their progress to be read. */
const KEPT_SCANS = 10;

type OutfitFolder = { name: string; number: number; dir: string };

/**
 * The outfit_N folders in `root`, in number order; refuses when `root` cannot be read. Folders
 * are named relative to `root`: the refusal names the setting, and only its cause (for the
 * server's log) holds the server's path.
 */
export async function listOutfitFolders(root: string): Promise<OutfitFolder[]> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(root, { withFileTypes: true });
  } catch (error) {
    throw new AppError('NOT_FOUND', OUTFIT_MESSAGES.scanFolderUnreadable, undefined, {
      cause: new Error(`Cannot read OUTFITS_DIR at ${root}`, { cause: error }),
    });
  }
  return entries
    .flatMap((entry) => {
      const match = entry.isDirectory() ? OUTFIT_FOLDER_PATTERN.exec(entry.name) : null;
      return match ? [{ name: entry.name, number: Number(match[1]), dir: path.join(root, entry.name) }] : [];
    })
    .sort((a, b) => a.number - b.number);
}

/** Stores one picture through the media pipeline (checked, re-encoded to WebP); returns its URL. */
async function importImage(db: DbOrTx, file: string): Promise<string> {
  const { size } = await stat(file);
  if (size > MAX_SCAN_IMAGE_BYTES) throw new AppError('TOO_LARGE', 'Image is larger than 20 MB');
  const image = await normalizeImage(await readFile(file));
  return storeMedia(db, {
    bytes: image.bytes,
    contentType: 'image/webp',
    width: image.width,
    height: image.height,
  });
}

/** Imports a folder's pictures; a missing or unreadable one is noted and left out. */
async function importFolder(
  db: DbOrTx,
  folder: OutfitFolder,
  problems: OutfitScanProblem[],
): Promise<Record<ImageKind, string | null>> {
  const files = await readdir(folder.dir).catch(() => [] as string[]);
  const urls: Record<ImageKind, string | null> = { overall: null, male: null, female: null };
  for (const kind of IMAGE_KINDS) {
    const file = files.find((name) => {
      const extension = path.extname(name).toLowerCase();
      return (
        IMAGE_EXTENSIONS.has(extension) && path.basename(name, path.extname(name)).toLowerCase() === kind
      );
    });
    if (!file) {
      problems.push({ folder: folder.name, file: `${kind}.png`, reason: 'No such image in the folder' });
      continue;
    }
    try {
      urls[kind] = await importImage(db, path.join(folder.dir, file));
    } catch (error) {
      const reason = error instanceof AppError ? error.message : 'The file could not be read';
      problems.push({ folder: folder.name, file, reason });
    }
  }
  return urls;
}

/** Keeps a stored picture when the folder's copy could not be read this time. */
const keepStored = (column: string) => sql.raw(`coalesce(excluded.${column}, outfits.${column})`);

/**
 * Upserts one batch on folder name. A new folder becomes an outfit named after its number; a
 * known one gets its pictures refreshed, and only when one of them changed, so a repeated scan
 * writes nothing. Name, description, category and tags stay as the admins edited them.
 */
async function upsertBatch(
  db: DbOrTx,
  rows: { folder: OutfitFolder; urls: Record<ImageKind, string | null> }[],
): Promise<{ added: number; updated: number }> {
  if (rows.length === 0) return { added: 0, updated: 0 };
  const changed = sql.join(
    ['overall_image', 'male_image', 'female_image'].map(
      (column) => sql`${keepStored(column)} is distinct from ${sql.raw(`outfits.${column}`)}`,
    ),
    sql` or `,
  );
  const written = await db
    .insert(outfits)
    .values(
      rows.map(({ folder, urls }) => ({
        name: `Outfit ${folder.number}`,
        slug: slugifyName(folder.name),
        folderName: folder.name,
        folderNumber: folder.number,
        overallImage: urls.overall,
        maleImage: urls.male,
        femaleImage: urls.female,
      })),
    )
    .onConflictDoUpdate({
      target: outfits.folderName,
      set: {
        overallImage: keepStored('overall_image'),
        maleImage: keepStored('male_image'),
        femaleImage: keepStored('female_image'),
        updatedAt: sql`now()`,
      },
      setWhere: changed,
    })
    // xmax is 0 on a freshly inserted row and set on an updated one.
    .returning({ isNew: sql<boolean>`(xmax = 0)` });
  const added = written.filter((row) => row.isNew).length;
  return { added, updated: written.length - added };
}

/**
 * Imports every outfit_N folder of `root` into `scan` (updated as it goes, so its progress can be
 * read), in batches of 50 folders. Each picture goes through the media pipeline; a bad one is
 * reported by folder and file name and the rest carry on. Between folders the loop yields, so
 * requests keep being answered during a long scan. `afterBatch` runs when a batch wrote something.
 */
export async function runOutfitScan(
  db: DbOrTx,
  folders: OutfitFolder[],
  scan: OutfitScan,
  afterBatch: () => Promise<void>,
): Promise<void> {
  for (let start = 0; start < folders.length; start += OUTFIT_SCAN_BATCH_SIZE) {
    const rows: { folder: OutfitFolder; urls: Record<ImageKind, string | null> }[] = [];
    for (const folder of folders.slice(start, start + OUTFIT_SCAN_BATCH_SIZE)) {
      const urls = await importFolder(db, folder, scan.problems);
      // A folder none of whose pictures could be read is not worth an outfit of its own.
      if (urls.overall || urls.male || urls.female) rows.push({ folder, urls });
      scan.processed += 1;
      await nextTurn();
    }
    const { added, updated } = await upsertBatch(db, rows);
    scan.added += added;
    scan.updated += updated;
    scan.unchanged += rows.length - added - updated;
    if (added + updated > 0) await afterBatch();
  }
}

/**
 * Directory scans of one server process: at most one runs at a time, and the last few stay
 * readable by id for their progress.
 */
export class OutfitScanner {
  private readonly scans = new Map<string, OutfitScan>();
  private readonly work = new Set<Promise<void>>();

  constructor(private readonly onError: (error: unknown) => void) {}

  /** The scan with this id, or null. */
  find(id: string): OutfitScan | null {
    return this.scans.get(id) ?? null;
  }

  /**
   * Starts a scan of `root` and returns it at once (already running when one was); the folder
   * list is read first, so a missing folder is refused here rather than reported later.
   */
  async start(db: DbOrTx, root: string, afterBatch: () => Promise<void>): Promise<OutfitScan> {
    const running = [...this.scans.values()].find((scan) => scan.status === 'running');
    if (running) return running;
    const folders = await listOutfitFolders(root).catch((error: unknown) => {
      this.onError(error);
      throw error;
    });
    const scan: OutfitScan = {
      id: randomUUID(),
      status: 'running',
      total: folders.length,
      processed: 0,
      added: 0,
      updated: 0,
      unchanged: 0,
      problems: [],
      error: null,
    };
    this.scans.set(scan.id, scan);
    for (const id of [...this.scans.keys()].slice(0, Math.max(0, this.scans.size - KEPT_SCANS))) {
      this.scans.delete(id);
    }
    const work = runOutfitScan(db, folders, scan, afterBatch).then(
      () => {
        scan.status = 'done';
      },
      (error: unknown) => {
        this.onError(error);
        scan.status = 'failed';
        scan.error = error instanceof AppError ? error.message : OUTFIT_MESSAGES.scanFailed;
      },
    );
    this.work.add(work);
    void work.finally(() => this.work.delete(work));
    return scan;
  }

  /** Resolves when every running scan has finished (the server waits for it before closing). */
  async idle(): Promise<void> {
    await Promise.all([...this.work]);
  }
}
