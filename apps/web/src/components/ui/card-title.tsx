import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CARD_TITLE_LINK_CLASSES } from './card';

type CardTitleProps = {
  /** The heading level, after the heading of the list the card is in. */
  level?: 2 | 3;
  /** Where the card leads. */
  to: string;
  /** The heading's look (size, clamping); the link covers the whole card. */
  className: string;
  children: ReactNode;
};

/** A link card's title: a heading whose link stretches over the card, so the card is one target. */
export function CardTitle({ level = 3, to, className, children }: CardTitleProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    // The title is what the item is called (content), never interface text.
    <Heading className={className} data-content>
      <Link to={to} className={CARD_TITLE_LINK_CLASSES}>
        {children}
      </Link>
    </Heading>
  );
}

type CardHeadlineProps = Omit<CardTitleProps, 'className' | 'children'> & {
  title: string;
  excerpt: string | null;
};

/** A link card's title in the display font (two lines at most), then its excerpt (three) when it has one. */
export function CardHeadline({ title, excerpt, ...link }: CardHeadlineProps) {
  return (
    <>
      <CardTitle
        {...link}
        className="line-clamp-2 font-display text-lg leading-snug font-bold text-slate-900 dark:text-white"
      >
        {title}
      </CardTitle>
      {excerpt && (
        <p data-content className="line-clamp-3 text-sm leading-6 text-slate-600 dark:text-slate-300">
          {excerpt}
        </p>
      )}
    </>
  );
}
