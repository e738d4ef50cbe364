import { MEMBER_MESSAGES } from '@haven/shared/members/messages';
import { msg } from '@lingui/core/macro';
import { sharedTexts } from '../../lib/shared-texts';

/** The members directory's and the Users tab's shared texts (refusals, toasts) from the catalog. */
export const MEMBER_TEXTS = sharedTexts(MEMBER_MESSAGES, {
  title: msg`Community Members`,
  searchPlaceholder: msg`Search by username...`,
  loading: msg`Loading users...`,
  empty: msg`No users found`,
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
  loadFailed: msg`Failed to load users`,
  notFound: msg`User not found`,
  updated: msg`User updated successfully`,
  updateFailed: msg`Failed to update user`,
  deleted: msg`User deleted successfully`,
  deleteFailed: msg`Failed to delete user`,
  cannotRemoveOwnAdmin: msg`You cannot remove your own admin rights`,
  cannotDeleteSelf: msg`You cannot delete your own account`,
});
