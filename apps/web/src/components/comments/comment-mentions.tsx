import {
  createMentionMatcher,
  type MentionMatcher,
  splitMentions,
} from '@haven/shared/mentions/link-mentions';
import type { MentionCard } from '@haven/shared/mentions/schemas';
import { createContext, Fragment, type ReactNode, useContext, useId, useMemo, useRef } from 'react';
import { MentionCards, mentionCardId } from '../mentions/mention-cards';
import { useLinkedNameClick } from '../mentions/use-linked-name-click';
import { useMentionPreviews } from '../mentions/use-mention-previews';

type IndexedCard = { name: string; path: string; index: number };
type CommentMentionsValue = { matcher: MentionMatcher<IndexedCard>; prefix: string };

const CommentMentionsContext = createContext<CommentMentionsValue | null>(null);

type CommentMentionsProps = {
  /** The preview cards of the names the page of comments holds, from its answer. */
  cards: MentionCard[] | undefined;
  className?: string;
  'aria-busy'?: boolean;
  children: ReactNode;
};

/**
 * A page of comments whose texts link the hero, item and outfit names they hold, each with its
 * preview card (hover or focus; a tap on a touch screen), as guides and news do.
 */
export function CommentMentions({
  cards = [],
  className,
  'aria-busy': isBusy,
  children,
}: CommentMentionsProps) {
  const prefix = useId();
  const container = useRef<HTMLDivElement>(null);
  const value = useMemo<CommentMentionsValue>(
    () => ({
      matcher: createMentionMatcher(
        cards.map((card, index) => ({ name: card.name, path: card.path, index })),
      ),
      prefix,
    }),
    [cards, prefix],
  );
  useMentionPreviews(container, cards.length > 0);
  const openLinkedName = useLinkedNameClick();
  return (
    <CommentMentionsContext value={value}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the clicks are the links' own, followed inside the app */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter is a click */}
      <div
        ref={container}
        onClick={cards.length > 0 ? openLinkedName : undefined}
        className={className}
        aria-busy={isBusy}
      >
        {children}
      </div>
      <MentionCards cards={cards} prefix={prefix} />
    </CommentMentionsContext>
  );
}

/** A run of a comment's text with the names its page links as links to their pages and cards. */
export function LinkedNames({ text }: { text: string }) {
  const mentions = useContext(CommentMentionsContext);
  if (!mentions || mentions.matcher.byStart.size === 0) return text;
  return splitMentions(text, mentions.matcher).map((part, index) =>
    typeof part === 'string' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text, never reordered
      <Fragment key={index}>{part}</Fragment>
    ) : (
      <a
        // biome-ignore lint/suspicious/noArrayIndexKey: the same name may appear twice
        key={index}
        href={part.target.path}
        data-mention={mentionCardId(mentions.prefix, part.target.index)}
        className="font-semibold text-brand-700 underline decoration-dotted decoration-2 underline-offset-2 dark:text-brand-300"
      >
        {part.text}
      </a>
    ),
  );
}
