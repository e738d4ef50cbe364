import type { ReactNode } from 'react';

/** The night-sky banner frame at the top of the home page; low on phones, so today's strip fits below it. */
export function BannerFrame({ children }: { children: ReactNode }) {
  return (
    <section className="relative isolate overflow-hidden bg-night-950">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(111,82,232,0.55),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(212,154,42,0.28),transparent_50%),linear-gradient(135deg,#141030,#241b52_55%,#3a1f4f)]"
      />
      <svg
        aria-hidden="true"
        className="absolute inset-0 -z-10 h-full w-full opacity-60"
        preserveAspectRatio="xMidYMid slice"
        viewBox="0 0 800 400"
      >
        <g fill="#f2d38a">
          <circle cx="60" cy="50" r="1.5" />
          <circle cx="180" cy="120" r="1" />
          <circle cx="320" cy="40" r="1.8" />
          <circle cx="470" cy="90" r="1.2" />
          <circle cx="610" cy="30" r="1.6" />
          <circle cx="720" cy="140" r="1" />
          <circle cx="760" cy="60" r="1.4" />
          <circle cx="540" cy="200" r="1" />
          <circle cx="90" cy="300" r="1.2" />
          <circle cx="250" cy="360" r="1" />
          <circle cx="680" cy="330" r="1.5" />
        </g>
        <path
          d="M0 400 L120 300 L200 350 L320 250 L420 330 L520 270 L640 350 L720 300 L800 340 L800 400 Z"
          fill="#0c0a1f"
          opacity="0.7"
        />
      </svg>
      <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6 sm:py-16">{children}</div>
    </section>
  );
}

/** The banner's buttons: compact on phones so they share a row, full size from the small breakpoint. */
export const BANNER_BUTTON = 'sm:h-12 sm:px-6 sm:text-base';
