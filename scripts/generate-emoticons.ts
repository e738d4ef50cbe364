// Draws the 54 emoticons as small SVG files in apps/web/public/emoticons/, one per name in
// the shared list. Each is a face built from a few parts (colour, eyes, mouth, an extra), so
// the set is original and any change to the list can be redrawn:
//   node --import tsx scripts/generate-emoticons.ts
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EMOTICON_NAMES, type EmoticonName } from '../packages/shared/src/emoticons/emoticons.ts';

const outDir = path.resolve(import.meta.dirname, '../apps/web/public/emoticons');
const INK = '#3b2a1a';

type Eyes =
  | 'dots'
  | 'happy'
  | 'wink'
  | 'closed'
  | 'wide'
  | 'hearts'
  | 'stars'
  | 'x'
  | 'glasses'
  | 'shades'
  | 'roll'
  | 'angry'
  | 'sad'
  | 'sleepy'
  | 'side';
type Mouth =
  | 'smile'
  | 'grin'
  | 'open'
  | 'laugh'
  | 'frown'
  | 'flat'
  | 'o'
  | 'tongue'
  | 'kiss'
  | 'smirk'
  | 'wavy'
  | 'teeth'
  | 'zip'
  | 'shush'
  | 'none'
  | 'mask'
  | 'yawn';
type Extra =
  | 'tear'
  | 'tears'
  | 'sweat'
  | 'blush'
  | 'halo'
  | 'horns'
  | 'zzz'
  | 'steam'
  | 'hands'
  | 'question'
  | 'swirl'
  | 'hat'
  | 'flames'
  | 'none';
type Face = { color: string; eyes: Eyes; mouth: Mouth; extra?: Extra };
type Drawing =
  | Face
  | {
      symbol:
        | 'thumbs_up'
        | 'thumbs_down'
        | 'ok'
        | 'clap'
        | 'heart'
        | 'broken_heart'
        | 'star'
        | 'fire'
        | 'skull';
    };

const YELLOW = '#fcd34d';
const FACES: Record<EmoticonName, Drawing> = {
  smile: { color: YELLOW, eyes: 'dots', mouth: 'smile' },
  big_smile: { color: YELLOW, eyes: 'dots', mouth: 'grin' },
  haha: { color: YELLOW, eyes: 'happy', mouth: 'laugh' },
  cool: { color: YELLOW, eyes: 'shades', mouth: 'smirk' },
  cry: { color: '#93c5fd', eyes: 'sad', mouth: 'open', extra: 'tears' },
  sad: { color: YELLOW, eyes: 'sad', mouth: 'frown' },
  angry: { color: '#f87171', eyes: 'angry', mouth: 'frown' },
  wink: { color: YELLOW, eyes: 'wink', mouth: 'smile' },
  tongue: { color: YELLOW, eyes: 'dots', mouth: 'tongue' },
  love: { color: YELLOW, eyes: 'hearts', mouth: 'smile' },
  kiss: { color: YELLOW, eyes: 'closed', mouth: 'kiss', extra: 'blush' },
  blush: { color: YELLOW, eyes: 'happy', mouth: 'smile', extra: 'blush' },
  surprised: { color: YELLOW, eyes: 'wide', mouth: 'o' },
  shocked: { color: '#c4b5fd', eyes: 'wide', mouth: 'open' },
  confused: { color: YELLOW, eyes: 'side', mouth: 'wavy', extra: 'question' },
  thinking: { color: YELLOW, eyes: 'side', mouth: 'flat', extra: 'hands' },
  sleepy: { color: YELLOW, eyes: 'sleepy', mouth: 'flat' },
  sleeping: { color: YELLOW, eyes: 'closed', mouth: 'o', extra: 'zzz' },
  sweat: { color: YELLOW, eyes: 'happy', mouth: 'grin', extra: 'sweat' },
  nervous: { color: YELLOW, eyes: 'wide', mouth: 'teeth', extra: 'sweat' },
  embarrassed: { color: '#fca5a5', eyes: 'closed', mouth: 'wavy', extra: 'blush' },
  smirk: { color: YELLOW, eyes: 'side', mouth: 'smirk' },
  grin: { color: YELLOW, eyes: 'happy', mouth: 'teeth' },
  laugh_cry: { color: YELLOW, eyes: 'happy', mouth: 'laugh', extra: 'tears' },
  rofl: { color: '#fbbf24', eyes: 'x', mouth: 'laugh', extra: 'tears' },
  innocent: { color: YELLOW, eyes: 'happy', mouth: 'smile', extra: 'halo' },
  evil: { color: '#a78bfa', eyes: 'angry', mouth: 'smirk' },
  devil: { color: '#c084fc', eyes: 'angry', mouth: 'grin', extra: 'horns' },
  angel: { color: '#fef3c7', eyes: 'closed', mouth: 'smile', extra: 'halo' },
  nerd: { color: YELLOW, eyes: 'glasses', mouth: 'teeth' },
  dizzy: { color: YELLOW, eyes: 'x', mouth: 'o', extra: 'swirl' },
  sick: { color: '#86efac', eyes: 'sleepy', mouth: 'wavy' },
  mask: { color: YELLOW, eyes: 'dots', mouth: 'mask' },
  yawn: { color: YELLOW, eyes: 'closed', mouth: 'yawn' },
  shush: { color: YELLOW, eyes: 'dots', mouth: 'shush' },
  silent: { color: YELLOW, eyes: 'dots', mouth: 'zip' },
  rolling_eyes: { color: YELLOW, eyes: 'roll', mouth: 'flat' },
  pout: { color: '#fdba74', eyes: 'sad', mouth: 'kiss' },
  rage: { color: '#ef4444', eyes: 'angry', mouth: 'teeth', extra: 'steam' },
  scream: { color: '#bfdbfe', eyes: 'wide', mouth: 'yawn', extra: 'hands' },
  worried: { color: YELLOW, eyes: 'sad', mouth: 'wavy', extra: 'sweat' },
  relieved: { color: YELLOW, eyes: 'closed', mouth: 'smile', extra: 'sweat' },
  hug: { color: YELLOW, eyes: 'happy', mouth: 'smile', extra: 'hands' },
  clap: { symbol: 'clap' },
  thumbs_up: { symbol: 'thumbs_up' },
  thumbs_down: { symbol: 'thumbs_down' },
  ok: { symbol: 'ok' },
  heart: { symbol: 'heart' },
  broken_heart: { symbol: 'broken_heart' },
  star: { symbol: 'star' },
  fire: { symbol: 'fire' },
  party: { color: YELLOW, eyes: 'happy', mouth: 'open', extra: 'hat' },
  skull: { symbol: 'skull' },
  hell_boy: { color: '#dc2626', eyes: 'angry', mouth: 'smirk', extra: 'flames' },
};

const stroke = (width = 2.2) => `stroke="${INK}" stroke-width="${width}" stroke-linecap="round" fill="none"`;
const heartPath = (x: number, y: number, s: number) =>
  `M${x} ${y + s * 0.9}C${x - s * 1.6} ${y - s * 0.1} ${x - s * 0.7} ${y - s * 1.2} ${x} ${y - s * 0.35}C${x + s * 0.7} ${y - s * 1.2} ${x + s * 1.6} ${y - s * 0.1} ${x} ${y + s * 0.9}Z`;
const starPath = (cx: number, cy: number, r: number) => {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return `M${points.join('L')}Z`;
};

function eyes(kind: Eyes): string {
  const pair = (draw: (x: number) => string) => draw(12) + draw(20);
  switch (kind) {
    case 'dots':
      return pair((x) => `<circle cx="${x}" cy="13" r="1.8" fill="${INK}"/>`);
    case 'happy':
      return pair((x) => `<path d="M${x - 2.5} 14q2.5-3 5 0" ${stroke()}/>`);
    case 'wink':
      return `<circle cx="12" cy="13" r="1.8" fill="${INK}"/><path d="M17.5 13.5h5" ${stroke()}/>`;
    case 'closed':
      return pair((x) => `<path d="M${x - 2.5} 13q2.5 2.5 5 0" ${stroke()}/>`);
    case 'wide':
      return pair(
        (x) =>
          `<circle cx="${x}" cy="13" r="3" fill="#fff" stroke="${INK}" stroke-width="1.4"/><circle cx="${x}" cy="13" r="1.3" fill="${INK}"/>`,
      );
    case 'hearts':
      return pair((x) => `<path d="${heartPath(x, 13, 2.6)}" fill="#e11d48"/>`);
    case 'stars':
      return pair((x) => `<path d="${starPath(x, 13, 3)}" fill="#f59e0b"/>`);
    case 'x':
      return pair((x) => `<path d="M${x - 2} 11l4 4M${x + 2} 11l-4 4" ${stroke(1.8)}/>`);
    case 'glasses':
      return `${pair((x) => `<circle cx="${x}" cy="13" r="3.4" fill="#e0f2fe" stroke="${INK}" stroke-width="1.5"/><circle cx="${x}" cy="13" r="1.2" fill="${INK}"/>`)}<path d="M15.4 13h1.2" ${stroke(1.5)}/>`;
    case 'shades':
      return `<path d="M7 11h18l-1 4q-3 2-6 0l-1-2h-2l-1 2q-3 2-6 0z" fill="#111827"/>`;
    case 'roll':
      return pair(
        (x) =>
          `<circle cx="${x}" cy="13" r="3" fill="#fff" stroke="${INK}" stroke-width="1.4"/><circle cx="${x}" cy="11.2" r="1.3" fill="${INK}"/>`,
      );
    case 'angry':
      return `${pair((x) => `<circle cx="${x}" cy="14" r="1.7" fill="${INK}"/>`)}<path d="M9 10l5 2M23 10l-5 2" ${stroke(2)}/>`;
    case 'sad':
      return `${pair((x) => `<circle cx="${x}" cy="14" r="1.7" fill="${INK}"/>`)}<path d="M9.5 11.5l4-1.5M22.5 11.5l-4-1.5" ${stroke(1.6)}/>`;
    case 'sleepy':
      return pair((x) => `<path d="M${x - 2.5} 13.5h5" ${stroke()}/>`);
    case 'side':
      return pair((x) => `<circle cx="${x + 1.2}" cy="13" r="1.8" fill="${INK}"/>`);
  }
}

function mouth(kind: Mouth): string {
  switch (kind) {
    case 'smile':
      return `<path d="M11 19q5 5 10 0" ${stroke()}/>`;
    case 'grin':
      return `<path d="M10 18h12q-1 6-6 6t-6-6z" fill="${INK}"/>`;
    case 'open':
      return `<ellipse cx="16" cy="21" rx="3.5" ry="3" fill="${INK}"/>`;
    case 'laugh':
      return `<path d="M9 18h14q-1.5 7-7 7t-7-7z" fill="${INK}"/><path d="M12 23q4 2 8 0" fill="#f87171"/>`;
    case 'frown':
      return `<path d="M11 23q5-5 10 0" ${stroke()}/>`;
    case 'flat':
      return `<path d="M12 21h8" ${stroke()}/>`;
    case 'o':
      return `<circle cx="16" cy="21" r="2" fill="${INK}"/>`;
    case 'tongue':
      return `<path d="M11 19q5 4 10 0" ${stroke()}/><path d="M14 20.5h4v2.5a2 2 0 0 1-4 0z" fill="#f87171"/>`;
    case 'kiss':
      return `<path d="M15 18.5q3 1 0 2q3 1 0 2" ${stroke(1.8)}/>`;
    case 'smirk':
      return `<path d="M12 21q5 1 9-3" ${stroke()}/>`;
    case 'wavy':
      return `<path d="M10.5 21.5q1.4-2 2.8 0t2.8 0 2.8 0 2.8 0" ${stroke(1.8)}/>`;
    case 'teeth':
      return `<rect x="10" y="18" width="12" height="5" rx="2" fill="#fff" stroke="${INK}" stroke-width="1.5"/><path d="M10 20.5h12M14 18v5M18 18v5" stroke="${INK}" stroke-width="1"/>`;
    case 'zip':
      return `<path d="M10 21h12" ${stroke(1.8)}/><path d="M12 19.5v3M14.5 19.5v3M17 19.5v3M19.5 19.5v3" stroke="${INK}" stroke-width="1.2"/>`;
    case 'shush':
      return `<circle cx="16" cy="21" r="1.5" fill="${INK}"/><rect x="15" y="15.5" width="2.6" height="10" rx="1.3" fill="#fbbf24" stroke="${INK}" stroke-width="1"/>`;
    case 'none':
      return '';
    case 'mask':
      return `<path d="M8 17q8-2 16 0v5q-8 4-16 0z" fill="#fff" stroke="#94a3b8" stroke-width="1.2"/><path d="M8 18l-3-2M24 18l3-2" stroke="#94a3b8" stroke-width="1"/>`;
    case 'yawn':
      return `<ellipse cx="16" cy="21.5" rx="3" ry="4" fill="${INK}"/>`;
  }
}

function extra(kind: Extra): string {
  switch (kind) {
    case 'tear':
      return `<path d="M9 16q-1.5 3 0 4t1.5-1.5z" fill="#60a5fa"/>`;
    case 'tears':
      return `<path d="M9 15.5q-2 3.5 0 4.5t2-1.5zM23 15.5q2 3.5 0 4.5t-2-1.5z" fill="#3b82f6"/>`;
    case 'sweat':
      return `<path d="M25 6q-2.5 3.5 0 5t2.5-1.5z" fill="#38bdf8"/>`;
    case 'blush':
      return `<ellipse cx="9.5" cy="18" rx="2.2" ry="1.3" fill="#fb7185" opacity=".6"/><ellipse cx="22.5" cy="18" rx="2.2" ry="1.3" fill="#fb7185" opacity=".6"/>`;
    case 'halo':
      return `<ellipse cx="16" cy="3.2" rx="7" ry="2" fill="none" stroke="#f59e0b" stroke-width="1.6"/>`;
    case 'horns':
      return `<path d="M6 8l-2-6 6 3zM26 8l2-6-6 3z" fill="#7c3aed"/>`;
    case 'zzz':
      return `<text x="22" y="8" font-family="sans-serif" font-size="7" font-weight="700" fill="#6366f1">z</text><text x="26" y="5" font-family="sans-serif" font-size="5" font-weight="700" fill="#6366f1">z</text>`;
    case 'steam':
      return `<path d="M3 6q2-2 0-4M29 6q-2-2 0-4" stroke="#94a3b8" stroke-width="1.6" fill="none" stroke-linecap="round"/>`;
    case 'hands':
      return `<circle cx="7" cy="25" r="3.2" fill="#fbbf24" stroke="${INK}" stroke-width="1"/><circle cx="25" cy="25" r="3.2" fill="#fbbf24" stroke="${INK}" stroke-width="1"/>`;
    case 'question':
      return `<text x="24" y="9" font-family="sans-serif" font-size="9" font-weight="700" fill="#7c3aed">?</text>`;
    case 'swirl':
      return `<path d="M4 5q3-3 5 0t-2 3" stroke="#a855f7" stroke-width="1.4" fill="none"/>`;
    case 'hat':
      return `<path d="M11 5l5-5 5 5z" fill="#ec4899"/><circle cx="16" cy="0.8" r="1.2" fill="#facc15"/>`;
    case 'flames':
      return `<path d="M8 5q-1-4 2-5 0 3 2 3q0-2 2-3 0 3 2 3 0-2 2-3 0 3 2 3 0-2 2-3 3 1 2 5z" fill="#f97316"/>`;
    case 'none':
      return '';
  }
}

function symbol(kind: Extract<Drawing, { symbol: string }>['symbol']): string {
  switch (kind) {
    case 'thumbs_up':
      return `<path d="M6 14h5v13H6zM11 14l5-9q3 0 2.5 4L18 12h7q2.5 0 2 3l-2 9q-.6 3-3 3H11z" fill="#fbbf24" stroke="${INK}" stroke-width="1.4" stroke-linejoin="round"/>`;
    case 'thumbs_down':
      return `<g transform="rotate(180 16 16)"><path d="M6 14h5v13H6zM11 14l5-9q3 0 2.5 4L18 12h7q2.5 0 2 3l-2 9q-.6 3-3 3H11z" fill="#fbbf24" stroke="${INK}" stroke-width="1.4" stroke-linejoin="round"/></g>`;
    case 'ok':
      return `<circle cx="11" cy="13" r="5" fill="none" stroke="#f59e0b" stroke-width="3.5"/><path d="M15 9l6-7M18 12l8-6M19 16l8-3M18 19q4 9-5 11H9q-3-1-3-5" fill="none" stroke="#f59e0b" stroke-width="3.5" stroke-linecap="round"/>`;
    case 'clap':
      return `<path d="M9 28l-4-9 3-1 3 5-4-11 3-1 4 9-2-10 3-.5 3 9 0-7 3 0 1 10q0 6-6 8z" fill="#fbbf24" stroke="${INK}" stroke-width="1.2" stroke-linejoin="round"/><path d="M24 4v4M28 7l-3 2M20 5l1 3" stroke="#f59e0b" stroke-width="1.6" stroke-linecap="round"/>`;
    case 'heart':
      return `<path d="${heartPath(16, 17, 11)}" fill="#e11d48"/>`;
    case 'broken_heart':
      return `<path d="${heartPath(16, 17, 11)}" fill="#e11d48"/><path d="M16 9l-3 6 4 3-3 7" stroke="#fff" stroke-width="2" fill="none" stroke-linejoin="round"/>`;
    case 'star':
      return `<path d="${starPath(16, 17, 14)}" fill="#facc15" stroke="#d97706" stroke-width="1.2" stroke-linejoin="round"/>`;
    case 'fire':
      return `<path d="M16 2q9 8 8 17a8 8 0 0 1-16 0q0-6 5-10 0 5 3 5-3-6 0-12z" fill="#f97316"/><path d="M16 16q5 4 4 8a4 4 0 0 1-8 0q0-4 4-8z" fill="#fde047"/>`;
    case 'skull':
      return `<path d="M16 3a11 11 0 0 0-8 19v5h16v-5A11 11 0 0 0 16 3z" fill="#f1f5f9" stroke="${INK}" stroke-width="1.4"/><circle cx="11.5" cy="15" r="3" fill="${INK}"/><circle cx="20.5" cy="15" r="3" fill="${INK}"/><path d="M16 18l-1.5 3h3zM13 27v-3M16 27v-3M19 27v-3" fill="${INK}" stroke="${INK}" stroke-width="1.2"/>`;
  }
}

function draw(name: EmoticonName, drawing: Drawing): string {
  const body =
    'symbol' in drawing
      ? symbol(drawing.symbol)
      : `<circle cx="16" cy="17" r="13" fill="${drawing.color}" stroke="${INK}" stroke-width="1.2"/>${eyes(drawing.eyes)}${mouth(drawing.mouth)}${extra(drawing.extra ?? 'none')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><title>${name.replaceAll('_', ' ')}</title>${body}</svg>\n`;
}

mkdirSync(outDir, { recursive: true });
for (const file of readdirSync(outDir)) rmSync(path.join(outDir, file));
for (const name of EMOTICON_NAMES) writeFileSync(path.join(outDir, `${name}.svg`), draw(name, FACES[name]));
console.log(`${EMOTICON_NAMES.length} emoticons written to ${path.relative(process.cwd(), outDir)}`);
