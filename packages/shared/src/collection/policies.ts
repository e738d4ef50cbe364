import { isSelf, isSignedIn, type PolicyViewer } from '../common/policy-viewer.ts';
import type { CollectionVisibility } from './constants.ts';

/** Any signed-in member keeps a collection of their own; a visitor is asked to sign in. */
export function canKeepCollection(viewer: PolicyViewer): boolean {
  return isSignedIn(viewer);
}

/** Only the owner changes a collection (its heroes, entries and visibility); admins get no exception. */
export function canEditCollection(viewer: PolicyViewer, ownerId: string): boolean {
  return isSelf(viewer, ownerId);
}

/** What decides whether someone else may read a member's collection. */
export type CollectionReadContext = {
  ownerId: string;
  visibility: CollectionVisibility;
  /** Whether the reader and the owner are friends. */
  isFriend: boolean;
  /** Whether the owner blocks the reader. */
  isBlockedByOwner: boolean;
};

/**
 * The owner always reads their collection. Anyone else reads it as its visibility says (everyone,
 * the owner's friends, nobody) unless the owner blocks them; admins get no exception.
 */
export function canSeeCollection(viewer: PolicyViewer, context: CollectionReadContext): boolean {
  if (isSelf(viewer, context.ownerId)) return true;
  if (context.isBlockedByOwner) return false;
  if (context.visibility === 'public') return true;
  return context.visibility === 'friends' && isSignedIn(viewer) && context.isFriend;
}
