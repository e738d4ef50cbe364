import { HERO_COMMENT_MAX_LENGTH, HERO_COMMENT_MIN_LENGTH } from '@haven/shared/heroes/rules';
import type { CommentFieldSettings } from '../../../components/comments/comment-text-field';

/** A hero comment box: 500 characters with an `n/500` counter, no emoticon picker. */
export const HERO_COMMENT_FIELD: CommentFieldSettings = {
  maxLength: HERO_COMMENT_MAX_LENGTH,
  counter: 'used',
};

/** True when a hero comment may be sent: at least the minimum length once trimmed. */
export function isCommentLongEnough(text: string): boolean {
  return text.trim().length >= HERO_COMMENT_MIN_LENGTH;
}
