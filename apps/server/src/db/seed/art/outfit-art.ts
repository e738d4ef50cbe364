import { createRng, type Rng } from '../random.ts';
import { hsl, n, svgDocument } from '../svg.ts';
import { arms } from './arms.ts';
import { hairBack, head, type Look, pickLook } from './character.ts';

export const OUTFIT_CATEGORIES = ['Formal', 'Casual', 'Festival', 'Battle', 'Royal', 'Seasonal'] as const;
export type OutfitCategory = (typeof OUTFIT_CATEGORIES)[number];

export type Season = 'winter' | 'spring' | 'summer' | 'autumn';

export type OutfitPalette = {
  hue: number;
  primary: string;
  primaryDark: string;
  secondary: string;
  light: string;
  accent: string;
  backdrop: [string, string];
};

export type OutfitArtInput = {
  number: number;
  name: string;
  category: OutfitCategory;
  season?: Season | null;
};

export type OutfitArt = { overall: string; male: string; female: string };

export const OUTFIT_WIDTH = 300;
export const OUTFIT_HEIGHT = 400;

const ACCENTS = ['#e9c15a', '#d9dde3', '#f2a7b8', '#9fe3d2'];

/** The colours of outfit N: a golden-angle walk round the colour wheel, so neighbours differ. */
export function outfitPalette(number: number): OutfitPalette {
  const hue = (number * 137.508) % 360;
  const offset = [35, 150, 180, 210, -35][number % 5] ?? 180;
  const sat = 48 + ((number * 7) % 5) * 6;
  const light = 40 + ((number * 3) % 4) * 4;
  return {
    hue,
    primary: hsl(hue, sat, light),
    primaryDark: hsl(hue, sat, light - 16),
    secondary: hsl(hue + offset, sat - 10, light - 8),
    light: hsl(hue, 40, 88),
    accent: ACCENTS[number % ACCENTS.length] ?? '#e9c15a',
    backdrop: [hsl(hue + 20, 45, 93), hsl(hue + 40, 35, 74)],
  };
}

type Figure = { gender: 'male' | 'female'; palette: OutfitPalette; category: OutfitCategory; rng: Rng };

/** Draws the three images of outfit N: overall (both versions), male and female; each 300×400. */
export function outfitArtSvgs(input: OutfitArtInput): OutfitArt {
  const palette = outfitPalette(input.number);
  const skinRng = createRng(`outfit:${input.number}:people`);
  const femaleLook = pickLook(skinRng, { beard: 0, bright: input.category === 'Festival' });
  const maleLook = pickLook(skinRng, { beard: 0.35, bright: input.category === 'Festival' });
  const female = drawFigure(
    { gender: 'female', palette, category: input.category, rng: createRng(`outfit:${input.number}:f`) },
    femaleLook,
  );
  const male = drawFigure(
    { gender: 'male', palette, category: input.category, rng: createRng(`outfit:${input.number}:m`) },
    maleLook,
  );
  const scene = backdrop(
    palette,
    input.category,
    input.season ?? 'winter',
    createRng(`outfit:${input.number}:scene`),
  );
  const single = (figure: string, version: string) =>
    svgDocument(
      OUTFIT_WIDTH,
      OUTFIT_HEIGHT,
      `${scene}<ellipse cx="150" cy="374" rx="78" ry="11" fill="#000" opacity=".14"/>${figure}`,
      `${input.name} (${version} version)`,
    );
  // Together: who stands on which side, how close and how each leans are the outfit's own.
  const layout = createRng(`outfit:${input.number}:layout`);
  const [left, right] = layout.next() < 0.5 ? [female, male] : [male, female];
  const gap = layout.range(0, 24);
  const place = (figure: string, x: number) =>
    `<g transform="translate(${n(x)} 66) scale(.8) rotate(${n(layout.range(-5, 5))} 150 370)">${figure}</g>`;
  const overall = svgDocument(
    OUTFIT_WIDTH,
    OUTFIT_HEIGHT,
    scene +
      '<ellipse cx="150" cy="362" rx="124" ry="11" fill="#000" opacity=".14"/>' +
      place(left, -34 - gap) +
      place(right, 94 + gap),
    input.name,
  );
  return { overall, male: single(male, 'male'), female: single(female, 'female') };
}

function backdrop(palette: OutfitPalette, category: OutfitCategory, season: Season, rng: Rng): string {
  const [top, bottom] = palette.backdrop;
  let motif = '';
  switch (category) {
    case 'Royal':
      motif =
        `<path d="M60 400V150A90 90 0 0 1 240 150V400" fill="#fff" opacity=".35"/>` +
        `<path d="M60 400V150A90 90 0 0 1 240 150V400" fill="none" stroke="${palette.accent}" ` +
        `stroke-width="4"` +
        ' opacity=".7"/>';
      break;
    case 'Festival':
      for (let i = 0; i < 16; i += 1) {
        const x = n(rng.range(10, 290));
        const y = n(rng.range(10, 300));
        const colour = hsl(rng.range(0, 360), 70, 60);
        motif +=
          `<rect x="${x}" y="${y}" width="6" height="10" rx="1" fill="${colour}" ` +
          `transform="rotate(${rng.int(0, 90)})" opacity=".6"/>`;
      }
      motif +=
        '<path d="M0 40Q75 80 150 40T300 40" fill="none" stroke="#fff" stroke-width="2" opacity=".8"/>';
      break;
    case 'Seasonal': {
      if (season === 'summer') motif += '<circle cx="236" cy="70" r="34" fill="#fff3b0" opacity=".85"/>';
      for (let i = 0; i < 14; i += 1) {
        const x = rng.range(10, 290);
        const y = rng.range(10, 320);
        const turn = `transform="rotate(${rng.int(0, 180)} ${n(x)} ${n(y)})" opacity=".65"`;
        if (season === 'winter') {
          motif += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rng.range(2, 5))}" fill="#fff" opacity=".85"/>`;
        } else {
          const colour =
            season === 'autumn'
              ? hsl(rng.range(10, 45), 70, 55)
              : season === 'spring'
                ? hsl(rng.range(330, 350), 70, 82)
                : hsl(rng.range(90, 130), 45, 50);
          motif += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="6" ry="3" fill="${colour}" ${turn}/>`;
        }
      }
      break;
    }
    case 'Battle':
      motif =
        '<path d="M70 60L230 300M230 60L70 300" stroke="#fff" stroke-width="10" stroke-linecap="round" ' +
        'opacity=".25"/>';
      break;
    case 'Formal':
      for (let i = 0; i < 10; i += 1) {
        motif += `<circle cx="${n(rng.range(10, 290))}" cy="${n(rng.range(10, 200))}" r="${n(
          rng.range(8, 26),
        )}" fill="#fff" opacity=".22"/>`;
      }
      break;
    case 'Casual':
      motif =
        '<circle cx="240" cy="64" r="30" fill="#fff6c8" opacity=".8"/>' +
        '<path d="M30 96q10-18 28-10q14-16 30 0q18-2 16 14H28q-8-2 2-4Z" fill="#fff" opacity=".8"/>';
      break;
  }
  return (
    `<defs><linearGradient id="bk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
    `<stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="300" height="400" fill="url(#bk)"/>${horizon(rng, palette)}${motif}` +
    '<rect y="340" width="300" height="60" fill="#000" opacity=".06"/>'
  );
}

function drawFigure(figure: Figure, look: Look): string {
  const { gender, palette: p, category, rng } = figure;
  const { skin } = look;
  const flare = rng.range(-22, 26);
  const hem = rng.range(-40, 0);
  let behind = '';
  let body = '';
  let front = '';

  if (category === 'Royal') {
    behind += `<path d="M110 112H190L226 360Q150 378 74 360Z" fill="${p.secondary}"/>`;
    behind += `<path d="M110 112H190L226 360Q150 378 74 360Z" fill="#000" opacity=".15"/>`;
  }
  if (gender === 'female') {
    // Arms, then bodice and skirt
    body +=
      arms([122, 118, 106, 176, 110, 222], { width: 13, colour: p.primary }, { y: 226, r: 7, skin }) +
      `<path d="M131 170Q150 178 169 170C186 230 ${n(212 + flare)} ${n(298 + hem)} ${n(232 + flare)} ${n(356 + hem)}Q150 ${n(380 + hem)} ${n(68 - flare)} ${n(356 + hem)}C${n(88 - flare)} ${n(298 + hem)} 114 230 131 170Z" ` +
      `fill="${p.primaryDark}"/>` +
      `<path d="M150 180C146 240 138 300 128 366M150 180C158 240 170 300 184 364" stroke="#fff" ` +
      'stroke-width="2" opacity=".18" fill="none"/>' +
      `<path d="M${n(70 - flare)} ${n(352 + hem)}Q150 ${n(376 + hem)} ${n(230 + flare)} ${n(352 + hem)}" stroke="${p.accent}" stroke-width="5" fill="none"/>` +
      (hem < -20
        ? `<path d="M132 ${n(370 + hem)}V366M168 ${n(370 + hem)}V366" stroke="${skin}" stroke-width="9"/>`
        : '') +
      `<path d="M120 112Q150 122 180 112L172 176Q150 182 128 176Z" fill="${p.primary}"/>` +
      `<path d="M130 114Q150 136 170 114" fill="${skin}"/>` +
      `<path d="M128 172Q150 180 172 172V182Q150 190 128 182Z" fill="${p.accent}"/>`;
    if (rng.next() < 0.5) {
      body +=
        `<path d="M131 182Q150 188 169 182L182 250Q150 262 118 250Z" fill="${p.secondary}" ` +
        `opacity=".9"/>`;
    }
  } else {
    // Arms, legs, then coat
    body +=
      arms([116, 120, 102, 182, 104, 236], { width: 15, colour: p.primary }, { y: 241, r: 8, skin }) +
      `<path d="M128 220H148L146 350H130ZM152 220H172L170 350H154Z" fill="${p.secondary}"/>` +
      '<path d="M126 346H148V370H120Q118 356 126 346ZM152 346H174Q182 356 180 370H152Z" fill="#2b2230"/>' +
      `<path d="M112 116Q150 104 188 116L196 252L160 264L150 208L140 264L104 252Z" ` +
      `fill="${p.primaryDark}"/>` +
      `<path d="M136 112L150 150L164 112" fill="${p.light}"/>` +
      `<path d="M136 112L150 150L164 112" fill="none" stroke="${p.accent}" stroke-width="3"/>` +
      `<path d="M150 150V206" stroke="${p.accent}" stroke-width="2"/>` +
      `<circle cx="150" cy="166" r="3" fill="${p.accent}"/><circle cx="150" cy="184" r="3" ` +
      `fill="${p.accent}"/>` +
      `<rect x="108" y="204" width="84" height="9" fill="${p.secondary}"/>`;
  }

  // Neck and head from the shared face kit, at about two thirds of its size
  behind = `<g transform="translate(150 76) scale(.66)">${hairBack(look)}</g>${behind}`;
  body +=
    `<rect x="143" y="92" width="14" height="24" fill="${skin}"/>` +
    `<g transform="translate(150 76) scale(.66)">${head(look, { hatted: category === 'Royal' || category === 'Casual' })}</g>`;
  if (gender === 'male' && rng.next() < 0.5)
    body += `<path d="M104 252L100 300H200L196 252Z" fill="${p.primaryDark}"/><path d="M100 300H200" stroke="${p.accent}" stroke-width="3"/>`;

  front += accessories(figure);
  return behind + body + front;
}

function accessories(figure: Figure): string {
  const { gender, palette: p, category } = figure;
  const female = gender === 'female';
  switch (category) {
    case 'Royal':
      return (
        `<path d="M134 54L136 36L143 46L150 32L157 46L164 36L166 54Z" fill="${p.accent}" stroke="#0003"/>` +
        `<circle cx="150" cy="44" r="2.5" fill="${p.secondary}"/>` +
        `<path d="M116 116Q150 134 184 116" stroke="#fff" stroke-width="7" fill="none" opacity=".9"/>`
      );
    case 'Battle':
      return (
        `<ellipse cx="${female ? 120 : 114}" cy="118" rx="17" ry="11" fill="#cfd6de" stroke="#7d8894"/>` +
        `<ellipse cx="${female ? 180 : 186}" cy="118" rx="17" ry="11" fill="#cfd6de" stroke="#7d8894"/>` +
        (female
          ? `<circle cx="206" cy="214" r="24" fill="${p.secondary}" stroke="#cfd6de" stroke-width="5"/>` +
            `<circle cx="206" cy="214" r="6" fill="${p.accent}"/>`
          : '<path d="M93 246L86 340" stroke="#cfd6de" stroke-width="5" stroke-linecap="round"/>' +
            `<path d="M86 244H102" stroke="${p.accent}" stroke-width="5" stroke-linecap="round"/>`)
      );
    case 'Festival':
      return (
        [-3, -1.5, 0, 1.5, 3]
          .map(
            (i) =>
              `<circle cx="${n(150 + i * 7)}" cy="${n(55 + Math.abs(i) * 2.5)}" r="4.5" fill="${hsl(
                p.hue + i * 40,
                70,
                65,
              )}"/>`,
          )
          .join('') +
        `<path d="M${female ? 190 : 196} 226V262" stroke="#6b4b2a" stroke-width="2"/>` +
        `<ellipse cx="${female ? 190 : 196}" cy="274" rx="11" ry="14" fill="#ffcf5a" stroke="${p.accent}" ` +
        'stroke-width="2"/>'
      );
    case 'Seasonal':
      return (
        '<path d="M122 112Q150 132 178 112Q182 124 170 130Q150 140 130 130Q118 124 122 112Z" ' +
        'fill="#fbf8f2"/>' +
        `<path d="M162 128L170 176L178 172L172 126Z" fill="${p.secondary}"/>`
      );
    case 'Formal':
      return female
        ? `<path d="M136 120Q150 134 164 120" stroke="${p.accent}" stroke-width="2.5" fill="none"/>` +
            `<circle cx="150" cy="129" r="4" fill="${p.accent}"/>`
        : `<path d="M140 114L150 120L160 114V126L150 120L140 126Z" fill="${p.secondary}"/>` +
            `<path d="M118 120L182 204" stroke="${p.accent}" stroke-width="6" opacity=".85"/>`;
    case 'Casual':
      return (
        `<path d="M124 116L180 200" stroke="#7a5536" stroke-width="4"/>` +
        `<rect x="172" y="194" width="26" height="22" rx="4" fill="#9a6b43"/>` +
        `<path d="M122 56Q150 30 178 56Q196 60 178 64H122Q104 60 122 56Z" fill="${p.secondary}"/>`
      );
  }
}

/** A seeded line of hills, trees or roofs behind the figures, so no two backdrops match. */
function horizon(rng: Rng, palette: OutfitPalette): string {
  const base = rng.range(250, 310);
  const kind = rng.int(0, 2);
  let d = `M0 400V${n(base)}`;
  for (let x = 0; x <= 300; x += 30) {
    const y =
      kind === 0
        ? base - rng.range(0, 50)
        : kind === 1
          ? base - (x % 60 === 0 ? rng.range(30, 70) : 0)
          : base - rng.range(10, 30);
    d += kind === 2 ? `L${x} ${n(y)}L${x + 15} ${n(y - 14)}L${x + 30} ${n(y)}` : `L${x} ${n(y)}`;
  }
  return `<path d="${d}V400Z" fill="${hsl(palette.hue + rng.range(60, 200), 30, rng.range(45, 70))}" opacity=".45"/>`;
}
