import type { PublicProfile } from '@haven/shared/profiles/public-profile';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The form holds every field as typed text; the shared rules turn it into what is stored. */
export type ProfileFormValues = {
  username: string;
  avatarUrl: string;
  biography: string;
  location: string;
  twitterHandle: string;
  discordHandle: string;
  youtubeHandle: string;
  characterName: string;
  server: string;
  characterClass: string;
  characterLevel: string;
  guildName: string;
  guildRole: string;
  loverName: string;
  heirs: string[];
};

/** The form's starting values: the profile as it is stored, each field as text. */
export function profileFormValuesOf(profile: PublicProfile): ProfileFormValues {
  return {
    username: profile.username,
    avatarUrl: profile.avatarUrl ?? '',
    biography: profile.biography ?? '',
    location: profile.location ?? '',
    twitterHandle: profile.twitterHandle ?? '',
    discordHandle: profile.discordHandle ?? '',
    youtubeHandle: profile.youtubeHandle ?? '',
    characterName: profile.characterName ?? '',
    server: profile.server ?? '',
    characterClass: profile.characterClass ?? '',
    characterLevel: profile.characterLevel === null ? '' : String(profile.characterLevel),
    guildName: profile.guildName ?? '',
    guildRole: profile.guildRole ?? '',
    loverName: profile.loverName ?? '',
    heirs: profile.heirs,
  };
}

/** The editor's fields by the names it shows, for saying which of them changed elsewhere. */
export const PROFILE_FIELD_LABELS: Partial<Record<keyof ProfileFormValues, MessageDescriptor>> = {
  username: msg`Username`,
  avatarUrl: msg`Avatar`,
  biography: msg`Biography`,
  location: msg`Location`,
  twitterHandle: msg`Twitter`,
  discordHandle: msg`Discord`,
  youtubeHandle: msg`YouTube`,
  characterName: msg`Character name`,
  server: msg`Server`,
  characterClass: msg`Class`,
  characterLevel: msg`Level`,
  guildName: msg`Guild name`,
  guildRole: msg`Guild role`,
  loverName: msg`Lover name`,
  heirs: msg`Heirs`,
};
