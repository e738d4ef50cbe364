/** Plain text of a stored HTML fragment, for excerpts and cards (never rendered as HTML). */
export function htmlToPlainText(html: string): string {
  return (
    html
      // Block-level tags separate words; inline ones (<strong>, <a>) must not add spaces.
      .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|tr|td|th)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
