import type { Rng } from '../random.ts';
import { hsl, n } from '../svg.ts';

// Objects, creatures and emblems for game database cards, each drawn round (0, 0) in a box about
// 130 units wide. `url(#em)` is the entry's main fill (rarity or category colours), `url(#mt)` is
// metal; `c.hue` is the entry's own hue, so two entries of one kind still differ.

export type Paint = { hue: number; accent: string; rng: Rng };

export const OUTLINE = 'stroke="#1b1423" stroke-opacity=".55" stroke-width="3" stroke-linejoin="round"';
const O = OUTLINE;
const WOOD = '#7a4f2c';
const cloth = (p: Paint, l = 42) => hsl(p.hue, 55, l);

function star(r: number, inner: number, points = 5, rot = -90): string {
  let d = '';
  for (let i = 0; i < points * 2; i += 1) {
    const a = ((rot + (i * 180) / points) * Math.PI) / 180;
    const rr = i % 2 ? inner : r;
    d += `${i ? 'L' : 'M'}${n(rr * Math.cos(a))} ${n(rr * Math.sin(a))}`;
  }
  return `${d}Z`;
}

export const GLYPHS: Record<string, (p: Paint) => string> = {
  // Gear
  sword: (p) =>
    `<g transform="rotate(40)"><path d="M0-66L10-52V22H-10V-52Z" fill="url(#mt)" ${O}/><path d="M0-52V16" stroke="#0003" stroke-width="3"/>` +
    `<path d="M-32 20H32L26 32H-26Z" fill="${p.accent}" ${O}/><rect x="-6" y="32" width="12" height="26" rx="3" fill="${cloth(p, 30)}" ${O}/><circle cy="62" r="8" fill="${p.accent}" ${O}/></g>`,
  polearm: (p) =>
    `<g transform="rotate(30)"><rect x="-4" y="-40" width="8" height="110" rx="3" fill="${WOOD}" ${O}/>` +
    `<path d="M0-74L8-44H-8Z" fill="url(#mt)" ${O}/><path d="M4-44C40-44 44-6 4-12Z" fill="url(#mt)" ${O}/><path d="M-4-40L-20-50L-18-30Z" fill="url(#mt)" ${O}/>` +
    `<path d="M-6-8h12" stroke="${p.accent}" stroke-width="6"/></g>`,
  cuirass: (p) =>
    `<path d="M-50-40L-24-52Q0-40 24-52L50-40L44-6L36 0V50Q0 64-36 50V0L-44-6Z" fill="url(#mt)" ${O}/>` +
    `<path d="M-24-52Q0-30 24-52" fill="none" ${O}/><path d="M0-34V54" stroke="#0003" stroke-width="3"/>` +
    `<path d="M-36 18Q0 30 36 18M-36 34Q0 46 36 34" stroke="${p.accent}" stroke-width="4" fill="none"/>` +
    `<circle cy="-8" r="9" fill="${cloth(p)}" ${O}/>`,
  mantle: (p) =>
    `<path d="M-22-50Q0-40 22-50L30-40Q46 10 58 56Q0 70-58 56Q-46 10-30-40Z" fill="${cloth(p)}" ${O}/>` +
    `<path d="M-22-50Q0-40 22-50L26-34Q0-22-26-34Z" fill="${cloth(p, 28)}"/>` +
    `<path d="M-58 56Q0 70 58 56" stroke="${p.accent}" stroke-width="6" fill="none"/>` +
    `<path d="M-14-20Q-20 20-26 54M14-20Q20 20 26 54" stroke="#000" stroke-opacity=".18" stroke-width="4" fill="none"/>` +
    `<circle cy="-34" r="8" fill="${p.accent}" ${O}/>`,
  helm: (p) =>
    `<path d="M-44 30C-48-30-22-52 0-52S48-30 44 30H24V0H-24V30Z" fill="url(#mt)" ${O}/>` +
    `<path d="M-6-2H6V40H-6Z" fill="url(#mt)" ${O}/><path d="M0-52C14-80 40-80 50-66C32-66 18-60 10-48Z" fill="${p.accent}" ${O}/>` +
    `<path d="M-44 30H-24M24 30H44" ${O}/>`,
  boots: (p) =>
    `<path d="M-46-46H-14V20L6 30V46H-50Z" fill="${cloth(p, 34)}" ${O}/><path d="M6-40H38V24L58 34V50H2Z" fill="${cloth(p, 40)}" ${O}/>` +
    `<path d="M-46-40H-14M6-34H38" stroke="${p.accent}" stroke-width="6"/>`,
  ring: (p) =>
    `<ellipse cy="14" rx="42" ry="36" fill="none" stroke="url(#mt)" stroke-width="12"/><ellipse cy="14" rx="42" ry="36" fill="none" stroke="#1b1423" stroke-opacity=".55" stroke-width="2"/>` +
    `<path d="M-18-24L0-50L18-24L0-14Z" fill="${p.accent}" ${O}/><path d="M-18-24H18" stroke="#fff" stroke-opacity=".5"/>`,
  staff: (p) =>
    `<g transform="rotate(20)"><rect x="-4" y="-40" width="8" height="110" rx="3" fill="${WOOD}" ${O}/>` +
    `<path d="M-14-36C-26-60-10-72 0-60C10-72 26-60 14-36Z" fill="url(#mt)" ${O}/><circle cy="-56" r="12" fill="${p.accent}" ${O}/><circle cx="-4" cy="-60" r="4" fill="#fff" opacity=".7"/></g>`,
  bow: (p) =>
    `<path d="M-20-66Q40 0-20 66" fill="none" stroke="${WOOD}" stroke-width="9"/><path d="M-20-66V66" stroke="#eee" stroke-width="2"/>` +
    `<path d="M-50 0H40M40 0l-12-7v14Z" stroke="#555" stroke-width="3" fill="url(#mt)"/><path d="M14-8v16" stroke="${p.accent}" stroke-width="6"/>`,
  quill: (p) =>
    `<g transform="rotate(30)"><path d="M0 60C-6 0 8-48 26-72C18-30 10 20 0 60Z" fill="${hsl(p.hue, 40, 88)}" ${O}/>` +
    `<path d="M0 60C4 10 14-36 26-72" stroke="#0004" stroke-width="2" fill="none"/><path d="M0 60L-4 74" stroke="#222" stroke-width="4"/></g>` +
    `<path d="M-50 40h30v20h-30Z" fill="${cloth(p, 25)}" ${O}/>`,
  dagger: (p) =>
    `<g transform="rotate(-35)"><path d="M0-60L8-46V8H-8V-46Z" fill="url(#mt)" ${O}/><rect x="-20" y="6" width="40" height="8" rx="4" fill="${p.accent}" ${O}/>` +
    `<rect x="-5" y="14" width="10" height="30" rx="3" fill="${cloth(p, 30)}" ${O}/></g>`,
  satchel: (p) =>
    `<path d="M-30-20Q-30-60 0-60T30-20" fill="none" stroke="${WOOD}" stroke-width="6"/><rect x="-52" y="-24" width="104" height="76" rx="14" fill="${cloth(p)}" ${O}/>` +
    `<path d="M-52-6Q0 20 52-6V-24H-52Z" fill="${cloth(p, 30)}" ${O}/><rect x="-8" y="4" width="16" height="14" rx="3" fill="${p.accent}" ${O}/>`,
  ladle: (p) =>
    `<g transform="rotate(-30)"><rect x="-5" y="-70" width="10" height="96" rx="5" fill="url(#mt)" ${O}/><path d="M-28 24A28 26 0 0 0 28 24Z" fill="url(#mt)" ${O}/><path d="M-5-70h10" stroke="${p.accent}" stroke-width="8"/></g>`,
  apron: (p) =>
    `<path d="M-24-56H24V-22L48-16V50Q0 64-48 50V-16L-24-22Z" fill="${hsl(p.hue, 30, 90)}" ${O}/>` +
    `<path d="M-24-56C-40-70-44-80-36-86M24-56C40-70 44-80 36-86" stroke="${p.accent}" stroke-width="4" fill="none"/>` +
    `<rect x="-22" y="4" width="44" height="26" rx="4" fill="${cloth(p)}" ${O}/>`,
  charm: (p) =>
    `<path d="M-30-62Q0-20 30-62" fill="none" stroke="url(#mt)" stroke-width="5"/><path d="M0-36L32 4L0 50L-32 4Z" fill="url(#em)" ${O}/>` +
    `<path d="${star(14, 6, 4, 0)}" fill="${p.accent}" transform="translate(0 6)"/>`,
  shield: (p) =>
    `<path d="M-48-54H48V4C48 36 20 54 0 62C-20 54-48 36-48 4Z" fill="${cloth(p)}" stroke="url(#mt)" stroke-width="8"/>` +
    `<path d="M0-46V54M-40-10H40" stroke="${p.accent}" stroke-width="6"/>`,
  gloves: (p) =>
    `<path d="M-48 50V0L-56-30L-46-32L-40-10L-40-44H-30V-14L-26-48H-16V-12L-10-42H0L-4 50Z" fill="url(#mt)" ${O}/>` +
    `<path d="M8 50V-40H18L20-12L26-48H36L36-12L42-44H52V0L58-26L64-22L56 50Z" fill="url(#mt)" ${O}/><path d="M-48 40H-4M8 40H56" stroke="${p.accent}" stroke-width="6"/>`,
  book: (p) =>
    `<path d="M-52-40Q-26-50 0-40Q26-50 52-40V44Q26 34 0 44Q-26 34-52 44Z" fill="${cloth(p)}" ${O}/>` +
    `<path d="M-46-36Q-23-44 0-36V38Q-23 30-46 38ZM46-36Q23-44 0-36V38Q23 30 46 38Z" fill="#f6efdc"/>` +
    `<path d="M-38-20H-10M-38-8H-10M-38 4H-14M10-20H38M10-8H38" stroke="#0003" stroke-width="3"/><path d="${star(10, 4)}" fill="${p.accent}" transform="translate(24 18)"/>`,

  // Relics
  orrery: (p) =>
    `<rect x="-6" y="20" width="12" height="30" fill="${WOOD}"/><path d="M-30 50H30L24 60H-24Z" fill="${WOOD}" ${O}/>` +
    `<ellipse rx="56" ry="20" fill="none" stroke="url(#mt)" stroke-width="4" transform="rotate(-20)"/><ellipse rx="40" ry="40" fill="none" stroke="url(#mt)" stroke-width="3" transform="rotate(30)"/>` +
    `<circle r="18" fill="url(#em)" ${O}/><circle cx="52" cy="-18" r="8" fill="${p.accent}" ${O}/><circle cx="-30" cy="30" r="6" fill="${hsl(p.hue + 90, 60, 60)}" ${O}/>`,
  stone: (p) =>
    `<path d="M-38 54L-44-10L-20-56L24-60L46-14L40 54Z" fill="${hsl(p.hue, 12, 56)}" ${O}/>` +
    `<path d="M-10-30L10-30L0-10ZM-14 0H14M0-10V30M-14 30L14 10" stroke="${p.accent}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  chalice: (p) =>
    `<path d="M-44-50H44C44-4 20 10 0 10S-44-4-44-50Z" fill="url(#em)" ${O}/><rect x="-6" y="10" width="12" height="34" fill="url(#mt)"/>` +
    `<path d="M-30 56Q0 36 30 56Z" fill="url(#mt)" ${O}/><circle cy="-24" r="8" fill="${p.accent}" ${O}/><path d="M-40-44H40" stroke="#fff" stroke-opacity=".4" stroke-width="3"/>`,
  hourglass: (p) =>
    `<rect x="-44" y="-64" width="88" height="12" rx="4" fill="${WOOD}" ${O}/><rect x="-44" y="52" width="88" height="12" rx="4" fill="${WOOD}" ${O}/>` +
    `<path d="M-32-52H32C32-20 6-8 6 0S32 20 32 52H-32C-32 20-6 8-6 0S-32-20-32-52Z" fill="#e8f4ff" fill-opacity=".6" ${O}/>` +
    `<path d="M-20-30H20L0-4ZM0 4L24 50H-24Z" fill="${p.accent}"/>`,
  bell: (p) =>
    `<path d="M-10-60h20v12h-20Z" fill="url(#mt)" ${O}/><path d="M-44 40C-40-10-34-48 0-48S40-10 44 40Z" fill="url(#em)" ${O}/>` +
    `<rect x="-50" y="36" width="100" height="10" rx="5" fill="url(#mt)" ${O}/><circle cy="54" r="9" fill="${p.accent}" ${O}/>`,
  compass: (p) =>
    `<circle r="52" fill="url(#mt)" ${O}/><circle r="42" fill="#f6efdc"/><path d="M0-38L8 0L0 38L-8 0Z" fill="${p.accent}" ${O}/>` +
    `<path d="M0-38L8 0H-8Z" fill="#c0392b"/><circle r="5" fill="#333"/><circle cy="-58" r="8" fill="none" stroke="url(#mt)" stroke-width="4"/>`,
  lantern: (p) =>
    `<path d="M-10-66a10 10 0 0 1 20 0" fill="none" stroke="url(#mt)" stroke-width="4"/><path d="M-30-56H30L24-40H-24Z" fill="url(#mt)" ${O}/>` +
    `<rect x="-24" y="-40" width="48" height="70" fill="#ffe08a" ${O}/><ellipse cy="-6" rx="10" ry="18" fill="${p.accent}"/><path d="M-8-40V30M8-40V30" stroke="url(#mt)" stroke-width="4"/>` +
    `<path d="M-30 30H30L24 46H-24Z" fill="url(#mt)" ${O}/>`,
  reliquary: (p) =>
    `<path d="M-50-10L0-56L50-10Z" fill="url(#em)" ${O}/><rect x="-46" y="-10" width="92" height="60" fill="${cloth(p, 36)}" ${O}/>` +
    `<rect x="-18" y="0" width="36" height="40" rx="18" fill="#f6efdc" ${O}/><path d="M0 34C-14 24-12 10 0 6C12 10 14 24 0 34Z" fill="${p.accent}"/>`,
  mill: (p) =>
    `<circle cy="-56" r="8" fill="${WOOD}" ${O}/><path d="M-16-48H16L24 0L16 56H-16L-24 0Z" fill="${WOOD}" ${O}/>` +
    `<path d="M-24 0H24" stroke="${p.accent}" stroke-width="6"/><path d="M-16-30H16M-18 30H18" stroke="#0003" stroke-width="3"/>`,
  orb: (p) =>
    `<path d="M-30 50L-20 30H20L30 50Z" fill="url(#mt)" ${O}/><circle cy="-6" r="40" fill="url(#em)" ${O}/>` +
    `<circle cx="-14" cy="-20" r="10" fill="#fff" opacity=".5"/><path d="${star(12, 5, 4, 0)}" fill="${p.accent}" transform="translate(8 0)"/>`,
  idol: (p) =>
    `<path d="M-30 56H30V44H-30Z" fill="${WOOD}" ${O}/><path d="M-20 44C-24 10-14-10 0-10S24 10 20 44Z" fill="url(#em)" ${O}/>` +
    `<circle cy="-30" r="20" fill="url(#em)" ${O}/><path d="M-8-32h4M4-32h4" stroke="#1b1423" stroke-width="3"/><path d="M-26-46L0-64L26-46" stroke="${p.accent}" stroke-width="5" fill="none"/>`,

  // Food
  pot: (p) =>
    `<path d="M-14-34C-22-46-6-52-14-64M14-34C6-46 22-52 14-64" stroke="#fff" stroke-opacity=".8" stroke-width="4" fill="none"/>` +
    `<path d="M-52-24H52V24C52 46 30 56 0 56S-52 46-52 24Z" fill="#3a3a44" ${O}/><ellipse cy="-24" rx="52" ry="10" fill="${cloth(p, 48)}" ${O}/>` +
    `<path d="M-52-12H-66M52-12H66" stroke="#3a3a44" stroke-width="8"/><circle cx="-16" cy="-26" r="5" fill="${p.accent}"/><circle cx="14" cy="-22" r="4" fill="#8bc34a"/>`,
  loaf: (p) =>
    `<path d="M-58 30C-64-10-40-40 0-40S64-10 58 30Z" fill="${hsl(32 + (p.hue % 12), 60, 52)}" ${O}/><path d="M-58 30H58V40H-58Z" fill="${hsl(30, 55, 38)}" ${O}/>` +
    `<path d="M-30-20L-20 10M-6-26L4 6M18-24L28 6" stroke="#f6e0b0" stroke-width="5" stroke-linecap="round"/>`,
  tart: (p) =>
    `<path d="M-60 10H60L50 40H-50Z" fill="#d9a45a" ${O}/><ellipse cy="10" rx="60" ry="16" fill="${cloth(p, 55)}" ${O}/>` +
    `<g fill="#fff6c8">${[-36, -12, 12, 36].map((x) => `<path d="${star(8, 3)}" transform="translate(${x} 8)"/>`).join('')}</g>`,
  bowl: (p) =>
    `<path d="M-14-20C-22-32-6-38-14-50M14-20C6-32 22-38 14-50" stroke="#fff" stroke-opacity=".8" stroke-width="4" fill="none"/>` +
    `<path d="M-56-8H56C56 30 30 50 0 50S-56 30-56-8Z" fill="url(#em)" ${O}/><ellipse cy="-8" rx="56" ry="12" fill="${cloth(p, 45)}" ${O}/>` +
    `<circle cx="-20" cy="-10" r="5" fill="${p.accent}"/><path d="M10-12l14-4" stroke="#c0392b" stroke-width="5" stroke-linecap="round"/>`,
  mug: (p) =>
    `<path d="M-10-34C-18-46-2-52-10-64" stroke="#fff" stroke-opacity=".8" stroke-width="4" fill="none"/>` +
    `<path d="M30-20C60-20 60 30 30 30" fill="none" stroke="${WOOD}" stroke-width="9"/><rect x="-40" y="-30" width="72" height="80" rx="8" fill="url(#em)" ${O}/>` +
    `<path d="M-40-14H32M-40 34H32" stroke="${WOOD}" stroke-width="5"/><ellipse cx="-4" cy="-30" rx="36" ry="6" fill="${cloth(p, 35)}"/>`,
  teacup: (p) =>
    `<path d="M-6-30C-14-42 2-48-6-60" stroke="#fff" stroke-opacity=".8" stroke-width="4" fill="none"/>` +
    `<ellipse cy="42" rx="60" ry="12" fill="#f2eee6" ${O}/><path d="M40-6C62-6 62 24 36 24" fill="none" stroke="#f2eee6" stroke-width="8"/>` +
    `<path d="M-44-16H44C44 20 24 38 0 38S-44 20-44-16Z" fill="#f2eee6" ${O}/><path d="M-40 0H40" stroke="${p.accent}" stroke-width="5"/><ellipse cy="-16" rx="44" ry="8" fill="${cloth(p, 40)}"/>`,
  bottle: (p) =>
    `<rect x="-10" y="-66" width="20" height="12" fill="${WOOD}" ${O}/><path d="M-8-54H8V-30C30-20 34 10 30 56H-30C-34 10-30-20-8-30Z" fill="url(#em)" fill-opacity=".85" ${O}/>` +
    `<rect x="-20" y="6" width="40" height="28" rx="4" fill="#f6efdc" ${O}/><circle cy="20" r="7" fill="${p.accent}"/>`,
  platter: (p) =>
    `<ellipse cy="26" rx="66" ry="22" fill="url(#mt)" ${O}/><ellipse cx="-22" cy="10" rx="24" ry="14" fill="#b5651d" ${O}/>` +
    `<circle cx="16" cy="12" r="12" fill="#c0392b" ${O}/><circle cx="34" cy="20" r="10" fill="#8bc34a" ${O}/><path d="M-4 0l10-30" stroke="#e0c070" stroke-width="6"/><circle cx="10" cy="-8" r="6" fill="${p.accent}"/>`,

  // Items
  seal: (p) =>
    `<path d="${star(48, 38, 12)}" fill="${hsl(p.hue, 60, 36)}" ${O}/><circle r="30" fill="${hsl(p.hue, 60, 44)}"/>` +
    `<path d="M-16 8L-20-14L-8-4L0-20L8-4L20-14L16 8Z" fill="${p.accent}"/><path d="M-20 40L-30 66L-12 58M20 40L30 66L12 58" fill="${hsl(p.hue, 60, 36)}"/>`,
  pouch: (p) =>
    `<path d="M-16-40Q0-30 16-40L22-26C50-10 56 40 30 54H-30C-56 40-50-10-22-26Z" fill="${cloth(p, 40)}" ${O}/>` +
    `<path d="M-24-26Q0-16 24-26" stroke="${p.accent}" stroke-width="5" fill="none"/><path d="M-16-40L-24-54M16-40L24-54" stroke="${cloth(p, 30)}" stroke-width="6"/>` +
    `<circle cx="-10" cy="14" r="8" fill="${p.accent}" ${O}/>`,
  vial: (p) =>
    `<circle cy="10" r="46" fill="${p.accent}" opacity=".25"/><rect x="-8" y="-60" width="16" height="12" fill="${WOOD}" ${O}/>` +
    `<path d="M-6-48H6V-20L22 40Q22 54 0 54Q-22 54-22 40L-6-20Z" fill="url(#em)" ${O}/><path d="M-14 30H14" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>` +
    `<path d="${star(10, 4, 4, 0)}" fill="#fff" transform="translate(24 -30)"/>`,
  ingot: (p) =>
    `<path d="M-56 20L-36-20H36L56 20Z" fill="url(#mt)" ${O}/><path d="M-56 20H56V40H-56Z" fill="#6d7884" ${O}/>` +
    `<path d="M-40 2L-26-12H26L40 2Z" fill="${hsl(p.hue, 15, 80)}" ${O}/><path d="M-44-40L-24-70H24L44-40Z" fill="url(#mt)" ${O} transform="translate(0 24)"/>`,
  ink: (p) =>
    `<path d="M-14-44H14V-30C36-24 44 0 40 40H-40C-44 0-36-24-14-30Z" fill="#1d1830" ${O}/><rect x="-16" y="-56" width="32" height="12" fill="${WOOD}" ${O}/>` +
    `<path d="M-30 10H30V30H-30Z" fill="#f6efdc"/><path d="M20-40C34-60 50-76 60-80C50-60 40-46 24-34Z" fill="#f6efdc" ${O}/><path d="M-14 20h28" stroke="${p.accent}" stroke-width="4"/>`,
  herbs: (p) =>
    `<path d="M0 60L0-10M0 60L-20-20M0 60L20-20" stroke="#5a7a3a" stroke-width="5"/>` +
    [-30, -12, 6, 24, -20, 14]
      .map(
        (x, i) =>
          `<ellipse cx="${x}" cy="${-24 - (i % 3) * 14}" rx="9" ry="16" fill="${hsl(90 + p.hue / 6 + i * 8, 45, 40)}" ${O}/>`,
      )
      .join('') +
    `<path d="M-14 34H14" stroke="${p.accent}" stroke-width="8"/>`,
  tin: (p) =>
    `<rect x="-44" y="-20" width="88" height="70" rx="8" fill="${cloth(p)}" ${O}/><ellipse cy="-20" rx="44" ry="12" fill="url(#mt)" ${O}/>` +
    `<path d="M-44 10H44" stroke="${p.accent}" stroke-width="6"/><path d="M-10 30a10 10 0 1 0 20 0a10 10 0 1 0-20 0" fill="#c0392b"/>`,
  tonic: (_p) =>
    `<rect x="-8" y="-62" width="16" height="14" fill="${WOOD}" ${O}/><path d="M-8-48H8V-30A42 42 0 1 1-8-30Z" fill="#e8f4ff" fill-opacity=".5" ${O}/>` +
    `<path d="M-36 10A38 38 0 0 0 36 10Z" fill="url(#em)"/><circle cx="-12" cy="-6" r="6" fill="#fff" opacity=".6"/>`,
  biscuit: (p) =>
    `<circle r="50" fill="#d9a45a" ${O}/><circle r="40" fill="none" stroke="#b5803a" stroke-width="3" stroke-dasharray="4 6"/>` +
    `<g fill="#7a4f2c">${[-16, 8, 20, -4, 12].map((x, i) => `<circle cx="${x}" cy="${[-14, -20, 8, 14, -2][i]}" r="4"/>`).join('')}</g><path d="${star(12, 5)}" fill="${p.accent}"/>`,
  coin: (p) =>
    `<ellipse cx="14" cy="14" rx="44" ry="44" fill="#b8860b" ${O}/><circle r="44" fill="url(#em)" ${O}/><circle r="32" fill="none" stroke="#0003" stroke-width="3"/>` +
    `<path d="${star(18, 8)}" fill="${p.accent}" ${O}/>`,
  ribbon: (p) =>
    `<path d="M-10 0L-34 62L-18 54L-8 70L6 10Z" fill="${cloth(p)}" ${O}/><path d="M10 0L34 62L18 54L8 70L-6 10Z" fill="${cloth(p, 34)}" ${O}/>` +
    `<circle cy="-16" r="30" fill="${cloth(p, 48)}" ${O}/><path d="M-30-16C-10-40 10 8 30-16" stroke="${p.accent}" stroke-width="4" fill="none"/>`,
  laurel: (p) =>
    `${[-1, 1]
      .map((s) =>
        [0, 1, 2, 3, 4]
          .map((i) => {
            const a = ((200 - i * 30) * Math.PI) / 180;
            const x = s * 44 * Math.cos(a);
            const y = -44 * Math.sin(a);
            return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="8" ry="15" fill="${hsl(100 + p.hue / 10, 45, 40)}" transform="rotate(${n(s * (i * 30 - 20))} ${n(x)} ${n(y)})" ${O}/>`;
          })
          .join(''),
      )
      .join('')}<path d="M-10 50L0 40L10 50" stroke="${p.accent}" stroke-width="6" fill="none"/>`,
  ember: (p) =>
    `<path d="M0 56C-40 56-50 20-30-10C-26 10-16 14-14 4C-20-20-6-46 10-62C8-34 40-20 38 16C36 40 24 56 0 56Z" fill="#ff8a3d" ${O}/>` +
    `<path d="M0 52C-20 52-24 30-12 16C-8 30 4 28 2 14C14 20 22 34 16 44C12 50 8 52 0 52Z" fill="#ffe08a"/><circle cx="30" cy="-40" r="4" fill="${p.accent}"/>`,
  key: (p) =>
    `<g transform="rotate(-40)"><circle cy="-40" r="24" fill="none" stroke="url(#em)" stroke-width="10"/><circle cy="-40" r="24" fill="none" stroke="#1b1423" stroke-opacity=".55" stroke-width="2"/>` +
    `<rect x="-6" y="-16" width="12" height="76" fill="url(#em)" ${O}/><path d="M6 40H22V48H6ZM6 54H18V60H6Z" fill="url(#em)" ${O}/><circle cy="-40" r="6" fill="${p.accent}"/></g>`,
  chest: (p) =>
    `<path d="M-54-4V-20C-54-48 54-48 54-20V-4Z" fill="${hsl(28, 50, 34 + (p.hue % 10))}" ${O}/><rect x="-54" y="-4" width="108" height="56" rx="4" fill="${hsl(28, 50, 30)}" ${O}/>` +
    `<path d="M-32-44V52M32-44V52" stroke="url(#mt)" stroke-width="8"/><rect x="-11" y="-14" width="22" height="26" rx="4" fill="${p.accent}" ${O}/>`,

  cloth: (p) =>
    `<path d="M-56 10L-20-30H56L20 10Z" fill="${cloth(p, 60)}" ${O}/><path d="M-56 10H20V40H-56Z" fill="${cloth(p, 48)}" ${O}/><path d="M20 10L56-30V0L20 40Z" fill="${cloth(p, 38)}" ${O}/>` +
    `<path d="M-10-40L0-56L10-40L0-30Z" fill="${p.accent}" ${O}/><path d="M-46 24H10" stroke="#fff" stroke-opacity=".4" stroke-width="3" stroke-dasharray="5 4"/>`,
  spool: (p) =>
    `<rect x="-40" y="-56" width="80" height="14" rx="4" fill="${WOOD}" ${O}/><rect x="-40" y="42" width="80" height="14" rx="4" fill="${WOOD}" ${O}/>` +
    `<rect x="-30" y="-42" width="60" height="84" fill="${cloth(p, 50)}" ${O}/><path d="M-30-30H30M-30-16H30M-30-2H30M-30 12H30M-30 26H30" stroke="#000" stroke-opacity=".2" stroke-width="3"/>` +
    `<path d="M30 20C50 30 40 50 60 60" stroke="${cloth(p, 50)}" stroke-width="4" fill="none"/><path d="M46-60L60 40" stroke="url(#mt)" stroke-width="4"/>`,
  basket: (p) =>
    `<path d="M-40-10Q0-70 40-10" fill="none" stroke="${WOOD}" stroke-width="7"/><path d="M-56-10H56L44 50H-44Z" fill="#c9a060" ${O}/>` +
    `<path d="M-50 6H50M-46 22H46M-42 38H42M-30-10L-24 50M0-10V50M30-10L24 50" stroke="#8a6030" stroke-width="3"/>` +
    `<circle cx="-18" cy="-16" r="10" fill="${p.accent}" ${O}/><circle cx="10" cy="-20" r="9" fill="#d9a45a" ${O}/><path d="M-56-10H56" stroke="${cloth(p)}" stroke-width="6"/>`,

  // Emblems and motifs
  house: (p) =>
    `<path d="M-50-6L0-52L50-6Z" fill="${cloth(p, 34)}" ${O}/><rect x="-40" y="-6" width="80" height="60" fill="${hsl(p.hue, 20, 80)}" ${O}/>` +
    `<rect x="-10" y="20" width="20" height="34" fill="${WOOD}"/><rect x="-32" y="6" width="14" height="14" fill="${p.accent}"/><rect x="18" y="6" width="14" height="14" fill="${p.accent}"/>` +
    `<path d="M-20-30L-14 -2M26-36L12-4" stroke="#1b1423" stroke-opacity=".4" stroke-width="3"/>`,
  gate: (p) =>
    `<path d="M-56 56V-30H-34V-44H-20V-30H20V-44H34V-30H56V56H24V10A24 24 0 0 0-24 10V56Z" fill="${hsl(p.hue, 12, 60)}" ${O}/>` +
    `<path d="M-20 14V56M-8 0V56M8 0V56M20 14V56" stroke="url(#mt)" stroke-width="4"/><path d="${star(8, 3)}" fill="${p.accent}" transform="translate(0 -24)"/>`,
  drop: (p) =>
    `<path d="M0-60C20-30 40-6 40 16A40 40 0 0 1-40 16C-40-6-20-30 0-60Z" fill="url(#em)" ${O}/><path d="M-20 10Q-18 30 0 34" stroke="#fff" stroke-opacity=".6" stroke-width="5" fill="none"/><path d="M-60 50Q-30 38 0 50T60 50" stroke="${p.accent}" stroke-width="5" fill="none"/>`,
  flame: (p) => GLYPHS.ember?.(p) ?? '',
  leaf: (p) =>
    `<path d="M-44 50C-50-10-10-56 50-56C50 4 10 50-44 50Z" fill="${hsl(100 + p.hue / 8, 50, 40)}" ${O}/><path d="M-44 50L30-36M-10 12L-10-20M8-6L24 4" stroke="#1b1423" stroke-opacity=".35" stroke-width="3"/>`,
  comet: (p) =>
    `<path d="M30-30L-56 40L-30 50L-60 60L-20 58L40-10Z" fill="${p.accent}" opacity=".6"/><circle cx="34" cy="-30" r="22" fill="url(#em)" ${O}/><path d="${star(10, 4, 4, 0)}" fill="#fff" transform="translate(34 -30)"/>`,
  moon: (p) =>
    `<path d="M10-56A56 56 0 1 0 50 30A44 44 0 1 1 10-56Z" fill="url(#em)" ${O}/><path d="${star(10, 4)}" fill="${p.accent}" transform="translate(36 -30)"/>`,
  ship: (p) =>
    `<path d="M-56 16H56L40 46H-40Z" fill="${WOOD}" ${O}/><path d="M-2-60V16" stroke="${WOOD}" stroke-width="5"/><path d="M2-56Q40-30 2 8Z" fill="#f6efdc" ${O}/><path d="M-6-48Q-36-20-6 8Z" fill="${cloth(p)}" ${O}/>` +
    `<path d="M-64 54Q-32 44 0 54T64 54" stroke="${p.accent}" stroke-width="5" fill="none"/>`,
  starburst: (p) =>
    `<path d="${star(58, 26, 8)}" fill="url(#em)" ${O}/><circle r="18" fill="${p.accent}" ${O}/>`,
  sun: (p) => `<path d="${star(58, 40, 12)}" fill="${p.accent}" ${O}/><circle r="34" fill="url(#em)" ${O}/>`,
  arena: (p) =>
    `<ellipse cy="20" rx="62" ry="30" fill="${hsl(p.hue, 20, 60)}" ${O}/><ellipse cy="14" rx="62" ry="30" fill="${hsl(p.hue, 20, 72)}" ${O}/>` +
    `<ellipse cy="14" rx="40" ry="16" fill="#d9b07a" ${O}/><path d="M-62 14V-10M-40-10V-30M0-16V-40M40-10V-30M62 14V-10" stroke="${hsl(p.hue, 20, 50)}" stroke-width="8"/><path d="M0-40l14 6-14 6Z" fill="${p.accent}"/>`,
  tower: (p) =>
    `<path d="M-24 60L-18-30H18L24 60Z" fill="${hsl(p.hue, 15, 62)}" ${O}/><path d="M-26-30L0-68L26-30Z" fill="${cloth(p, 40)}" ${O}/>` +
    `<rect x="-6" y="-16" width="12" height="18" rx="6" fill="${p.accent}"/><rect x="-6" y="18" width="12" height="18" rx="6" fill="${p.accent}"/><path d="M-24 60H24" ${O}/>`,
  ascend: (p) =>
    `<path d="M0-62L40-18H16V50H-16V-18H-40Z" fill="url(#em)" ${O}/><path d="${star(14, 6)}" fill="${p.accent}" transform="translate(0 14)"/>`,
  cloche: (p) =>
    `<ellipse cy="36" rx="64" ry="14" fill="url(#mt)" ${O}/><path d="M-52 32A52 56 0 0 1 52 32Z" fill="url(#mt)" ${O}/><circle cy="-30" r="8" fill="${p.accent}" ${O}/>` +
    `<path d="M-30 0Q-26-20-10-26" stroke="#fff" stroke-opacity=".6" stroke-width="5" fill="none"/>`,
  rings: (p) =>
    `<circle cx="-18" cy="6" r="32" fill="none" stroke="url(#em)" stroke-width="10"/><circle cx="18" cy="6" r="32" fill="none" stroke="url(#mt)" stroke-width="10"/>` +
    `<path d="M-18-34L-10-46H-26Z" fill="${p.accent}"/><path d="M0 60C-20 46-30 36-30 28a10 10 0 0 1 30 0a10 10 0 0 1 30 0C30 36 20 46 0 60Z" fill="#e25a6e" transform="translate(0 -44) scale(.5)"/>`,
  fusion: (p) =>
    `<path d="M-60-10L-46-30H-22L-8-10L-34 24Z" fill="url(#em)" ${O}/><path d="M8-10L22-30H46L60-10L34 24Z" fill="${p.accent}" ${O}/>` +
    `<path d="M-18 30L-6 14H6L18 30L0 56Z" fill="${hsl(p.hue + 120, 70, 60)}" ${O}/><path d="M-30 30Q0 10 30 30" stroke="#fff" stroke-width="3" stroke-dasharray="4 4" fill="none"/>`,
  bolt: (p) =>
    `<path d="M12-64L-34 8H-4L-16 64L34-10H4Z" fill="url(#em)" ${O}/><circle cx="30" cy="-40" r="6" fill="${p.accent}"/>`,
  attune: (p) =>
    `<ellipse rx="60" ry="18" fill="none" stroke="${p.accent}" stroke-width="4" transform="rotate(-25)"/><ellipse rx="60" ry="18" fill="none" stroke="${p.accent}" stroke-width="4" transform="rotate(25)"/>` +
    `<circle r="28" fill="url(#em)" ${O}/><path d="${star(14, 6, 4, 0)}" fill="#fff"/>`,
  heart: (p) =>
    `<path d="M0 56C-40 30-58 6-58-18A28 28 0 0 1 0-30A28 28 0 0 1 58-18C58 6 40 30 0 56Z" fill="url(#em)" ${O}/><path d="M-18-4H18M0-22V14" stroke="${p.accent}" stroke-width="8"/>`,
  sprout: (p) =>
    `<path d="M-44 40H44L36 62H-36Z" fill="#b5651d" ${O}/><path d="M0 40V-10" stroke="#5a7a3a" stroke-width="6"/>` +
    `<path d="M0-10C-10-40-40-44-48-30C-36-12-12-10 0-10ZM0-20C10-50 40-56 50-40C38-22 14-20 0-20Z" fill="${hsl(100 + p.hue / 8, 50, 42)}" ${O}/><circle cy="-6" r="5" fill="${p.accent}"/>`,
  goblet: (p) => GLYPHS.chalice?.(p) ?? '',
  scroll: (p) =>
    `<rect x="-38" y="-44" width="76" height="88" fill="#f6efdc" ${O}/><rect x="-48" y="-56" width="96" height="16" rx="8" fill="${hsl(p.hue, 30, 75)}" ${O}/>` +
    `<rect x="-48" y="40" width="96" height="16" rx="8" fill="${hsl(p.hue, 30, 75)}" ${O}/><path d="M-24-24H24M-24-10H24M-24 4H16M-24 18H4" stroke="#0004" stroke-width="3"/><circle cx="24" cy="26" r="10" fill="${p.accent}" ${O}/>`,
  handshake: (p) =>
    `<path d="M-64 0L-30-20L0-8L30-20L64 0L40 30L10 36L-20 30Z" fill="${hsl(30, 50, 70)}" ${O}/><path d="M-64 0L-44-30M64 0L44-30" stroke="${cloth(p)}" stroke-width="14"/>` +
    `<path d="M-10 6L10 20M0 0L20 12" stroke="#1b1423" stroke-opacity=".35" stroke-width="3"/><path d="${star(10, 4)}" fill="${p.accent}" transform="translate(0 -40)"/>`,
  cog: (p) => {
    let d = '';
    for (let i = 0; i < 8; i += 1) {
      const a = (i * Math.PI) / 4;
      const pt = (r: number, o: number) => `${n(r * Math.cos(a + o))} ${n(r * Math.sin(a + o))}`;
      d += `${i === 0 ? 'M' : 'L'}${pt(40, -0.3)}L${pt(54, -0.17)}L${pt(54, 0.17)}L${pt(40, 0.3)}L${pt(40, 0.48)}`;
    }
    return `<path d="${d}Z" fill="url(#em)" ${O}/><circle r="18" fill="${p.accent}" ${O}/><circle r="8" fill="#1b1423" opacity=".6"/>`;
  },
};
