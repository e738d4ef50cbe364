import { CARD_HEIGHT, CARD_WIDTH } from '@haven/shared/common/link-preview';
import type { PreviewOutfit } from '@haven/shared/common/preview-cards';
import { TEAM_MAIN_POSITION } from '@haven/shared/teams/constants';
import type { Team } from '@haven/shared/teams/schemas';
import { encodeXML } from 'entities';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { DbOrTx } from '../../db/client.ts';
import { findMediaSource, MAX_INPUT_PIXELS } from '../../media/store.ts';

const PORTRAIT = 170;
/** Left edge and top of each position's portrait: two above three, as on the team page. */
const SLOTS: Record<number, { left: number; top: number }> = {
  1: { left: 405, top: 180 },
  2: { left: 625, top: 180 },
  3: { left: 295, top: 385 },
  4: { left: 515, top: 385 },
  5: { left: 735, top: 385 },
};

const MAX_TITLE_LENGTH = 34;

function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** The site's night background with its soft brand glow, as an SVG document. */
function backgroundSvg(inner: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0c0a1f"/><stop offset="0.6" stop-color="#1b1440"/><stop offset="1" stop-color="#3b2a8c"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.62" r="0.5">
      <stop offset="0" stop-color="#6f52e8" stop-opacity="0.45"/><stop offset="1" stop-color="#6f52e8" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  <rect x="0" y="${CARD_HEIGHT - 8}" width="100%" height="8" fill="#e8b95a"/>
  ${inner}
</svg>`;
}

const FONT = 'font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"';

const MEDIA_PATH = /^\/media\/([0-9a-f]{64})\.(webp|svg)$/;

/**
 * The bytes of an image stored in our own media table (drawn art as its SVG): a link to another
 * site is never fetched by the server, and is drawn as an empty frame instead.
 */
async function storedImage(db: DbOrTx, imageUrl: string | null): Promise<Buffer | null> {
  const match = imageUrl ? MEDIA_PATH.exec(imageUrl) : null;
  return match ? findMediaSource(db, match[1] as string) : null;
}

/** A hero's portrait cut to a rounded square, or null when it cannot be drawn. */
async function portrait(db: DbOrTx, imageUrl: string | null): Promise<Buffer | null> {
  const stored = await storedImage(db, imageUrl);
  if (!stored) return null;
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT}" height="${PORTRAIT}"><rect width="${PORTRAIT}" height="${PORTRAIT}" rx="22"/></svg>`,
  );
  try {
    return await sharp(stored, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize(PORTRAIT, PORTRAIT, { fit: 'cover' })
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/** Draws a team's formation, hero portraits on the site's background with the team's name, as a PNG. */
export async function drawTeamCard(db: DbOrTx, team: Team): Promise<Buffer> {
  const portraits = await Promise.all(
    team.heroes.map(async (member) => ({ member, image: await portrait(db, member.hero?.imageUrl ?? null) })),
  );
  const frames = Object.entries(SLOTS)
    .map(([key, { left, top }]) => {
      const position = Number(key);
      const isMain = position === TEAM_MAIN_POSITION;
      const ring = isMain ? '#e8b95a' : '#ab9bff';
      const label = isMain
        ? `<text x="${left + PORTRAIT / 2}" y="${top + PORTRAIT + 30}" ${FONT} font-size="22" font-weight="bold" fill="#e8b95a" text-anchor="middle">MAIN</text>`
        : '';
      return `<rect x="${left - 5}" y="${top - 5}" width="${PORTRAIT + 10}" height="${PORTRAIT + 10}" rx="26" fill="#141030" stroke="${ring}" stroke-width="${isMain ? 6 : 3}"/>${label}`;
    })
    .join('');
  const title = encodeXML(shorten(team.name, MAX_TITLE_LENGTH));
  const background = backgroundSvg(`
  <text x="600" y="112" ${FONT} font-size="60" font-weight="bold" fill="#ffffff" text-anchor="middle">${title}</text>
  <text x="40" y="598" ${FONT} font-size="24" font-weight="bold" fill="#ab9bff">Heroes Haven</text>
  ${frames}`);
  return sharp(Buffer.from(background))
    .composite(
      portraits.flatMap(({ member, image }) => {
        const slot = SLOTS[member.position];
        return image && slot ? [{ input: image, left: slot.left, top: slot.top }] : [];
      }),
    )
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The frame an outfit's picture is fitted into, on the left of its card. */
const OUTFIT_FRAME = { left: 80, top: 50, width: 440, height: 520 };
/** The outfit's name, on the right: at most this many lines of about this many characters. */
const OUTFIT_TITLE = { centre: 870, perLine: 16, maxLines: 3, lineHeight: 68, fontSize: 54 };

/** Words set in lines of at most `perLine` characters; what does not fit in `maxLines` is cut with an ellipsis. */
function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const kept = lines.slice(0, maxLines);
  if (lines.length > maxLines) kept[maxLines - 1] = lines.slice(maxLines - 1).join(' ');
  return kept.map((line) => shorten(line, perLine));
}

/**
 * Draws an outfit's card as a PNG: its picture fitted into a frame on the left (from our own
 * stored images only), its name on the right, on the site's background.
 */
export async function drawOutfitCard(db: DbOrTx, outfit: PreviewOutfit): Promise<Buffer> {
  const stored = await storedImage(db, outfit.image);
  let picture: Buffer | null = null;
  if (stored) {
    try {
      picture = await sharp(stored, { limitInputPixels: MAX_INPUT_PIXELS })
        .resize(OUTFIT_FRAME.width - 40, OUTFIT_FRAME.height - 40, {
          fit: 'contain',
          background: { r: 0, g: 0, b: 0, alpha: 0 },
        })
        .png()
        .toBuffer();
    } catch {
      picture = null;
    }
  }
  const { centre, perLine, maxLines, lineHeight, fontSize } = OUTFIT_TITLE;
  const lines = wrapText(outfit.name, perLine, maxLines);
  const firstLine = 300 - ((lines.length - 1) * lineHeight) / 2;
  const title = lines
    .map(
      (line, index) =>
        `<text x="${centre}" y="${firstLine + index * lineHeight}" ${FONT} font-size="${fontSize}" font-weight="bold" fill="#ffffff" text-anchor="middle">${encodeXML(line)}</text>`,
    )
    .join('');
  const { left, top, width, height } = OUTFIT_FRAME;
  const svg = backgroundSvg(`
  <rect x="${left}" y="${top}" width="${width}" height="${height}" rx="28" fill="#141030" stroke="#ab9bff" stroke-width="3"/>
  <text x="${centre}" y="${firstLine - 90}" ${FONT} font-size="26" font-weight="bold" fill="#e8b95a" text-anchor="middle" letter-spacing="4">OUTFIT</text>
  ${title}
  <text x="${centre}" y="560" ${FONT} font-size="26" font-weight="bold" fill="#ab9bff" text-anchor="middle">Heroes Haven</text>`);
  return sharp(Buffer.from(svg))
    .composite(picture ? [{ input: picture, left: left + 20, top: top + 20 }] : [])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The site's own card, for pages without a picture of their own. */
export async function drawSiteCard(): Promise<Buffer> {
  const svg = backgroundSvg(`
  <text x="600" y="290" ${FONT} font-size="92" font-weight="bold" fill="#ffffff" text-anchor="middle">Heroes Haven</text>
  <text x="600" y="370" ${FONT} font-size="32" fill="#d9d2ff" text-anchor="middle">Heroes, outfits, guides and teams, made by players</text>`);
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * Pictures drawn lately, by key. Each key names one content, so an entry never goes stale;
 * pictures being drawn are shared by the requests that ask at once.
 */
export function createPreviewImageCache(maxBytes = 32 * 1024 * 1024) {
  const images = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (b) => b.length || 1 });
  const drawing = new Map<string, Promise<Buffer>>();
  return async function cached(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const hit = images.get(key);
    if (hit) return hit;
    const pending = drawing.get(key);
    if (pending) return pending;
    const promise = draw()
      .then((image) => {
        images.set(key, image);
        return image;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, promise);
    return promise;
  };
}
