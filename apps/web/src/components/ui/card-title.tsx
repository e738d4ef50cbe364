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
    <Heading className={className}>
      <Link to={to} className={CARD_TITLE_LINK_CLASSES}>
        {children}
      </Link>
    </Heading>
  );
}
