import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** A message the file outbox wrote, decoded enough for tests. */
export type OutboxMail = {
  file: string;
  to: string;
  subject: string;
  text: string;
  /** The first link of the plain-text body. */
  link: string | undefined;
};

/** The .eml files in DATA_DIR/mail, oldest first (none when the folder does not exist). */
export async function listMailFiles(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'mail');
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return [];
    throw error;
  }
  const files = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      // Names start with the time in ms; mtime breaks ties within one millisecond.
      return { file, time: Number.parseInt(name, 10), mtime: (await stat(file)).mtimeMs };
    }),
  );
  files.sort((a, b) => a.time - b.time || a.mtime - b.mtime);
  return files.map((f) => f.file);
}

/** Parses the newest message of the outbox, or returns null when there is none. */
export async function readLatestMail(dataDir: string): Promise<OutboxMail | null> {
  const file = (await listMailFiles(dataDir)).at(-1);
  return file ? parseMailFile(file) : null;
}

/** Parses one .eml written by nodemailer: headers, the text/plain part and its first link. */
export async function parseMailFile(file: string): Promise<OutboxMail> {
  const raw = (await readFile(file, 'latin1')).replace(/\r\n/g, '\n');
  const { headers, body } = splitEntity(raw);
  const text = findPlainText(headers, body) ?? '';
  return {
    file,
    to: headers.get('to') ?? '',
    subject: decodeWords(headers.get('subject') ?? ''),
    text,
    link: text.match(/https?:\/\/[^\s<>"]+/)?.[0],
  };
}

/** A header's MIME encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) as text. */
function decodeWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeBody(data.replace(/_/g, ' '), 'quoted-printable'),
    );
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\n\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with leading whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function findPlainText(headers: Map<string, string>, body: string): string | undefined {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const entity = splitEntity(part.replace(/^\n/, ''));
      const text = findPlainText(entity.headers, entity.body);
      if (text !== undefined) return text;
    }
    return undefined;
  }
  if (!type.toLowerCase().startsWith('text/plain')) return undefined;
  return decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit');
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable': {
      const bytes = body
        .replace(/=\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return Buffer.from(body, 'latin1').toString('utf8');
  }
}
