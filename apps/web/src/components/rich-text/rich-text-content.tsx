import type { MentionCard } from '@haven/shared/mentions/schemas';
import { anchorHeadings, type ContentsEntry } from '@haven/shared/rich-text/table-of-contents';
import { useId, useMemo, useRef } from 'react';
import { cn } from '../../lib/cn';
import { linkNamesInHtml } from '../mentions/link-names';
import { MentionCards } from '../mentions/mention-cards';
import { useLinkedNameClick } from '../mentions/use-linked-name-click';
import { useMentionPreviews } from '../mentions/use-mention-previews';
import { RICH_TEXT_CLASSES } from './rich-text-classes';
import { sanitizeRichHtml } from './sanitize';

type RichTextContentProps = {
  html: string;
  className?: string;
  /** Gives each h2 and h3 an id from its text, for a table of contents to link to. */
  hasHeadingAnchors?: boolean;
  /** A translation's heading ids, taken from its original, in order. */
  headingIds?: readonly string[];
  /** Names the text holds (heroes, entries, outfits): each is linked to its page, with a preview card. */
  mentions?: MentionCard[];
};

/** A linked name is underlined with dots, telling it apart from the author's own links. */
const MENTION_CLASSES = '[&_a[data-mention]]:decoration-dotted [&_a[data-mention]]:decoration-2';

/**
 * Shows stored rich text. It passes through DOMPurify with the editors' allow-list first,
 * even though the server sanitised it when saving, so nothing in a stored row can run; names it
 * holds are linked next, and heading ids added after that, built only of lowercase letters,
 * digits and hyphens.
 */
export function RichTextContent({
  html,
  className,
  hasHeadingAnchors = false,
  headingIds,
  mentions = [],
}: RichTextContentProps) {
  const prefix = useId();
  const container = useRef<HTMLDivElement>(null);
  const clean = useMemo(() => {
    const linked = linkNamesInHtml(sanitizeRichHtml(html), mentions, prefix);
    return hasHeadingAnchors ? anchorHeadings(linked, headingIds).html : linked;
  }, [html, hasHeadingAnchors, headingIds, mentions, prefix]);
  useMentionPreviews(container, mentions.length > 0);
  const openLinkedName = useLinkedNameClick();
  const content = (
    // biome-ignore lint/a11y/noStaticElementInteractions: the clicks are the links' own, followed inside the app
    // biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter is a click
    <div
      ref={container}
      data-content
      onClick={mentions.length > 0 ? openLinkedName : undefined}
      className={cn(RICH_TEXT_CLASSES, mentions.length > 0 && MENTION_CLASSES, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify, then only our own links added
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
  if (mentions.length === 0) return content;
  return (
    <>
      {content}
      <MentionCards cards={mentions} prefix={prefix} />
    </>
  );
}

/** The h2 and h3 headings of stored rich text with the ids RichTextContent gives them. */
export function useRichTextHeadings(html: string): ContentsEntry[] {
  return useMemo(() => anchorHeadings(sanitizeRichHtml(html)).entries, [html]);
}
