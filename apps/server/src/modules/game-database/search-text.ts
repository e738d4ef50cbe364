/**
 * The text a category search looks in: name, summary and tags, lower-cased, one per line.
 * Every write of an entry stores it (the database cannot derive it: joining an array is not an
 * immutable expression, so it cannot be a generated column), and the trigram index covers it.
 * Line breaks keep a search from matching across the end of one part and the start of the next.
 */
export function databaseSearchText(entry: {
  name: string;
  summary: string;
  tags: readonly string[];
}): string {
  return [entry.name, entry.summary, ...entry.tags].join('\n').toLowerCase();
}

/** A LIKE pattern matching texts that start with the text, its wildcards taken literally. */
export function prefixPattern(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A LIKE pattern matching the text anywhere, with the wildcards in it taken literally ('50%' means '50%'). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
