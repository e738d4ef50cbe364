import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import { canDeleteWallComment, canEditWallComment } from '@haven/shared/profile-comments/policies';
import type { ProfileReply } from '@haven/shared/profile-comments/schemas';
import {
  type ThreadCommentShown,
  ThreadedCommentItem,
} from '../../../components/comments/threaded-comment-item';
import { useCommentActions } from '../../../components/comments/use-comment-actions';
import { commentReportTarget } from '../../../components/reports/report-control';
import { useDeleteProfileComment } from '../api/delete-profile-comment';
import { useUpdateProfileComment } from '../api/update-profile-comment';
import { profileCommentTexts } from '../shared-texts';
import { loadProfileCommentSchema } from './profile-comment-schema';
import { WALL_COMMENT_FIELD } from './wall-comment-field';

type ProfileCommentItemProps = ThreadCommentShown & {
  comment: ProfileReply;
  viewer: PolicyViewer;
};

/** One wall comment or reply: author, date, text with emoticons, and the viewer's controls. */
export function ProfileCommentItem({ comment, viewer, ...shown }: ProfileCommentItemProps) {
  const update = useUpdateProfileComment(comment.profileId);
  const remove = useDeleteProfileComment(comment.profileId);
  const actions = useCommentActions(comment.id, { update, remove, messages: profileCommentTexts });
  const access = { authorId: comment.author.id, profileId: comment.profileId };
  return (
    <ThreadedCommentItem
      {...shown}
      comment={comment}
      report={commentReportTarget('profile_comment', comment)}
      permissions={{
        canEdit: canEditWallComment(viewer, access),
        canDelete: canDeleteWallComment(viewer, access),
      }}
      actions={actions}
      loadSchema={loadProfileCommentSchema}
      field={WALL_COMMENT_FIELD}
      deleteConfirmText={profileCommentTexts.deleteConfirm}
    />
  );
}
