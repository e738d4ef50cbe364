import {
  PROFILE_COMMENT_MAX_LENGTH,
  PROFILE_COMMENT_WARNING_REMAINING,
} from '@haven/shared/profile-comments/constants';
import type { CommentFieldSettings } from '../../../components/comments/comment-text-field';
import { profileCommentTexts } from '../shared-texts';

/**
 * A wall comment box: a hidden label, an emoticon picker that refuses a code past the limit, and
 * the 'N characters remaining' counter, amber below 50, red at 0.
 */
export const WALL_COMMENT_FIELD: CommentFieldSettings = {
  maxLength: PROFILE_COMMENT_MAX_LENGTH,
  counter: 'remaining',
  warnBelow: PROFILE_COMMENT_WARNING_REMAINING,
  get emoticonTooLongMessage() {
    return profileCommentTexts.tooLong;
  },
  isLabelHidden: true,
};
