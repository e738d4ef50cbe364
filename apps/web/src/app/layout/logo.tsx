import { Link } from 'react-router';
import { paths } from '../../lib/paths';

/** Site mark and name, linking home. */
export function Logo() {
  return (
    <Link
      to={paths.home}
      className="group flex shrink-0 items-center gap-2.5 rounded-lg py-1 pr-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
    >
      <svg
        viewBox="0 0 64 64"
        aria-hidden="true"
        className="size-9 drop-shadow-[0_0_10px_rgba(232,185,90,0.35)]"
      >
        <path
          d="M32 6l22 9v15c0 14.5-9.3 25-22 30C19.3 55 10 44.5 10 30V15z"
          fill="#241b52"
          stroke="#e8b95a"
          strokeWidth="3.5"
          strokeLinejoin="round"
        />
        <path
          d="M32 19l3.9 8 8.8 1.2-6.4 6.1 1.6 8.7L32 38.8 24.1 43l1.6-8.7-6.4-6.1 8.8-1.2z"
          fill="#e8b95a"
        />
      </svg>
      {/* Just above 1024 px the top bar needs the room for its links: the mark alone shows (up
          to 1536 px in languages with longer labels). */}
      <span
        translate="no"
        className="font-display text-lg leading-none font-bold tracking-wide text-white lg:max-[1120px]:sr-only long-labels:lg:max-2xl:sr-only"
      >
        Heroes <span className="text-gold-400">Haven</span>
      </span>
    </Link>
  );
}
