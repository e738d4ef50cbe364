import {
  COMMUNITY_COMMENT_MAX_LENGTH,
  COMMUNITY_COMMENT_WARNING_REMAINING,
} from '@haven/shared/community-comments/constants';
import type { CommentFieldSettings } from '../../../components/comments/comment-text-field';
import { communityCommentTexts } from '../shared-texts';

/**
 * A team or guide comment box: a hidden label, an emoticon picker that refuses a code past the
 * limit, and the 'N characters remaining' counter, amber below 50, red at 0.
 */
export const COMMUNITY_COMMENT_FIELD: CommentFieldSettings = {
  maxLength: COMMUNITY_COMMENT_MAX_LENGTH,
  counter: 'remaining',
  warnBelow: COMMUNITY_COMMENT_WARNING_REMAINING,
  get emoticonTooLongMessage() {
    return communityCommentTexts.tooLong;
  },
  isLabelHidden: true,
};
