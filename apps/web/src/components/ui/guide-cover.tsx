import { createRng, hashString } from '@haven/shared/common/random';
import { cn } from '../../lib/cn';

const WIDTH = 320;
const HEIGHT = 180;

type Ridge = { points: string; fill: string };
type Scene = {
  sky: [string, string];
  moon: { x: number; y: number; r: number };
  stars: { x: number; y: number; r: number; opacity: number }[];
  ridges: Ridge[];
  emblem: string;
};

/** A mountain ridge across the picture, its peaks between `low` and `high` (from the top). */
function ridge(rng: ReturnType<typeof createRng>, low: number, high: number, fill: string): Ridge {
  const points = [`0,${HEIGHT}`];
  const steps = rng.int(4, 7);
  for (let i = 0; i <= steps; i++) {
    const x = Math.round((WIDTH / steps) * i);
    points.push(`${x},${Math.round(rng.range(high, low))}`);
  }
  points.push(`${WIDTH},${HEIGHT}`);
  return { points: points.join(' '), fill };
}

/**
 * The scene drawn for a guide without a thumbnail: a night sky in the colour of its first tag (or
 * of its title when it has none), a moon, stars and three mountain ridges placed by its title, so
 * each guide keeps its own picture and guides sharing a tag share a colour.
 */
export function coverScene(title: string, tags: readonly string[]): Scene {
  const hue = hashString((tags[0] ?? title).toLowerCase()) % 360;
  const rng = createRng(title);
  const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;
  return {
    sky: [hsl(hue, 55, 34), hsl(hue + 35, 50, 12)],
    moon: { x: rng.range(40, WIDTH - 40), y: rng.range(30, 60), r: rng.range(12, 20) },
    stars: Array.from({ length: 14 }, () => ({
      x: rng.range(0, WIDTH),
      y: rng.range(0, HEIGHT * 0.55),
      r: rng.range(0.6, 1.6),
      opacity: rng.range(0.35, 0.9),
    })),
    ridges: [
      ridge(rng, 120, 70, hsl(hue + 10, 35, 24)),
      ridge(rng, 145, 100, hsl(hue + 20, 40, 16)),
      ridge(rng, 170, 130, hsl(hue + 30, 45, 9)),
    ],
    emblem: hsl(hue, 80, 82),
  };
}

type GuideCoverProps = { title: string; tags: readonly string[]; className?: string };

/** A guide's drawn cover, filling its frame (the same frame a thumbnail takes, so nothing moves). */
export function GuideCover({ title, tags, className }: GuideCoverProps) {
  const scene = coverScene(title, tags);
  const id = `cover-${hashString(`${title} ${tags.join(' ')}`).toString(36)}`;
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="xMidYMid slice"
      className={cn('block size-full transition-transform duration-500 group-hover:scale-[1.03]', className)}
    >
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={scene.sky[0]} />
          <stop offset="1" stopColor={scene.sky[1]} />
        </linearGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor="#f5d98b" stopOpacity="0.5" />
          <stop offset="1" stopColor="#f5d98b" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width={WIDTH} height={HEIGHT} fill={`url(#${id}-sky)`} />
      {scene.stars.map((star) => (
        <circle
          key={`${star.x} ${star.y}`}
          cx={star.x}
          cy={star.y}
          r={star.r}
          fill="#fff"
          opacity={star.opacity}
        />
      ))}
      <circle cx={scene.moon.x} cy={scene.moon.y} r={scene.moon.r * 3} fill={`url(#${id}-glow)`} />
      <circle cx={scene.moon.x} cy={scene.moon.y} r={scene.moon.r} fill="#f5d98b" />
      {scene.ridges.map((r) => (
        <polygon key={r.points} points={r.points} fill={r.fill} />
      ))}
      {/* An open book, the library's sign, low in the middle. */}
      <g
        transform={`translate(${WIDTH / 2} ${HEIGHT - 34})`}
        fill="none"
        stroke={scene.emblem}
        strokeWidth="2.2"
      >
        <path d="M0 -8 C-7 -13 -16 -13 -22 -10 V12 C-16 9 -7 9 0 14 C7 9 16 9 22 12 V-10 C16 -13 7 -13 0 -8 Z" />
        <path d="M0 -8 V14" />
      </g>
    </svg>
  );
}
