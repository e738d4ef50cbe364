/**
 * Slug for hero and outfit style names: lowercase, spaces and
 * underscores become hyphens, other symbols removed.
 */
export function slugifyName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Slug for official content titles: lowercase, punctuation
 * stripped, spaces to hyphens, repeated hyphens collapsed.
 */
export function slugifyTitle(title: string): string {
  return title
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Slug for teams and guides: lowercase, each run of
 * non-alphanumerics becomes one hyphen, leading and trailing hyphens trimmed.
 */
export function slugifyRuns(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
