import { anchorHeadings, type ContentsEntry } from '@haven/shared/rich-text/table-of-contents';
import { useMemo } from 'react';
import { cn } from '../../lib/cn';
import { RICH_TEXT_CLASSES } from './rich-text-classes';
import { sanitizeRichHtml } from './sanitize';

type RichTextContentProps = {
  html: string;
  className?: string;
  /** Gives each h2 and h3 an id from its text, for a table of contents to link to. */
  hasHeadingAnchors?: boolean;
};

/**
 * Shows stored rich text. It passes through DOMPurify with the editors' allow-list first,
 * even though the server sanitised it when saving, so nothing in a stored row can run; heading
 * ids are added after that, built only of lowercase letters, digits and hyphens.
 */
export function RichTextContent({ html, className, hasHeadingAnchors = false }: RichTextContentProps) {
  const clean = useMemo(() => {
    const sanitised = sanitizeRichHtml(html);
    return hasHeadingAnchors ? anchorHeadings(sanitised).html : sanitised;
  }, [html, hasHeadingAnchors]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was just sanitised with DOMPurify
  return <div className={cn(RICH_TEXT_CLASSES, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** The h2 and h3 headings of stored rich text with the ids RichTextContent gives them. */
export function useRichTextHeadings(html: string): ContentsEntry[] {
  return useMemo(() => anchorHeadings(sanitizeRichHtml(html)).entries, [html]);
}
