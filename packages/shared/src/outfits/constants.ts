/** Outfits per gallery page. */
export const OUTFITS_PAGE_SIZE = 12;
/** Outfits per page of the admin table. */
export const ADMIN_OUTFITS_PAGE_SIZE = 50;
/** Outfits written per statement by a directory scan. */
export const OUTFIT_SCAN_BATCH_SIZE = 50;
/** The two looks of an outfit; the detail page shows the female one first. */
export const OUTFIT_GENDERS = ['female', 'male'] as const;
export type OutfitGender = (typeof OUTFIT_GENDERS)[number];

/** Field limits of the admin outfit editor. */
export const OUTFIT_NAME_MAX_LENGTH = 80;
export const OUTFIT_DESCRIPTION_MAX_LENGTH = 1000;
export const OUTFIT_CATEGORY_MAX_LENGTH = 40;
export const OUTFIT_TAG_MAX_LENGTH = 30;
export const OUTFIT_TAGS_MAX = 12;

/** Folder names a scan imports, and the slugs they give: outfit_12 lives at /outfits/outfit-12. */
export const OUTFIT_FOLDER_PATTERN = /^outfit_([1-9][0-9]{0,8})$/;
export const OUTFIT_SLUG_PATTERN = /^outfit[-_]([1-9][0-9]{0,8})$/;

/** The folder number an outfit slug names (outfit-12 or outfit_12), or null when it names none. */
export function outfitNumberOfSlug(slug: string): number | null {
  const match = OUTFIT_SLUG_PATTERN.exec(slug);
  return match ? Number(match[1]) : null;
}
