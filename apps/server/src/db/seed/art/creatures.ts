import { hsl } from '../svg.ts';
import { OUTLINE as O, type Paint } from './glyphs.ts';

// Pets and mounts, side on and facing right, round (0, 0) in a box about 130 units wide. The
// entry's hue tints the coat where the animal allows it.

const eye = (x: number, y: number, r = 4) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#1b1423"/><circle cx="${x + r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.35}" fill="#fff"/>`;

export const CREATURES: Record<string, (p: Paint) => string> = {
  moth: (p) =>
    `<path d="M0-6C-30-60-70-40-56-6C-70 20-40 40 0 6Z" fill="${hsl(p.hue, 60, 62)}" ${O}/><path d="M0-6C30-60 70-40 56-6C70 20 40 40 0 6Z" fill="${hsl(p.hue, 60, 56)}" ${O}/>` +
    `<circle cx="-34" cy="-18" r="9" fill="${p.accent}"/><circle cx="34" cy="-18" r="9" fill="${p.accent}"/><ellipse rx="8" ry="26" fill="#6b4b2a" ${O}/>` +
    `<path d="M-2-24C-10-40-18-44-22-40M2-24C10-40 18-44 22-40" stroke="#6b4b2a" stroke-width="3" fill="none"/><circle cy="30" r="14" fill="#ffe08a" opacity=".35"/>`,
  pangolin: (p) =>
    `<path d="M-60 20C-60-20-20-40 20-30C40-24 56-6 60 14L40 24Z" fill="${hsl(30 + p.hue / 12, 35, 45)}" ${O}/>` +
    `<path d="M-40-14l12 10M-20-24l12 12M0-28l12 14M20-24l10 14M-50 4l12 8" stroke="#1b1423" stroke-opacity=".4" stroke-width="4"/>` +
    `<path d="M-60 20C-70 30-70 44-56 44" stroke="${hsl(30, 35, 40)}" stroke-width="12" fill="none"/><path d="M-30 24v16M20 20v18" stroke="#4a3a2a" stroke-width="8"/>${eye(46, 6, 3)}`,
  owl: (p) =>
    `<ellipse cy="8" rx="40" ry="50" fill="${hsl(25 + p.hue / 10, 40, 45)}" ${O}/><ellipse cy="20" rx="26" ry="30" fill="${hsl(35, 40, 78)}"/>` +
    `<path d="M-36-30L-30-58L-14-38ZM36-30L30-58L14-38Z" fill="${hsl(25, 40, 40)}" ${O}/>` +
    `<circle cx="-15" cy="-16" r="14" fill="#f6efdc" ${O}/><circle cx="15" cy="-16" r="14" fill="#f6efdc" ${O}/>${eye(-15, -16, 7)}${eye(15, -16, 7)}` +
    `<path d="M-6-4L0 8L6-4Z" fill="#e0a030"/><path d="M-10 58h8M4 58h8" stroke="#e0a030" stroke-width="5"/><path d="M-40 0C-56 20-50 40-36 48M40 0C56 20 50 40 36 48" stroke="${hsl(25, 40, 35)}" stroke-width="8" fill="none"/>`,
  tortoise: (p) =>
    `<path d="M40 10C60 0 70 10 64 22C60 28 48 26 40 22Z" fill="${hsl(90, 30, 50)}" ${O}/>${eye(56, 10, 3)}` +
    `<path d="M-40 30v16h14V30M20 30v16h14V30" fill="${hsl(90, 30, 50)}" ${O}/>` +
    `<path d="M-56 32C-56-20-30-40 0-40S56-20 56 32Z" fill="${hsl(100 + p.hue / 8, 40, 36)}" ${O}/>` +
    `<path d="M-20-30L0-10L20-30M-40 10L-20-10H20L40 10M0-10V32" stroke="#1b1423" stroke-opacity=".35" stroke-width="4" fill="none"/><path d="M-10 -20l6-6" stroke="${p.accent}" stroke-width="5"/>`,
  fox: (p) =>
    `<path d="M-30 10C-60 0-76-30-60-50C-56-20-40-10-24-6Z" fill="${hsl(24, 80, 52)}" ${O}/><path d="M-62-44C-60-50-56-52-52-50L-58-36Z" fill="#fff"/>` +
    `<ellipse cx="-6" cy="14" rx="34" ry="26" fill="${hsl(24 + p.hue / 30, 80, 52)}" ${O}/><path d="M-20 34v20M8 34v20" stroke="#4a2a1a" stroke-width="8"/>` +
    `<path d="M16-20L20-56L34-30L44-56L50-20C60-10 60 10 40 14C30 16 20 10 16-20Z" fill="${hsl(24, 80, 54)}" ${O}/><path d="M40 14C34 6 50 2 60 6Z" fill="#fff"/>${eye(40, -14, 3.5)}<circle cx="60" cy="6" r="3" fill="#1b1423"/>` +
    `<path d="M-4 0h16" stroke="${p.accent}" stroke-width="5"/>`,
  otter: (p) =>
    `<path d="M-64 30C-50 40-30 30-30 30" stroke="${hsl(28, 40, 34)}" stroke-width="12" fill="none" stroke-linecap="round"/>` +
    `<path d="M-40 30C-44 0-20-20 10-24C40-28 56-10 54 10C52 30 20 40-40 30Z" fill="${hsl(28 + p.hue / 20, 40, 40)}" ${O}/>` +
    `<circle cx="36" cy="-16" r="22" fill="${hsl(28, 40, 44)}" ${O}/><ellipse cx="46" cy="-8" rx="12" ry="8" fill="${hsl(35, 40, 80)}"/>${eye(36, -22, 3.5)}<circle cx="54" cy="-12" r="3" fill="#1b1423"/>` +
    `<circle cx="22" cy="-34" r="5" fill="${hsl(28, 40, 34)}"/><path d="M-60 50Q-30 40 0 50T60 50" stroke="#8fd3ff" stroke-width="5" fill="none"/><circle cx="10" cy="4" r="7" fill="${p.accent}" ${O}/>`,
  heron: (p) =>
    `<path d="M-10 60V20M6 60V20" stroke="#c08a3a" stroke-width="4"/><ellipse cx="-6" cy="10" rx="36" ry="20" fill="${hsl(200 + p.hue / 12, 15, 78)}" ${O}/>` +
    `<path d="M-40 10L-60 20L-36 22Z" fill="${hsl(200, 15, 60)}"/><path d="M20 0C30-20 10-40 24-56" stroke="${hsl(200, 15, 80)}" stroke-width="12" fill="none" stroke-linecap="round"/>` +
    `<circle cx="26" cy="-58" r="10" fill="${hsl(200, 15, 84)}" ${O}/><path d="M34-60L66-54L34-52Z" fill="#e0a030" ${O}/>${eye(28, -60, 2.5)}<path d="M20-66L2-70" stroke="#1b1423" stroke-width="3"/>` +
    `<path d="M-60 60H60" stroke="#8fd3ff" stroke-width="4"/><path d="M-20 4h20" stroke="${p.accent}" stroke-width="4"/>`,
  salamander: (p) =>
    `<path d="M-64 20C-40 40-20 0 0 10S40 20 44 0" stroke="${hsl(10 + p.hue / 12, 80, 50)}" stroke-width="22" fill="none" stroke-linecap="round"/>` +
    `<circle cx="48" cy="-4" r="16" fill="${hsl(10, 80, 50)}" ${O}/>${eye(52, -10, 3.5)}<path d="M-30 26l-8 18M-10 10l-4 20M20 14l4 20M36 10l10 14" stroke="${hsl(10, 80, 42)}" stroke-width="6"/>` +
    `<g fill="#ffe08a"><circle cx="-40" cy="26" r="4"/><circle cx="-14" cy="10" r="4"/><circle cx="14" cy="14" r="4"/></g><path d="M40-30C36-44 48-52 46-62C56-50 56-38 48-30Z" fill="${p.accent}" opacity=".8"/>`,
  hedgehog: (p) =>
    `<path d="M-56 30L-60 10L-70 0L-56-10L-60-30L-40-30L-40-50L-20-40L-10-60L4-42L20-54L26-34L44-40L44-18L60-10L50 10L60 30Z" fill="${hsl(28 + p.hue / 20, 30, 32)}" ${O}/>` +
    `<path d="M24 30C24 0 44-6 64 14C60 28 40 34 24 30Z" fill="${hsl(35, 40, 76)}" ${O}/>${eye(44, 10, 3)}<circle cx="64" cy="14" r="4" fill="#1b1423"/>` +
    `<path d="M-30 30v10M10 30v10" stroke="#4a3a2a" stroke-width="7"/><circle cx="-10" cy="-10" r="8" fill="${p.accent}" ${O}/>`,
  critter: (p) =>
    `<ellipse cy="14" rx="46" ry="36" fill="${hsl(p.hue, 40, 55)}" ${O}/><circle cx="30" cy="-16" r="24" fill="${hsl(p.hue, 40, 60)}" ${O}/>` +
    `<path d="M16-34L14-56L30-40ZM40-36L50-56L52-32Z" fill="${hsl(p.hue, 40, 50)}" ${O}/>${eye(36, -18, 4)}<path d="M-46 10C-66 0-66-20-56-30" stroke="${hsl(p.hue, 40, 50)}" stroke-width="10" fill="none"/>`,

  // Mounts
  horse: (p) => horse(p, false),
  pony: (p) => horse(p, true),
  griffin: (p) =>
    `<path d="M-40 0C-60-50-20-70 10-40Z" fill="${hsl(40, 30, 85)}" ${O}/><path d="M-50 10C-50-10-20-20 10-14C30-10 36 10 30 30H-40Z" fill="${hsl(36 + p.hue / 12, 55, 50)}" ${O}/>` +
    `<path d="M-44 30v28M-24 30v28M10 30v28M24 26v30" stroke="${hsl(36, 55, 40)}" stroke-width="8"/><path d="M-50 10C-70 10-74 30-62 40" stroke="${hsl(36, 55, 40)}" stroke-width="6" fill="none"/>` +
    `<path d="M20-10C18-40 40-56 56-44L70-36L54-28C50-16 40-8 20-10Z" fill="${hsl(40, 30, 90)}" ${O}/>${eye(48, -38, 3.5)}<path d="M-30-30C-10-60 10-50 0-30" fill="${p.accent}" opacity=".6"/>`,
  boat: (p) =>
    `<path d="M-66 10H50C60 0 70-30 56-50C44-60 30-50 38-40C50-30 44-10 34 0H-60Z" fill="#f6f3ee" ${O}/>${eye(46, -44, 3)}<path d="M58-44L70-40L58-36Z" fill="#e0a030"/>` +
    `<path d="M-66 10L-56 40H40L50 10Z" fill="${hsl(p.hue, 45, 38)}" ${O}/><path d="M-50 10V-40M-50-40H-10V-10H-50" stroke="${hsl(p.hue, 45, 30)}" stroke-width="4" fill="${hsl(p.hue, 50, 60)}" fill-opacity=".5"/>` +
    `<path d="M-70 50Q-35 40 0 50T70 50" stroke="#8fd3ff" stroke-width="5" fill="none"/><circle cx="-30" cy="-46" r="6" fill="${p.accent}"/>`,
  stag: (p) =>
    `${horse(p, false, hsl(28 + p.hue / 20, 45, 46))}<path d="M44-48C40-70 30-76 24-80M40-62L52-76M34-70L28-84M50-50C56-70 66-74 74-78M58-62L70-60" stroke="${hsl(40, 40, 80)}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<g fill="#fff" opacity=".7"><circle cx="-30" cy="-4" r="3"/><circle cx="-14" cy="-8" r="3"/><circle cx="-22" cy="6" r="3"/></g>`,
  strider: (p) =>
    `<path d="M-16 10L-26 60M10 10L20 60" stroke="#c08a3a" stroke-width="5"/><ellipse cy="0" rx="40" ry="26" fill="${hsl(p.hue, 35, 45)}" ${O}/>` +
    `<path d="M24-10C40-30 30-50 44-64" stroke="${hsl(p.hue, 35, 50)}" stroke-width="12" fill="none" stroke-linecap="round"/><circle cx="46" cy="-66" r="11" fill="${hsl(p.hue, 35, 55)}" ${O}/>${eye(48, -68, 3)}` +
    `<path d="M54-68L70-62L54-60Z" fill="#e0a030"/><path d="M-30-24H20V-4H-30Z" fill="${p.accent}" ${O}/><path d="M-40 4C-56 0-64-10-60-20" stroke="${hsl(p.hue, 35, 40)}" stroke-width="8" fill="none"/>`,
  drake: (p) =>
    `<path d="M-10-10L-40-66L0-40L20-70L24-20Z" fill="${hsl(p.hue + 20, 50, 46)}" ${O}/><path d="M-50 30C-40 0-10-10 20-10C40-10 50 10 40 30Z" fill="${hsl(p.hue, 55, 40)}" ${O}/>` +
    `<path d="M-50 30C-66 20-70 0-64-10" stroke="${hsl(p.hue, 55, 36)}" stroke-width="10" fill="none" stroke-linecap="round"/><path d="M-30 30v24M20 30v24" stroke="${hsl(p.hue, 55, 32)}" stroke-width="9"/>` +
    `<path d="M30-10C30-30 50-42 66-34L72-22L52-18C46-8 40-6 30-10Z" fill="${hsl(p.hue, 55, 44)}" ${O}/>${eye(52, -30, 3)}<path d="M46-40L50-52L56-38" fill="${p.accent}"/>`,
  palanquin: (p) =>
    `<path d="M-10 0C-40-50-70-30-60 0C-70 20-40 40-10 10Z" fill="${hsl(p.hue, 60, 70)}" ${O}/><path d="M10 0C40-50 70-30 60 0C70 20 40 40 10 10Z" fill="${hsl(p.hue, 60, 64)}" ${O}/>` +
    `<ellipse rx="10" ry="28" fill="#6b4b2a" ${O}/><path d="M-34 30H34V56H-34Z" fill="${hsl(p.hue + 180, 40, 40)}" ${O}/><path d="M-40 30L0 14L40 30Z" fill="${p.accent}" ${O}/><path d="M0 28V14" stroke="#fff" stroke-width="2"/>`,
};

function horse(p: Paint, small: boolean, coatOverride?: string): string {
  const coat = coatOverride ?? hsl(20 + (p.hue % 40), 35, 22 + (p.hue % 40));
  const s = small ? ' transform="scale(.85) translate(0 10)"' : '';
  return (
    `<g${s}><path d="M-46-6C-50-24-30-30 10-28C30-26 36-10 34 10C30 24 -40 26 -46 10Z" fill="${coat}" ${O}/>` +
    `<path d="M-40 16v40M-24 18v40M14 18v40M28 14v40" stroke="${coat}" stroke-width="9"/><path d="M-40 56h6M-24 58h6M14 58h6M28 54h6" stroke="#222" stroke-width="6"/>` +
    `<path d="M20-24C24-50 40-66 56-58L68-36C70-28 60-26 56-32L44-36C40-24 30-18 20-24Z" fill="${coat}" ${O}/>${eye(50, -50, 3)}` +
    `<path d="M24-30C26-50 36-62 48-64" stroke="#2b1d16" stroke-width="8" fill="none"/><path d="M-46-14C-60-10-64 10-58 26" stroke="#2b1d16" stroke-width="8" fill="none"/>` +
    `<path d="M-20-30H10V-10H-20Z" fill="${p.accent}" ${O}/><path d="M-14-10V10" stroke="#4a3a2a" stroke-width="3"/></g>`
  );
}
