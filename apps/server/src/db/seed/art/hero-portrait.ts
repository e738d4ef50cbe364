import type { HeroClass, HeroRole, Rarity } from '@haven/shared/heroes/constants';
import { createRng, hashString, type Rng } from '../random.ts';
import { hsl, n } from '../svg.ts';
import { CARD_CLIP, CARD_SIZE, cardSvg, linearGradient, rarityBadge, sparkleField } from './card-frame.ts';
import { hairBack, head, pickLook, shoulders } from './character.ts';
import { CLASS_HUE, CLASS_ICON, RARITY_COLOURS } from './palette.ts';

export type PortraitInput = {
  name: string;
  heroClass: HeroClass;
  rarity: Rarity;
  roles?: readonly HeroRole[];
};

export const PORTRAIT_SIZE = CARD_SIZE;

// Each hero is a character of their own: the name seeds the face, hair, palette, scene and pose;
// the class picks the costume and the kind of weapon or tool, the first role picks which one and
// how broad the figure stands (a Tank in heavy pauldrons, a Support lighter), and the rarity keeps
// its frame, badge, sparkles and, for the two highest, a cape.

const METAL =
  '<linearGradient id="mt" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f7fa"/>' +
  '<stop offset=".55" stop-color="#a9b4c0"/><stop offset="1" stop-color="#5d6873"/></linearGradient>';

const OUTLINE = 'stroke="#1b1423" stroke-opacity=".5" stroke-width="2" stroke-linejoin="round"';

/** Draws a deterministic portrait of a hero (a 256×256 SVG card) from the hero's own traits. */
export function heroPortraitSvg(input: PortraitInput): string {
  const rng = createRng(`portrait:${input.name}`);
  const role = input.roles?.[0] ?? 'Support';
  const rarity = RARITY_COLOURS[input.rarity];
  const rare = input.rarity === 'LR' || input.rarity === 'GR';
  // Costume hue from the name, anywhere on the wheel; the backdrop sits far from it.
  const hue = (hashString(input.name) % 360) + rng.range(-6, 6);
  const sceneHue = CLASS_HUE[input.heroClass] + rng.range(-40, 40) + (rng.next() < 0.5 ? 0 : 150);
  const look = pickLook(rng, {
    bright: input.rarity !== 'R' && input.rarity !== 'SR',
    glasses: input.heroClass === 'Scholar' ? 0.35 : 0.08,
    beard: input.heroClass === 'Guard' || input.heroClass === 'Gourmet' ? 0.3 : 0.15,
  });
  const side = rng.next() < 0.5 ? -1 : 1;
  const tilt = rng.range(-6, 6);
  const shift = rng.range(-8, 8) - side * 6;
  const half = role === 'Tank' ? 96 : role === 'Support' ? 74 : 84;

  const defs =
    '<defs>' +
    linearGradient('fr', rarity, 'x1="0" y1="0" x2="1" y2="1"') +
    `<radialGradient id="bg" cx="50%" cy="36%" r="80%"><stop offset="0" stop-color="${hsl(sceneHue, 55, 70)}"/>` +
    `<stop offset="1" stop-color="${hsl(sceneHue + 25, 50, 16)}"/></radialGradient>` +
    '<linearGradient id="sh" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".22"/>' +
    '<stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient>' +
    METAL +
    CARD_CLIP +
    '</defs>';

  const scene = backdrop(rng, input.heroClass, sceneHue);
  const sparkles = sparkleField(rng, input.rarity, {
    left: [20, 70],
    right: [186, 236],
    top: 40,
    bottom: 190,
  });
  const cape = rare
    ? `<path d="M${n(128 - half + 6)} 170L${n(128 - half - 20)} 256H${n(128 + half + 20)}L${n(128 + half - 6)} 170Z" fill="${hsl(hue + 180, 55, 32)}"/>` +
      `<path d="M${n(128 - half + 6)} 170L${n(128 - half - 20)} 256" stroke="${rarity[0]}" stroke-width="4"/>` +
      `<path d="M${n(128 + half - 6)} 170L${n(128 + half + 20)} 256" stroke="${rarity[0]}" stroke-width="4"/>`
    : '';
  const aura =
    role === 'AOE' || role === 'Control'
      ? `<circle cx="128" cy="110" r="${role === 'AOE' ? 92 : 80}" fill="none" stroke="${hsl(hue + 60, 90, 75)}" ` +
        `stroke-width="${role === 'AOE' ? 10 : 3}" stroke-dasharray="${role === 'AOE' ? '2 0' : '14 8'}" opacity=".35"/>`
      : '';

  const tool = weapon(input.heroClass, role, rng, hue, rarity);
  const toolX = 128 + side * 78;
  const toolAngle = side * rng.range(8, 24);
  const toolLayer =
    `<g transform="translate(${n(toolX)} 150) rotate(${n(toolAngle)})">${tool}</g>` +
    `<circle cx="${n(toolX + side * 2)}" cy="168" r="9" fill="${look.skin}" ${OUTLINE}/>`;

  const body = costume(input.heroClass, role, rng, hue, half, rarity);
  const hat = headwear(input.heroClass, rng, hue, rarity[1] ?? '#e3b341');
  const figure =
    `<g transform="translate(${n(128 + shift)} 0)">` +
    `<g transform="translate(0 98) rotate(${n(tilt)})">${hairBack(look)}</g>` +
    `<g transform="translate(0 146)"><rect x="-12" y="-16" width="24" height="26" fill="${look.skin}"/>` +
    `<rect x="-12" y="-16" width="24" height="26" fill="#000" opacity=".15"/>${body}</g>` +
    `<g transform="translate(0 98) rotate(${n(tilt)})">${head(look, { fierce: role === 'Single Attack' || role === 'Tank', hatted: hat.hides })}${hat.svg}</g>` +
    '</g>';

  const inner =
    `<g clip-path="url(#in)">${scene}${aura}${sparkles}${cape}` +
    (side < 0 ? toolLayer + figure : figure + toolLayer) +
    '</g>';

  const medallion =
    `<circle cx="220" cy="36" r="19" fill="${hsl(CLASS_HUE[input.heroClass], 45, 30)}" stroke="url(#fr)" stroke-width="3"/>` +
    `<g transform="translate(220 36) scale(.9)">${CLASS_ICON[input.heroClass]}</g>`;

  return cardSvg({
    defs,
    picture: inner,
    name: input.name,
    corners: rarityBadge(input.rarity) + medallion,
    title: `${input.name}, ${input.rarity} ${input.heroClass}`,
  });
}

/** One of several scenes behind the figure; the class leans the choice, the name decides it. */
function backdrop(rng: Rng, heroClass: HeroClass, hue: number): string {
  const byClass: Record<HeroClass, number[]> = {
    Guard: [0, 1, 2, 6],
    Scholar: [3, 4, 6, 1],
    Doctor: [5, 2, 4, 0],
    Gourmet: [7, 5, 2, 3],
  };
  const kind = rng.pick(byClass[heroClass]);
  const dark = hsl(hue + 20, 35, 22);
  const mid = hsl(hue + 10, 35, 38);
  let out = '<rect width="256" height="256" fill="url(#bg)"/>';
  switch (kind) {
    case 0: {
      // Mountains under a low sun
      out += `<circle cx="${n(rng.range(60, 200))}" cy="70" r="26" fill="#fff" opacity=".35"/>`;
      let d = 'M0 256V150';
      for (let x = 0; x <= 256; x += 32) d += `L${x} ${n(rng.range(110, 170) - (x % 64 === 0 ? 20 : 0))}`;
      out += `<path d="${d}V256Z" fill="${mid}"/><path d="M0 256V190Q128 160 256 196V256Z" fill="${dark}"/>`;
      break;
    }
    case 1: {
      // Castle wall with banners
      out += `<path d="M0 120h256v136H0Z" fill="${dark}"/>`;
      for (let x = 0; x < 256; x += 32)
        out += `<rect x="${x}" y="108" width="18" height="14" fill="${dark}"/>`;
      const bx = rng.pick([40, 196]);
      out += `<path d="M${bx - 14} 124h28v60l-14-10-14 10Z" fill="${hsl(hue + 180, 55, 45)}"/>`;
      out += `<path d="M${256 - bx - 14} 124h28v60l-14-10-14 10Z" fill="${hsl(hue + 180, 55, 45)}" opacity=".7"/>`;
      break;
    }
    case 2: {
      // Rays
      let d = '';
      const turn = rng.int(0, 29);
      for (let i = 0; i < 12; i += 1) {
        const a = ((i * 30 + turn) * Math.PI) / 180;
        const b = ((i * 30 + turn + 12) * Math.PI) / 180;
        d += `M128 100L${n(128 + 240 * Math.cos(a))} ${n(100 + 240 * Math.sin(a))}L${n(128 + 240 * Math.cos(b))} ${n(100 + 240 * Math.sin(b))}Z`;
      }
      out += `<path d="${d}" fill="#fff" opacity=".1"/>`;
      break;
    }
    case 3: {
      // Bookshelves: the books of each of three shades share one path
      const books = ['', '', ''];
      for (let y = 24; y < 220; y += 46) {
        out += `<rect x="0" y="${y + 38}" width="256" height="6" fill="${dark}"/>`;
        let x = 4;
        while (x < 250) {
          const w = rng.int(10, 18);
          books[rng.int(0, 2)] += `M${x} ${y + rng.int(4, 12)}h${w}v38h-${w}Z`;
          x += w + 1;
        }
      }
      out += books
        .map((d, i) => `<path d="${d}" fill="${hsl(hue + (i - 1) * 50, 40, 30 + i * 8)}" opacity=".75"/>`)
        .join('');
      break;
    }
    case 4: {
      // Night sky with a moon and stars
      out += '<rect width="256" height="256" fill="#0a0f2a" opacity=".45"/>';
      let d = '';
      for (let i = 0; i < 30; i += 1) {
        const x = rng.range(10, 246);
        const y = rng.range(10, 200);
        d += `M${n(x)} ${n(y)}h1.6v1.6h-1.6Z`;
      }
      out += `<path d="${d}" fill="#fff" opacity=".8"/>`;
      out += `<circle cx="${n(rng.range(40, 216))}" cy="52" r="22" fill="#fff6d6" opacity=".85"/>`;
      break;
    }
    case 5: {
      // Leaves and vines
      for (let i = 0; i < 16; i += 1) {
        const x = rng.range(0, 256);
        const y = rng.range(0, 230);
        out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="16" ry="7" fill="${hsl(hue + rng.range(-30, 30), 45, rng.range(30, 55))}" transform="rotate(${rng.int(0, 180)} ${n(x)} ${n(y)})" opacity=".55"/>`;
      }
      break;
    }
    case 6: {
      // Stained-glass window
      out += `<path d="M68 256V100A60 60 0 0 1 188 100V256Z" fill="#fff" opacity=".16"/>`;
      out += `<path d="M128 40V256M68 140H188M78 70L178 210M178 70L78 210" stroke="${dark}" stroke-width="4" opacity=".5"/>`;
      break;
    }
    default: {
      // Hearth: brick wall with a warm glow
      let d = '';
      for (let y = 0; y < 256; y += 18) {
        for (let x = (y / 18) % 2 ? -18 : 0; x < 256; x += 36) d += `M${x + 1} ${y + 1}h34v16h-34Z`;
      }
      out += `<path d="${d}" fill="${dark}" opacity=".35"/>`;
      out += '<ellipse cx="128" cy="230" rx="120" ry="60" fill="#ffb347" opacity=".25"/>';
      break;
    }
  }
  return out;
}

type Hat = { svg: string; hides: boolean };

/** Headwear round the head's centre (0, 0), or none; each class has its own wardrobe. */
function headwear(heroClass: HeroClass, rng: Rng, hue: number, trim: string): Hat {
  const pick = rng.int(0, 4);
  const cloth = hsl(hue, 50, 34);
  switch (heroClass) {
    case 'Guard':
      if (pick === 0)
        return {
          hides: true,
          svg:
            `<path d="M-36 6C-38-34-20-46 0-46S38-34 36 6H24C24-14 14-24 0-24S-24-14-24 6Z" fill="url(#mt)" ${OUTLINE}/>` +
            `<path d="M0-46C8-66 26-70 36-64C24-60 14-54 8-44Z" fill="${trim}"/>`,
        };
      if (pick === 1)
        return {
          hides: true,
          svg: `<path d="M-34 4C-36-36-18-46 0-46S36-36 34 4L20 10V-4H-20V10Z" fill="url(#mt)" ${OUTLINE}/><path d="M0-46V-4" stroke="#0003" stroke-width="3"/>`,
        };
      if (pick === 2)
        return {
          hides: false,
          svg: `<path d="M-32-18Q0-30 32-18" stroke="${trim}" stroke-width="5" fill="none"/><circle cx="0" cy="-27" r="4" fill="${hsl(hue + 180, 70, 55)}"/>`,
        };
      return { hides: false, svg: '' };
    case 'Scholar':
      if (pick === 0)
        return {
          hides: true,
          svg: `<path d="M-46-14H46L6-92Q0-96-4-90Z" fill="${cloth}" ${OUTLINE}/><path d="M-40-18H40" stroke="${trim}" stroke-width="5"/><circle cx="6" cy="-88" r="4" fill="${trim}"/>`,
        };
      if (pick === 1)
        return {
          hides: true,
          svg: `<path d="M-42-32L0-48L42-32L0-16Z" fill="#1d1830"/><path d="M-24-28V-16C-12-10 12-10 24-16V-28" fill="#1d1830"/><path d="M42-32V-8" stroke="${trim}" stroke-width="2.5"/><circle cx="42" cy="-6" r="3.5" fill="${trim}"/>`,
        };
      if (pick === 2)
        return {
          hides: true,
          svg: `<path d="M-40 40C-46-30-24-52 0-52S46-30 40 40L30 40C32-10 20-30 0-30S-32-10-30 40Z" fill="${cloth}" ${OUTLINE}/>`,
        };
      return { hides: false, svg: '' };
    case 'Doctor':
      if (pick === 0)
        return {
          hides: false,
          svg: [-40, -20, 0, 20, 40]
            .map(
              (deg) =>
                `<ellipse cx="0" cy="-38" rx="5" ry="9" fill="${hsl(hue + 120, 55, 42)}" transform="rotate(${deg})"/>`,
            )
            .join(''),
        };
      if (pick === 1)
        return {
          hides: false,
          svg: [-36, -12, 12, 36]
            .map(
              (deg) =>
                `<circle cx="0" cy="-38" r="6" fill="${hsl(hue + deg * 3, 70, 72)}" transform="rotate(${deg})"/>`,
            )
            .join(''),
        };
      if (pick === 2)
        return {
          hides: true,
          svg: `<path d="M-34-16C-34-40-18-48 0-48S34-40 34-16Z" fill="${hsl(hue, 25, 92)}" ${OUTLINE}/><path d="M-34-20H34" stroke="${cloth}" stroke-width="4"/>`,
        };
      if (pick === 3)
        return {
          hides: false,
          svg: '<path d="M-34-22H34" stroke="#4a3a2a" stroke-width="5"/><g fill="#9fd8ff" stroke="#4a3a2a" stroke-width="3"><circle cx="-13" cy="-24" r="8"/><circle cx="13" cy="-24" r="8"/></g>',
        };
      return { hides: false, svg: '' };
    case 'Gourmet':
      if (pick === 0)
        return {
          hides: true,
          svg: '<path d="M-30-26H30V-44C44-48 44-72 26-70C22-88-22-88-26-70C-44-72-44-48-30-44Z" fill="#fbf7ef" stroke="#0002"/><path d="M-30-36H30V-24H-30Z" fill="#e7dccb"/>',
        };
      if (pick === 1)
        return {
          hides: true,
          svg: `<path d="M-34-14C-36-40-18-48 0-48S36-40 34-14Z" fill="${cloth}"/><path d="M30-22L46-6L40-30Z" fill="${cloth}"/><circle cx="-18" cy="-34" r="3" fill="#fff" opacity=".6"/><circle cx="12" cy="-38" r="3" fill="#fff" opacity=".6"/>`,
        };
      if (pick === 2)
        return {
          hides: true,
          svg: `<ellipse cx="6" cy="-34" rx="38" ry="14" fill="${cloth}" transform="rotate(-10)"/><circle cx="4" cy="-48" r="4" fill="${cloth}"/>`,
        };
      return { hides: false, svg: '' };
  }
}

/** The body below the neck, drawn with shoulders at y = 0 and about 2 × `half` wide. */
function costume(
  heroClass: HeroClass,
  role: HeroRole,
  rng: Rng,
  hue: number,
  half: number,
  rarity: readonly string[],
): string {
  const main = hsl(hue, 50, 38);
  const deep = hsl(hue, 45, 24);
  const trim = rarity[1] ?? '#e3b341';
  const second = hsl(hue + rng.pick([40, 150, 200]), 50, 48);
  let out = shoulders(half, main);
  switch (heroClass) {
    case 'Guard': {
      out +=
        `<path d="M-40 8H40L34 90H-34Z" fill="url(#mt)" ${OUTLINE}/>` +
        `<path d="M-20 30H20L16 90H-16Z" fill="${second}"/>` +
        `<path d="M-26 4Q0 20 26 4" stroke="${trim}" stroke-width="4" fill="none"/>`;
      const r = role === 'Tank' ? 34 : 26;
      out +=
        `<ellipse cx="${-half + 20}" cy="24" rx="${r}" ry="${r * 0.7}" fill="url(#mt)" ${OUTLINE}/>` +
        `<ellipse cx="${half - 20}" cy="24" rx="${r}" ry="${r * 0.7}" fill="url(#mt)" ${OUTLINE}/>` +
        `<path d="M${-half} 26Q${-half + 20} 10 ${-half + 40} 26M${half - 40} 26Q${half - 20} 10 ${half} 26" stroke="${trim}" stroke-width="3" fill="none"/>`;
      if (rng.next() < 0.5) out += `<path d="M-40 12L40 70" stroke="${deep}" stroke-width="9"/>`;
      break;
    }
    case 'Scholar': {
      out +=
        `<path d="M-22 0L0 50L22 0Z" fill="${hsl(hue, 20, 90)}"/>` +
        `<path d="M-30-2L-6 90H-18L-40 6ZM30-2L6 90H18L40 6Z" fill="${second}"/>` +
        `<path d="M-24-2L0 52L24-2" stroke="${trim}" stroke-width="4" fill="none"/>`;
      if (rng.next() < 0.5)
        out += `<path d="M-34-4C-40-20-20-22-20-4ZM34-4C40-20 20-22 20-4Z" fill="${deep}"/>`;
      out += `<circle cx="0" cy="58" r="6" fill="${trim}" ${OUTLINE}/>`;
      break;
    }
    case 'Doctor': {
      const coat = hsl(hue, 18, 90);
      out +=
        `<path d="M${-half} 90V40C${-half} 14 ${n(-half * 0.6)} 2 -22 0L-8 90Z" fill="${coat}"/>` +
        `<path d="M${half} 90V40C${half} 14 ${n(half * 0.6)} 2 22 0L8 90Z" fill="${coat}"/>` +
        `<path d="M-22 0L-6 40L-16 28L-28 6ZM22 0L6 40L16 28L28 6Z" fill="${hsl(hue, 18, 74)}"/>` +
        `<path d="M-8 90L-6 40L0 48L6 40L8 90Z" fill="${deep}"/>`;
      if (rng.next() < 0.6)
        out += `<path d="M${-half + 16} 10L${half - 26} 80" stroke="#6b4b2a" stroke-width="6"/><rect x="${half - 44}" y="62" width="30" height="24" rx="5" fill="#8a5a34" ${OUTLINE}/>`;
      out += `<path d="M-30 30h10M-25 25v10" stroke="${second}" stroke-width="4"/>`;
      break;
    }
    case 'Gourmet': {
      out +=
        `<path d="M-34 30H34V90H-34Z" fill="${hsl(hue, 25, 94)}"/>` +
        `<path d="M-34 30L-46 6M34 30L46 6" stroke="${hsl(hue, 25, 94)}" stroke-width="6"/>` +
        `<path d="M-18-2Q0 14 18-2L10 22L0 14L-10 22Z" fill="${second}"/>` +
        `<path d="M-34 54H34" stroke="${trim}" stroke-width="3"/>`;
      if (rng.next() < 0.5) out += `<rect x="8" y="60" width="18" height="16" rx="3" fill="${deep}"/>`;
      break;
    }
  }
  return out;
}

/** The weapon or tool, drawn upright with its grip at (0, 18); the caller places and tilts it. */
function weapon(
  heroClass: HeroClass,
  role: HeroRole,
  rng: Rng,
  hue: number,
  rarity: readonly string[],
): string {
  const accent = hsl(hue + 180, 70, 55);
  const trim = rarity[1] ?? '#e3b341';
  const wood = '#7a4f2c';
  const alt = rng.next() < 0.5;
  const key = `${heroClass}:${role}`;
  const sword = `<path d="M0-104L8-90V6H-8V-90Z" fill="url(#mt)" ${OUTLINE}/><rect x="-22" y="4" width="44" height="8" rx="4" fill="${trim}" ${OUTLINE}/><rect x="-4" y="12" width="8" height="22" fill="${wood}"/><circle cx="0" cy="36" r="5" fill="${trim}"/>`;
  const staff = (head: string) =>
    `<rect x="-3.5" y="-80" width="7" height="170" rx="3" fill="${wood}" ${OUTLINE}/>${head}`;
  switch (key) {
    case 'Guard:Tank':
    case 'Guard:Support':
      return alt
        ? `<path d="M-34-60H34V0C34 30 12 46 0 52C-12 46-34 30-34 0Z" fill="${hsl(hue, 50, 40)}" stroke="url(#mt)" stroke-width="6"/><path d="M0-54V46M-30-14H30" stroke="${trim}" stroke-width="5"/>`
        : `<rect x="-30" y="-70" width="60" height="120" rx="10" fill="url(#mt)" ${OUTLINE}/><rect x="-20" y="-58" width="40" height="96" rx="6" fill="${hsl(hue, 50, 40)}"/><circle cx="0" cy="-10" r="10" fill="${trim}"/>`;
    case 'Guard:Single Attack':
      return alt ? sword : `<g transform="scale(1.2)">${sword}</g>`;
    case 'Guard:AOE':
      return staff(`<path d="M0-96L10-80H-10ZM4-78C30-78 34-50 4-46Z" fill="url(#mt)" ${OUTLINE}/>`);
    case 'Guard:Control':
      return staff(
        `<path d="M0-110L9-80H-9Z" fill="url(#mt)" ${OUTLINE}/><path d="M-10-76h20" stroke="${accent}" stroke-width="5"/><path d="M6-70l18 14-4 12" stroke="${accent}" stroke-width="3" fill="none"/>`,
      );
    case 'Scholar:AOE':
      return staff(
        `<circle cx="0" cy="-94" r="16" fill="${accent}" ${OUTLINE}/><circle cx="-5" cy="-99" r="5" fill="#fff" opacity=".7"/><path d="M-14-84C-20-100-10-114 0-112M14-84C20-100 10-114 0-112" stroke="${trim}" stroke-width="3" fill="none"/>`,
      );
    case 'Scholar:Control':
      return `<g transform="translate(0 -30)"><circle r="38" fill="none" stroke="${accent}" stroke-width="2" stroke-dasharray="4 5"/><path d="M-30-6Q-15-16 0-8Q15-16 30-6V24Q15 14 0 22Q-15 14-30 24Z" fill="${hsl(hue + 30, 45, 40)}" ${OUTLINE}/><path d="M-26-3Q-13-11 0-4V18Q-13 10-26 18ZM26-3Q13-11 0-4V18Q13 10 26 18Z" fill="#f6efdc"/></g>`;
    case 'Scholar:Support':
      return alt
        ? `<path d="M-6 40C-10-20 10-70 26-96C24-60 16-10 0 40Z" fill="#f6efdc" ${OUTLINE}/><path d="M-6 40L-10 56" stroke="#222" stroke-width="3"/>`
        : `<rect x="-3" y="-70" width="6" height="60" fill="${wood}"/><path d="M-16-14H16L12 28H-12Z" fill="${trim}" ${OUTLINE}/><rect x="-10" y="-8" width="20" height="30" fill="#ffe9a8"/>`;
    case 'Scholar:Single Attack':
      return `<rect x="-3" y="-60" width="6" height="90" rx="3" fill="#3a2a4a" ${OUTLINE}/><path d="M0-84L6-70L20-70L9-61L13-47L0-55L-13-47L-9-61L-20-70L-6-70Z" fill="${accent}" ${OUTLINE}/>`;
    case 'Doctor:Support':
      return alt
        ? staff(
            `<path d="M0-88C-24-100-20-124 0-116C20-124 24-100 0-88Z" fill="${hsl(hue + 120, 55, 45)}" ${OUTLINE}/><path d="M0-80C-16-86-18-100-8-100M0-80C16-86 18-100 8-100" stroke="${hsl(hue + 120, 55, 30)}" stroke-width="3" fill="none"/>`,
          )
        : `<path d="M-8-40H8V-24C22-16 24 10 16 22H-16C-24 10-22-16-8-24Z" fill="${accent}" fill-opacity=".8" ${OUTLINE}/><rect x="-10" y="-50" width="20" height="10" rx="3" fill="#8a5a34"/><path d="M-16 0H16" stroke="#fff" stroke-width="2" opacity=".5"/>`;
    case 'Doctor:Control':
      return `<rect x="-7" y="-70" width="14" height="70" rx="3" fill="#e8f4ff" fill-opacity=".85" ${OUTLINE}/><rect x="-5" y="-40" width="10" height="38" fill="${accent}"/><path d="M0-70V-96" stroke="#9aa6b2" stroke-width="3"/><path d="M-12 0H12M0 0V24" stroke="#555" stroke-width="5"/>`;
    case 'Doctor:Tank':
      return `<path d="M-30-44H30V6C30 30 12 42 0 48C-12 42-30 30-30 6Z" fill="${hsl(hue + 120, 45, 38)}" ${OUTLINE}/><path d="M-10-16C-10-30 4-34 14-30C12-18 4-12-10-16Z" fill="#dff5d8"/>`;
    case 'Doctor:Single Attack':
      return `<path d="M0-60L6-50V10H-6V-50Z" fill="url(#mt)" ${OUTLINE}/><rect x="-8" y="10" width="16" height="26" rx="4" fill="${accent}"/>`;
    case 'Gourmet:Tank':
      return `<circle cx="0" cy="-40" r="32" fill="#2f2f36" ${OUTLINE}/><circle cx="0" cy="-40" r="24" fill="#4a4a55"/><rect x="-5" y="-8" width="10" height="52" rx="4" fill="${wood}" ${OUTLINE}/>`;
    case 'Gourmet:Single Attack':
      return `<path d="M-24-80H18V-30H-24Z" fill="url(#mt)" ${OUTLINE}/><circle cx="8" cy="-68" r="4" fill="#1b1423" opacity=".5"/><rect x="-8" y="-30" width="12" height="52" rx="4" fill="${wood}" ${OUTLINE}/>`;
    case 'Gourmet:AOE':
      return `<path d="M-14-60H14L18 20H-18Z" fill="${hsl(hue + 20, 50, 40)}" ${OUTLINE}/><circle cx="0" cy="-66" r="8" fill="${trim}"/><path d="M-18 0H18" stroke="${trim}" stroke-width="4"/><g fill="#ff8a3d" opacity=".8"><circle cx="-22" cy="-78" r="4"/><circle cx="18" cy="-90" r="3"/><circle cx="-6" cy="-96" r="3"/></g>`;
    case 'Gourmet:Control':
      return alt
        ? `<rect x="-4" y="-20" width="8" height="60" rx="4" fill="${wood}"/><path d="M0-20C-22-40-16-90 0-96C16-90 22-40 0-20Z" fill="none" stroke="#c9d2da" stroke-width="4"/><path d="M0-20C-10-40-8-80 0-96C8-80 10-40 0-20Z" fill="none" stroke="#c9d2da" stroke-width="3"/>`
        : `<rect x="-10" y="-80" width="20" height="100" rx="10" fill="#d9b07a" ${OUTLINE}/><rect x="-4" y="-100" width="8" height="140" rx="4" fill="${wood}"/>`;
    default:
      // Gourmet support: a ladle or a covered platter
      return alt
        ? `<rect x="-4" y="-90" width="8" height="100" rx="4" fill="#c9d2da" ${OUTLINE}/><path d="M-20 10A20 20 0 0 0 20 10Z" fill="#c9d2da" ${OUTLINE}/>`
        : `<ellipse cx="0" cy="-10" rx="40" ry="8" fill="#c9d2da" ${OUTLINE}/><path d="M-32-12A32 30 0 0 1 32-12Z" fill="url(#mt)" ${OUTLINE}/><circle cx="0" cy="-44" r="5" fill="${trim}"/>`;
  }
}
