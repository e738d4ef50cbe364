import { z } from 'zod';
import { withVersion } from '../common/versions.ts';
import { GUILD_ROLES, HERO_CLASSES, MAX_CHARACTER_LEVEL } from '../heroes/constants.ts';
import { PROFILE_MESSAGES as M } from './messages.ts';
import { UsernameSchema } from './schemas.ts';

/** Limits of the profile's free-text fields. */
export const PROFILE_LIMITS = {
  biography: 500,
  location: 100,
  twitterHandle: 15,
  discordHandle: 32,
  youtubeHandle: 30,
  characterName: 15,
  server: 8,
  guildName: 15,
  loverName: 15,
  heir: 15,
  heirs: 10,
  characterLevelMin: 0,
  characterLevelMax: MAX_CHARACTER_LEVEL,
} as const;

/** The classes a game character may have (the same four as heroes). */
export const CHARACTER_CLASSES = HERO_CLASSES;

/** Image types an avatar address may end with. */
export const AVATAR_URL_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif'] as const;
/** Largest avatar upload: 2 MB. */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
/** Side of the square an uploaded avatar is cropped and scaled to, in pixels. */
export const AVATAR_SIZE = 256;

const LETTERS_AND_SPACES = /^[A-Za-z ]*$/;
/** An avatar this site stores from an upload. */
const UPLOADED_AVATAR = /^\/media\/[0-9a-f]{64}\.webp$/;
/** An http(s) address with a host name (no user:password@) and an optional port; group 1 is the path. */
const WEB_ADDRESS =
  /^https?:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(\/[^\s"'<>\\?#]*)?(?:[?#][^\s"'<>\\]*)?$/i;

/** An optional text: trimmed; empty clears it (null); left out leaves it as it is (undefined). */
function optionalText(max: number, tooLong: string, format?: { pattern: RegExp; message: string }) {
  let text = z.string().trim().max(max, tooLong);
  if (format) text = text.regex(format.pattern, format.message);
  return text
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));
}

/** A name typed in the game's own style: letters and spaces only, refused with the field's name. */
export const lettersAndSpaces = (field: string) => ({
  pattern: LETTERS_AND_SPACES,
  message: `${field} can only contain letters and spaces`,
});

/**
 * Why an avatar address is refused, or null when it may be used: an image uploaded here, or a
 * web address whose path ends in an image type.
 */
export function avatarUrlProblem(value: string): string | null {
  if (UPLOADED_AVATAR.test(value)) return null;
  const match = WEB_ADDRESS.exec(value);
  if (!match) return M.urlInvalid;
  const path = (match[1] ?? '').toLowerCase();
  if (!AVATAR_URL_EXTENSIONS.some((extension) => path.endsWith(extension))) return M.urlExtension;
  return null;
}

const AvatarUrlSchema = z
  .string()
  .trim()
  .max(500, M.urlInvalid)
  .nullable()
  .optional()
  .transform((value) => (value === '' ? null : value))
  .check((ctx) => {
    if (ctx.value === null || ctx.value === undefined) return;
    const problem = avatarUrlProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  });

/** A choice from a list; an empty string means nothing (null). */
const emptyToNull = <T>(value: T | '' | null | undefined): T | null | undefined =>
  value === '' ? null : value;
const CharacterClassSchema = z
  .enum(['', ...CHARACTER_CLASSES], { error: M.characterClass })
  .nullable()
  .optional()
  .transform(emptyToNull);
const GuildRoleSchema = z
  .enum(['', ...GUILD_ROLES], { error: M.guildRole })
  .nullable()
  .optional()
  .transform(emptyToNull);

const CharacterLevelSchema = z
  .union([z.number({ error: M.characterLevel }), z.string().trim(), z.null()])
  .optional()
  .transform((value) =>
    value === undefined ? undefined : value === '' || value === null ? null : Number(value),
  )
  .pipe(
    z
      .number({ error: M.characterLevel })
      .int(M.characterLevel)
      .min(PROFILE_LIMITS.characterLevelMin, M.characterLevel)
      .max(PROFILE_LIMITS.characterLevelMax, M.characterLevel)
      .nullable()
      .optional(),
  );

const HeirSchema = z
  .string()
  .trim()
  .max(PROFILE_LIMITS.heir, M.heirTooLong)
  .regex(LETTERS_AND_SPACES, M.heirFormat);

/**
 * Every field a member edits on their profile, in the four sections of the edit page. A field left
 * out stays as it is; every field but the username may be empty, which clears it. Empty heirs are
 * dropped.
 */
export const ProfileUpdateSchema = z.object({
  // Basic Information
  username: UsernameSchema.optional(),
  avatarUrl: AvatarUrlSchema,
  biography: optionalText(PROFILE_LIMITS.biography, M.biographyTooLong),
  location: optionalText(PROFILE_LIMITS.location, M.locationTooLong),
  // Social Links
  twitterHandle: optionalText(PROFILE_LIMITS.twitterHandle, M.twitterTooLong),
  discordHandle: optionalText(PROFILE_LIMITS.discordHandle, M.discordTooLong),
  youtubeHandle: optionalText(PROFILE_LIMITS.youtubeHandle, M.youtubeTooLong),
  // Game Profile
  characterName: optionalText(
    PROFILE_LIMITS.characterName,
    M.characterNameTooLong,
    lettersAndSpaces('Character name'),
  ),
  server: optionalText(PROFILE_LIMITS.server, M.serverTooLong),
  characterClass: CharacterClassSchema,
  characterLevel: CharacterLevelSchema,
  guildName: optionalText(PROFILE_LIMITS.guildName, M.guildNameTooLong, lettersAndSpaces('Guild name')),
  guildRole: GuildRoleSchema,
  // Game Family
  loverName: optionalText(PROFILE_LIMITS.loverName, M.loverNameTooLong, lettersAndSpaces('Lover name')),
  heirs: z
    .array(HeirSchema)
    .max(PROFILE_LIMITS.heirs, M.tooManyHeirs)
    .optional()
    .transform((heirs) => heirs?.filter((heir) => heir !== '')),
});
/** What the edit form holds. */
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;

/** The edit form's save: its fields and the version of the profile it opened. */
export const ProfileUpdateRequestSchema = withVersion(ProfileUpdateSchema);
export type ProfileUpdateRequest = z.input<typeof ProfileUpdateRequestSchema>;
/** What the server stores once the rules have run. */
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;
