import { z } from 'zod';
import { COLLECTION_EXPORT_VERSION, type COLLECTION_VISIBILITIES, MAX_IMPORT_ROWS } from './constants.ts';
import { COLLECTION_MESSAGES as M } from './messages.ts';
import { CollectionNoteSchema, HeroLevelSchema, HeroStarsSchema } from './schemas.ts';

/*
 * The collection's file formats, version 1.
 *
 * JSON:
 *   { "format": "heroes-haven-collection", "version": 1, "exportedAt": "<ISO date>",
 *     "visibility": "public" | "friends" | "private",
 *     "heroes": [ { "hero": "<hero slug>", "name": "<hero name>", "level": 120, "stars": 4,
 *                   "building": false, "note": "<text>" | null } ] }
 *   `hero` names the hero by its slug (its name is read too); `name` is for people reading the
 *   file and is not needed on import; `visibility` is not imported.
 *
 * CSV (one hero a line, a header line first, RFC 4180 quoting):
 *   hero,level,stars,building,note
 *   ember-knight,120,4,false,"Waiting for her weapon"
 *   `building` reads true/false, yes/no or 1/0; an empty note is none.
 */

/** The name the JSON export carries in `format`. */
export const COLLECTION_FILE_FORMAT = 'heroes-haven-collection';
/** The CSV header, in column order. */
export const COLLECTION_CSV_COLUMNS = ['hero', 'level', 'stars', 'building', 'note'] as const;

/** One hero in an exported file. */
export type CollectionFileRow = {
  hero: string;
  name: string;
  level: number;
  stars: number;
  building: boolean;
  note: string | null;
};

/** The whole JSON export. */
export type CollectionFile = {
  format: typeof COLLECTION_FILE_FORMAT;
  version: typeof COLLECTION_EXPORT_VERSION;
  exportedAt: string;
  visibility: (typeof COLLECTION_VISIBILITIES)[number];
  heroes: CollectionFileRow[];
};

/** One row of an import as read from the file, before the hero is looked up. */
export const ImportRowSchema = z.object({
  hero: z.string({ error: M.heroNotFound }).trim().min(1, M.heroNotFound).max(120, M.heroNotFound),
  level: HeroLevelSchema,
  stars: HeroStarsSchema,
  building: z.boolean().default(false),
  note: CollectionNoteSchema.default(null),
});
export type ImportRow = z.output<typeof ImportRowSchema>;

/** A row the import refused: its line in the file (the hero's place in a JSON list) and why. */
export type RefusedRow = { line: number; message: string };

/** A file read into rows, each with its line, or refused as a whole. */
export type ParsedCollectionFile =
  | { ok: true; rows: { line: number; row: ImportRow }[]; refused: RefusedRow[] }
  | { ok: false; message: string };

/** Checks one raw row with the shared schemas: the row, or the first problem's text. */
function checkRow(raw: unknown, line: number): { line: number; row: ImportRow } | RefusedRow {
  const parsed = ImportRowSchema.safeParse(raw);
  if (parsed.success) return { line, row: parsed.data };
  return { line, message: parsed.error.issues[0]?.message ?? M.importUnreadable };
}

function gather(rawRows: { line: number; raw: unknown }[]): ParsedCollectionFile {
  if (rawRows.length === 0) return { ok: false, message: M.importEmpty };
  if (rawRows.length > MAX_IMPORT_ROWS) return { ok: false, message: M.importTooMany };
  const rows: { line: number; row: ImportRow }[] = [];
  const refused: RefusedRow[] = [];
  for (const { line, raw } of rawRows) {
    const checked = checkRow(raw, line);
    if ('row' in checked) rows.push(checked);
    else refused.push(checked);
  }
  return { ok: true, rows, refused };
}

/** Reads a JSON export: each hero is numbered by its place in the list. */
export function parseCollectionJson(text: string): ParsedCollectionFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: M.importUnreadable };
  }
  if (typeof data !== 'object' || data === null || !Array.isArray((data as { heroes?: unknown }).heroes)) {
    return { ok: false, message: M.importUnreadable };
  }
  const { version, heroes } = data as { version?: unknown; heroes: unknown[] };
  if (version !== COLLECTION_EXPORT_VERSION) return { ok: false, message: M.importVersion(version) };
  return gather(heroes.map((raw, index) => ({ line: index + 1, raw })));
}

/** Splits CSV text into records of fields (RFC 4180 quoting), each with the line it starts on. */
export function splitCsv(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') records.push({ line: startLine, fields });
    fields = [];
    field = '';
  };
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRecord();
      line++;
      startLine = line;
    } else field += char;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

const TRUE_WORDS = new Set(['true', 'yes', '1']);
const FALSE_WORDS = new Set(['false', 'no', '0', '']);

/** A CSV cell as a number when it is one, else as it is (so the schema names the problem). */
const numberOf = (cell: string | undefined) => {
  const text = (cell ?? '').trim();
  return text !== '' && Number.isFinite(Number(text)) ? Number(text) : text === '' ? undefined : text;
};

/** Reads a CSV of the collection: a header naming at least hero, level and stars, then one hero a line. */
export function parseCollectionCsv(text: string): ParsedCollectionFile {
  const [header, ...records] = splitCsv(text);
  if (!header) return { ok: false, message: M.importEmpty };
  const columns = header.fields.map((name) => name.trim().toLowerCase());
  const at = (name: string) => columns.indexOf(name);
  if (at('hero') < 0 || at('level') < 0 || at('stars') < 0) return { ok: false, message: M.importUnreadable };
  return gather(
    records.map(({ line, fields }) => {
      const cell = (name: string) => (at(name) < 0 ? undefined : fields[at(name)]);
      const building = (cell('building') ?? '').trim().toLowerCase();
      return {
        line,
        raw: {
          hero: cell('hero') ?? '',
          level: numberOf(cell('level')),
          stars: numberOf(cell('stars')),
          building: TRUE_WORDS.has(building) ? true : FALSE_WORDS.has(building) ? false : building,
          note: cell('note') ?? null,
        },
      };
    }),
  );
}

/** A CSV cell, quoted when it holds a comma, a quote or a line break. */
function csvCell(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The collection as CSV, in the columns `parseCollectionCsv` reads. */
export function collectionToCsv(rows: readonly CollectionFileRow[]): string {
  return [
    COLLECTION_CSV_COLUMNS.join(','),
    ...rows.map((row) => [row.hero, row.level, row.stars, row.building, row.note].map(csvCell).join(',')),
  ].join('\r\n');
}

/** The request of an import: the file's text, its kind, and whether to keep only the accepted rows. */
export const ImportCollectionRequestSchema = z.object({
  format: z.enum(['json', 'csv']),
  content: z.string().max(500_000, M.importTooMany),
  onlyAccepted: z.boolean().default(false),
});
export type ImportCollectionRequest = z.input<typeof ImportCollectionRequestSchema>;

/** What an import did: rows written (0 when a refused row stopped it) and those refused, by line. */
export const ImportCollectionResultSchema = z.object({
  imported: z.number().int(),
  accepted: z.number().int(),
  refused: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type ImportCollectionResult = z.infer<typeof ImportCollectionResultSchema>;

/** The export's address: the file's kind. */
export const ExportCollectionQuerySchema = z.object({ format: z.enum(['json', 'csv']).default('json') });
