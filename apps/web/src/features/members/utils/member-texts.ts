import type { MemberSort, MemberType } from '@haven/shared/members/constants';
import { MEMBER_MESSAGES } from '@haven/shared/members/messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { activeI18n } from '../../../lib/i18n';

/** The shared messages in the page's language (the shared English ones are what the server says). */
export const memberTexts = {
  title: () => activeI18n()._(msg`Community Members`),
  searchPlaceholder: () => activeI18n()._(msg`Search by username...`),
  loading: () => activeI18n()._(msg`Loading users...`),
  empty: () => activeI18n()._(msg`No users found`),
  noSearchMatch: (term: string) => activeI18n()._(msg`No users match the search term "${term}"`),
  noFilterMatch: () => activeI18n()._(msg`No users match the current filters`),
  loadMore: () => activeI18n()._(msg`Load More Users`),
  loadingMore: () => activeI18n()._(msg`Loading...`),
  resetFilters: () => activeI18n()._(msg`Reset Filters`),
  userTypeLabel: () => activeI18n()._(msg`User type`),
  serverLabel: () => activeI18n()._(msg`Server`),
  serverPlaceholder: () => activeI18n()._(msg`e.g. S12`),
  guildLabel: () => activeI18n()._(msg`Guild`),
  guildPlaceholder: () => activeI18n()._(msg`Part of a guild name`),
  classLegend: () => activeI18n()._(msg`Character class`),
  guildmatesLink: (guild: string) => activeI18n()._(msg`Find members of ${guild}`),
  loadFailed: () => activeI18n()._(msg`Failed to load users`),
  notFound: () => activeI18n()._(msg`User not found`),
  updated: () => activeI18n()._(msg`User updated successfully`),
  updateFailed: () => activeI18n()._(msg`Failed to update user`),
  deleted: () => activeI18n()._(msg`User deleted successfully`),
  deleteFailed: () => activeI18n()._(msg`Failed to delete user`),
  cannotRemoveOwnAdmin: () => activeI18n()._(msg`You cannot remove your own admin rights`),
  cannotDeleteSelf: () => activeI18n()._(msg`You cannot delete your own account`),
} satisfies { [Key in keyof typeof MEMBER_MESSAGES]: unknown };

const TEXT_KEYS = new Map<string, keyof typeof memberTexts>(
  Object.entries(MEMBER_MESSAGES).flatMap(([key, text]) =>
    typeof text === 'string' ? [[text, key as keyof typeof memberTexts] as const] : [],
  ),
);

/** A shared message (a field rule's or the server's) in the page's language; any other text as it is. */
export function translateMemberTexts(text: string | undefined): string | undefined {
  const key = text === undefined ? undefined : TEXT_KEYS.get(text);
  const translate = key === undefined ? undefined : (memberTexts[key] as unknown as () => string);
  return translate ? translate() : text;
}

/** The directory's sorts as the Sort menu names them. */
export const MEMBER_SORT_TEXTS: Record<MemberSort, MessageDescriptor> = {
  username_asc: msg`Username (A-Z)`,
  username_desc: msg`Username (Z-A)`,
  newest: msg`Newest Members`,
  oldest: msg`Oldest Members`,
};

/** The directory's user types as its filter names them. */
export const MEMBER_TYPE_TEXTS: Record<MemberType, MessageDescriptor> = {
  all: msg`All Users`,
  admins: msg`Admins Only`,
  members: msg`Regular Users`,
};

/** The shared messages object with each text in the page's language, for components that take it whole. */
export function memberMessages(): typeof MEMBER_MESSAGES {
  return Object.fromEntries(
    Object.entries(MEMBER_MESSAGES).map(([key, text]) => [
      key,
      typeof text === 'string' ? (memberTexts[key as keyof typeof memberTexts] as () => string)() : text,
    ]),
  ) as typeof MEMBER_MESSAGES;
}
