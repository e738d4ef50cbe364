import type { MemberSort, MemberType } from '@haven/shared/members/constants';
import { MEMBER_MESSAGES } from '@haven/shared/members/messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { inPageLanguage, sharedTexts } from '../../lib/shared-texts';

/** The shared messages' catalog texts (the shared English ones are what the server says). */
export const MEMBER_TEXTS = sharedTexts(MEMBER_MESSAGES, {
  title: msg`Community Members`,
  searchPlaceholder: msg`Search by username...`,
  loading: msg`Loading users...`,
  empty: msg`No users found`,
  noSearchMatch: (term: string) => msg`No users match the search term "${term}"`,
  noFilterMatch: msg`No users match the current filters`,
  loadMore: msg`Load More Users`,
  loadingMore: msg`Loading...`,
  resetFilters: msg`Reset Filters`,
  userTypeLabel: msg`User type`,
  serverLabel: msg`Server`,
  serverPlaceholder: msg`e.g. S12`,
  guildLabel: msg`Guild`,
  guildPlaceholder: msg`Part of a guild name`,
  classLegend: msg`Character class`,
  guildmatesLink: (guild: string) => msg`Find members of ${guild}`,
  loadFailed: msg`Failed to load users`,
  notFound: msg`User not found`,
  updated: msg`User updated successfully`,
  updateFailed: msg`Failed to update user`,
  deleted: msg`User deleted successfully`,
  deleteFailed: msg`Failed to delete user`,
  cannotRemoveOwnAdmin: msg`You cannot remove your own admin rights`,
  cannotDeleteSelf: msg`You cannot delete your own account`,
});

/** The shared messages, each read in the page's language. */
export const memberTexts = inPageLanguage(MEMBER_MESSAGES, MEMBER_TEXTS);

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
