import { createRng, hashString, type Rng } from '../random.ts';
import { hsl, n, svgDocument } from '../svg.ts';
import { GLYPHS } from './glyphs.ts';

export type BannerKind = 'news' | 'updates' | 'events' | 'about' | 'guide';

export type BannerInput = { kind: BannerKind; title: string; label?: string };

export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 675;

type Theme = { hue: number; night: boolean; label: string; motif: string };

const THEMES: Record<BannerKind, Theme> = {
  news: { hue: 222, night: true, label: 'NEWS', motif: 'scroll' },
  updates: { hue: 176, night: false, label: 'UPDATE', motif: 'cog' },
  events: { hue: 286, night: true, label: 'EVENT', motif: 'starburst' },
  about: { hue: 36, night: false, label: 'THE REALM', motif: 'compass' },
  guide: { hue: 20, night: false, label: 'GUIDE', motif: 'book' },
};

type Landmark = 'castle' | 'town' | 'harbour' | 'grove';

/** The first matching keyword of a title picks the landmark on the near hill. */
const LANDMARKS: [RegExp, Landmark][] = [
  [/canal|harbour|river|sea|silverrun|merge/, 'harbour'],
  [/orchard|harvest|garden|herb|spring|moon/, 'grove'],
  [/kitchen|cook|banquet|hall|archive|academy|guild|community|wardrobe/, 'town'],
  [/gate|tower|coliseum|guard|castle|royal|version/, 'castle'],
];

const LANDMARK_DRAWINGS: Record<Landmark, (rng: Rng, hue: number, theme: Theme) => string> = {
  castle: (rng, hue, theme) => castle(rng, hue, theme),
  town: (rng, hue, theme) => {
    let out = '';
    let x = rng.range(700, 760);
    while (x < 1180) {
      const w = rng.range(50, 80);
      const h = rng.range(50, 100);
      const wall = theme.night ? hsl(hue + 20, 25, rng.range(14, 22)) : hsl(hue + 40, 30, rng.range(50, 66));
      out +=
        `<rect x="${n(x)}" y="${n(440 - h)}" width="${n(w)}" height="${n(h + 60)}" fill="${wall}"/>` +
        `<path d="M${n(x - 6)} ${n(440 - h)}L${n(x + w / 2)} ${n(440 - h - w * 0.6)}L${n(x + w + 6)} ${n(440 - h)}Z" fill="${hsl(hue + 180, 35, theme.night ? 20 : 40)}"/>` +
        `<rect x="${n(x + w / 2 - 7)}" y="${n(440 - h + 16)}" width="14" height="16" fill="${theme.night ? '#ffd97a' : '#fff4d0'}" opacity=".85"/>`;
      x += w + rng.range(4, 16);
    }
    return out;
  },
  harbour: (rng, hue, theme) => {
    let out = `<path d="M0 470H1200V675H0Z" fill="${hsl(205, 50, theme.night ? 22 : 55)}" opacity=".9"/>`;
    for (let i = 0; i < 3; i += 1) {
      const x = rng.range(640, 1120);
      const y = rng.range(480, 560);
      out +=
        `<path d="M${n(x - 40)} ${n(y)}H${n(x + 40)}L${n(x + 28)} ${n(y + 18)}H${n(x - 28)}Z" fill="${hsl(hue + 20, 30, theme.night ? 14 : 34)}"/>` +
        `<path d="M${n(x)} ${n(y)}V${n(y - 70)}L${n(x + 36)} ${n(y - 10)}Z" fill="${theme.night ? '#d9d2c0' : '#fffaf0'}"/>`;
    }
    return `${out}<path d="M0 500Q300 486 600 500T1200 500" stroke="#fff" stroke-opacity=".3" stroke-width="3" fill="none"/>`;
  },
  grove: (rng, hue, theme) => {
    let out = '';
    for (let i = 0; i < 9; i += 1) {
      const x = rng.range(660, 1180);
      const y = rng.range(400, 470);
      const r = rng.range(28, 50);
      out +=
        `<rect x="${n(x - 5)}" y="${n(y)}" width="10" height="60" fill="${theme.night ? '#1a1410' : '#6b4b2a'}"/>` +
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${hsl(hue + 90 + rng.range(-20, 20), 35, theme.night ? 16 : 40)}"/>`;
    }
    return out;
  },
};

/** The first matching keyword of a title picks the banner's subject. */
const MOTIFS: [RegExp, string][] = [
  [/kitchen|cook|chef|recipe/, 'pot'],
  [/banquet|feast/, 'cloche'],
  [/merge|server/, 'fusion'],
  [/lantern/, 'lantern'],
  [/archive|library|heirs academy|scholar/, 'book'],
  [/year|thank|anniversary/, 'laurel'],
  [/fair play|report|rules/, 'shield'],
  [/coliseum|arena/, 'arena'],
  [/maintenance|repair/, 'cog'],
  [/outfit|wardrobe/, 'mantle'],
  [/tower|floors/, 'tower'],
  [/team|preset/, 'rings'],
  [/moon|pageant/, 'moon'],
  [/starfall|star|comet/, 'comet'],
  [/harvest|orchard/, 'platter'],
  [/gate|guardian/, 'gate'],
  [/spotlight|guild/, 'seal'],
  [/hero|summon/, 'sword'],
  [/gem/, 'fusion'],
  [/map|region|realm/, 'compass'],
];

/** Draws a 1200×675 banner: a seeded landscape with a castle and the title's subject; no text. */
export function bannerSvg(input: BannerInput): string {
  const theme = THEMES[input.kind];
  const rng = createRng(`banner:${input.kind}:${input.title}`);
  // Each title shifts its kind's colours and picks its own landmark.
  const hue = theme.hue + (hashString(input.title) % 80) - 40;
  const title = input.title.toLowerCase();
  const landmark =
    LANDMARKS.find(([pattern]) => pattern.test(title))?.[1] ??
    rng.pick(['castle', 'town', 'harbour', 'grove'] as const);
  const sky = theme.night
    ? [hsl(hue, 55, 14), hsl(hue + 20, 50, 30), hsl(hue + 50, 55, 55)]
    : [hsl(hue + 10, 70, 78), hsl(hue, 60, 86), hsl(hue - 20, 80, 90)];
  const defs =
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">' +
    sky.map((c, i) => `<stop offset="${i / 2}" stop-color="${c}"/>`).join('') +
    '</linearGradient><radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".8"/>' +
    '<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>';

  const orbX = rng.range(640, 1080);
  const orbY = rng.range(110, 200);
  let sceneTop = `<rect width="1200" height="675" fill="url(#sky)"/>`;
  if (theme.night) {
    let stars = '';
    for (let i = 0; i < 60; i += 1) {
      stars +=
        `<circle cx="${n(rng.range(0, 1200))}" cy="${n(rng.range(0, 380))}" ` +
        `r="${n(rng.range(0.8, 2.6))}"/>`;
    }
    sceneTop += `<g fill="#fff" opacity=".8">${stars}</g>`;
  }
  if (input.kind === 'updates') {
    sceneTop += gear(orbX, orbY, hsl(hue, 30, 98));
  } else {
    sceneTop +=
      `<circle cx="${n(orbX)}" cy="${n(orbY)}" r="150" fill="url(#glow)"/>` +
      `<circle cx="${n(orbX)}" cy="${n(orbY)}" r="52" fill="${theme.night ? '#f4f1dc' : '#fff7d6'}"/>`;
  }
  if (input.kind === 'events') sceneTop += fireworks(rng, hue);

  const hills = [0, 1, 2]
    .map((layer) => {
      const base = 430 + layer * 75;
      const fill = theme.night
        ? hsl(hue + 10, 35, 22 - layer * 6)
        : hsl(hue + 60 + layer * 20, 30, 58 - layer * 12);
      return (
        `<path d="${ridge(rng, base, 45 - layer * 8)}" fill="${fill}"/>` +
        (layer === 0 ? LANDMARK_DRAWINGS[landmark](rng, hue, theme) : '')
      );
    })
    .join('');

  // The title's subject, large in the open sky: the page prints the title itself.
  const motif = MOTIFS.find(([pattern]) => pattern.test(title))?.[1] ?? theme.motif;
  const draw = GLYPHS[motif] ?? GLYPHS.starburst;
  const motifX = rng.range(380, 540);
  const own = rng.range(0, 360);
  const subject =
    `<defs><linearGradient id="em" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="${hsl(own, 70, 80)}"/>` +
    `<stop offset="1" stop-color="${hsl(own + 30, 60, 50)}"/></linearGradient>` +
    '<linearGradient id="mt" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f7fa"/>' +
    '<stop offset=".55" stop-color="#a9b4c0"/><stop offset="1" stop-color="#5d6873"/></linearGradient></defs>' +
    `<circle cx="${n(motifX)}" cy="250" r="170" fill="url(#glow)" opacity=".6"/>` +
    `<g transform="translate(${n(motifX)} 250) rotate(${n(rng.range(-8, 8))}) scale(2.3)">` +
    `${draw?.({ hue: own, accent: hsl(own + 180, 70, 58), rng }) ?? ''}</g>`;

  return svgDocument(BANNER_WIDTH, BANNER_HEIGHT, defs + sceneTop + subject + hills, input.title);
}

function ridge(rng: Rng, base: number, amplitude: number): string {
  const phase = rng.range(0, Math.PI * 2);
  const freq = rng.range(1.5, 3.2);
  let d = `M0 675V${n(base)}`;
  for (let x = 0; x <= 1200; x += 60) {
    const y =
      base - amplitude * Math.sin(phase + (x / 1200) * Math.PI * freq) - amplitude * 0.4 * Math.sin(x / 90);
    d += `L${x} ${n(y)}`;
  }
  return `${d}V675Z`;
}

function castle(rng: Rng, hue: number, theme: Theme): string {
  const x = rng.range(790, 900);
  const scale = rng.range(0.78, 0.9);
  const fill = theme.night ? hsl(hue + 10, 30, 12) : hsl(hue + 40, 25, 38);
  const windows = theme.night ? '#ffd97a' : '#fff4d0';
  const towers = [
    { dx: 0, w: 46, h: 150 },
    { dx: 60, w: 80, h: 110 },
    { dx: 154, w: 52, h: 190 },
    { dx: 220, w: 80, h: 104 },
    { dx: 314, w: 44, h: 140 },
  ];
  let out = `<path d="M20 280h300v-350h-300Z" fill="${fill}"/>`;
  for (const t of towers) {
    out +=
      `<rect x="${t.dx}" y="${-t.h}" width="${t.w}" height="${t.h + 280}" fill="${fill}"/>` +
      `<path d="M${t.dx - 6} ${-t.h}L${n(t.dx + t.w / 2)} ${n(-t.h - t.w * 0.9)}L${t.dx + t.w + 6} ` +
      `${-t.h}Z" ` +
      `fill="${fill}"/>` +
      `<rect x="${n(t.dx + t.w / 2 - 5)}" y="${-t.h + 24}" width="10" height="16" rx="5" fill="${windows}" ` +
      'opacity=".85"/>';
  }
  const flagTop = -190 - 52 * 0.9;
  out +=
    `<path d="M180 ${n(flagTop)}v-40" stroke="${fill}" stroke-width="3"/>` +
    `<path d="M180 ${n(flagTop - 40)}l34 9-34 9Z" fill="${hsl(hue + 180, 70, 55)}"/>`;
  return `<g transform="translate(${n(x)} 440) scale(${scale.toFixed(2)})">${out}</g>`;
}

function fireworks(rng: Rng, hue: number): string {
  let out = '';
  for (let b = 0; b < 3; b += 1) {
    const cx = rng.range(620, 1140);
    const cy = rng.range(70, 260);
    const r = rng.range(40, 80);
    const colour = hsl(hue + rng.range(-80, 80), 85, 70);
    let d = '';
    for (let i = 0; i < 14; i += 1) {
      const a = (i / 14) * Math.PI * 2;
      d += `M${n(cx + Math.cos(a) * r * 0.3)} ${n(cy + Math.sin(a) * r * 0.3)}L${n(cx + Math.cos(a) * r)} ${n(
        cy + Math.sin(a) * r,
      )}`;
    }
    out += `<path d="${d}" stroke="${colour}" stroke-width="3" stroke-linecap="round" opacity=".9"/>`;
  }
  return out;
}

function gear(cx: number, cy: number, colour: string): string {
  let d = '';
  for (let i = 0; i < 12; i += 1) {
    const a = (i / 12) * Math.PI * 2;
    d += `M${n(cx + Math.cos(a) * 70)} ${n(cy + Math.sin(a) * 70)}L${n(cx + Math.cos(a) * 92)} ${n(
      cy + Math.sin(a) * 92,
    )}`;
  }
  return (
    `<g opacity=".35"><circle cx="${n(cx)}" cy="${n(cy)}" r="66" fill="none" stroke="${colour}" ` +
    `stroke-width="16"/><path d="${d}" stroke="${colour}" stroke-width="18"/></g>`
  );
}
