import type { Rarity } from '@haven/shared/heroes/constants';
import type { Rng } from '../random.ts';
import { escapeXml, n, svgDocument } from '../svg.ts';

// The pieces every 256 × 256 card picture shares: the rarity-coloured frame, the name banner,
// the rarity badge, the faint background pattern and the sparkles that grow with rarity.

/** A linear gradient whose stops are spread evenly over the given colours. */
export function linearGradient(id: string, colours: readonly string[], attrs: string): string {
  const stops = colours
    .map((c, i) => `<stop offset="${n(i / Math.max(1, colours.length - 1))}" stop-color="${c}"/>`)
    .join('');
  return `<linearGradient id="${id}" ${attrs}>${stops}</linearGradient>`;
}

/** The frame (gradient `fr`) around a dark card, drawn under the picture. */
export const CARD_FRAME =
  '<rect x="1" y="1" width="254" height="254" rx="20" fill="url(#fr)"/>' +
  '<rect x="8" y="8" width="240" height="240" rx="14" fill="#111"/>';

/** The thin light edge drawn over the picture. */
export const CARD_BORDER =
  '<rect x="8" y="8" width="240" height="240" rx="14" fill="none" stroke="#fff" stroke-opacity=".45"/>';

/** The clip (`in`) that keeps a picture inside the frame. */
export const CARD_CLIP = '<clipPath id="in"><rect x="8" y="8" width="240" height="240" rx="14"/></clipPath>';

/** The side of every card picture, in pixels. */
export const CARD_SIZE = 256;

/** What one card picture draws inside the shared frame and name banner. */
export type CardPicture = { defs: string; picture: string; name: string; corners: string; title: string };

/**
 * A whole card picture: its defs, the frame, the clipped picture, the light edge, the name banner,
 * then the corner pieces (badge, medallion) on top.
 */
export function cardSvg(card: CardPicture): string {
  return svgDocument(
    CARD_SIZE,
    CARD_SIZE,
    card.defs + CARD_FRAME + card.picture + CARD_BORDER + nameBanner(card.name) + card.corners,
    card.title,
  );
}

/** The ribbon across the bottom with the name, its size shrunk to fit long names. */
export function nameBanner(name: string): string {
  const fontSize = Math.min(17, Math.floor(330 / Math.max(name.length, 1)));
  return (
    '<path d="M18 212H238L230 228L238 244H18L26 228Z" fill="#15121c" opacity=".88"/>' +
    '<path d="M18 212H238L230 228L238 244H18L26 228Z" fill="none" stroke="url(#fr)" stroke-width="2"/>' +
    `<text x="128" y="${n(228 + fontSize * 0.35)}" text-anchor="middle" ` +
    `font-family="Georgia,'Times New Roman',serif" font-weight="700" font-size="${fontSize}" fill="#fff" ` +
    `letter-spacing=".5">${escapeXml(name)}</text>`
  );
}

/** The rarity in a small tag at the top left. */
export function rarityBadge(rarity: Rarity): string {
  return (
    '<rect x="16" y="16" width="48" height="24" rx="7" fill="url(#fr)" stroke="#fff" stroke-opacity=".7"/>' +
    `<text x="40" y="33" text-anchor="middle" font-family="Verdana,Arial,sans-serif" font-weight="700" ` +
    `font-size="13" fill="#1b1423">${rarity}</text>`
  );
}

/** One of `kinds` faint patterns (rays, rings, lattice, dots) centred at (128, centreY). */
export function backgroundPattern(rng: Rng, { centreY, kinds }: { centreY: number; kinds: 3 | 4 }): string {
  const kind = rng.int(0, kinds - 1);
  let out = '';
  if (kind === 0) {
    const turn = rng.int(0, 29);
    for (let i = 0; i < 12; i += 1) {
      const a = ((i * 30 + turn) * Math.PI) / 180;
      const b = ((i * 30 + turn + 12) * Math.PI) / 180;
      out += `M128 ${centreY}L${n(128 + 220 * Math.cos(a))} ${n(centreY + 220 * Math.sin(a))}L${n(
        128 + 220 * Math.cos(b),
      )} ${n(centreY + 220 * Math.sin(b))}Z`;
    }
    return `<path d="${out}" fill="#fff" opacity=".07"/>`;
  }
  if (kind === 1) {
    const start = rng.int(30, 50);
    for (let r = start; r < 200; r += 22) out += `<circle cx="128" cy="${centreY}" r="${r}"/>`;
    return `<g fill="none" stroke="#fff" stroke-width="7" opacity=".07">${out}</g>`;
  }
  if (kind === 2) {
    const step = rng.pick([28, 32, 36]);
    for (let x = -step; x < 290; x += step) {
      out += `M${x} 0l${step * 4} 256M${x + step * 4} 0l${-step * 4} 256`;
    }
    return `<path d="${out}" stroke="#fff" stroke-width="1.5" opacity=".1"/>`;
  }
  const step = rng.pick([22, 26, 30]);
  const radius = rng.pick([2, 3, 4]);
  for (let y = step / 2; y < 256; y += step) {
    for (let x = step / 2; x < 256; x += step)
      out += `M${n(x)} ${n(y)}m-${radius} 0a${radius} ${radius} 0 1 0 ${radius * 2} 0a${radius} ${radius} 0 1 0-${radius * 2} 0`;
  }
  return `<path d="${out}" fill="#fff" opacity=".09"/>`;
}

type SparkleArea = { left: [number, number]; right: [number, number]; top: number; bottom: number };

/** Four-pointed sparkles beside the subject, more of them the rarer it is (none without a rarity). */
export function sparkleField(rng: Rng, rarity: Rarity | null, area: SparkleArea): string {
  const count = rarity ? { LR: 9, GR: 7, UR: 5, SSR: 4, SR: 2, R: 0 }[rarity] : 0;
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = rng.pick([rng.range(...area.left), rng.range(...area.right)]);
    const y = rng.range(area.top, area.bottom);
    const s = rng.range(3, 7);
    out +=
      `M${n(x)} ${n(y - s)}Q${n(x)} ${n(y)} ${n(x + s)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y + s)}` +
      `Q${n(x)} ${n(y)} ${n(x - s)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y - s)}Z`;
  }
  return count ? `<path d="${out}" fill="#fff" opacity=".75"/>` : '';
}
