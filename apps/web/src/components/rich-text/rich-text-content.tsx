import { useMemo } from 'react';
import { cn } from '../../lib/cn';
import { RICH_TEXT_CLASSES } from './rich-text-classes';
import { sanitizeRichHtml } from './sanitize';

type RichTextContentProps = {
  html: string;
  className?: string;
};

/**
 * Shows stored rich text. It passes through DOMPurify with the editors' allow-list first,
 * even though the server sanitised it when saving, so nothing in a stored row can run.
 */
export function RichTextContent({ html, className }: RichTextContentProps) {
  const clean = useMemo(() => sanitizeRichHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was just sanitised with DOMPurify
  return <div className={cn(RICH_TEXT_CLASSES, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
