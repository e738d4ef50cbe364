import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import {
  canDeleteCommunityComment,
  canEditCommunityComment,
} from '@haven/shared/community-comments/policies';
import type { CommunityReply } from '@haven/shared/community-comments/schemas';
import {
  type ThreadCommentShown,
  ThreadedCommentItem,
} from '../../../components/comments/threaded-comment-item';
import { useCommentActions } from '../../../components/comments/use-comment-actions';
import { commentReportTarget } from '../../../components/reports/report-control';
import { useDeleteCommunityComment } from '../api/delete-community-comment';
import { useUpdateCommunityComment } from '../api/update-community-comment';
import { communityCommentTexts } from '../shared-texts';
import { COMMUNITY_COMMENT_FIELD } from './community-comment-field';
import { loadCommunityCommentSchema } from './community-comment-schema';

type CommunityCommentItemProps = ThreadCommentShown & {
  comment: CommunityReply;
  viewer: PolicyViewer;
};

/** One team or guide comment or reply: author, date, text with emoticons, and the viewer's controls. */
export function CommunityCommentItem({ comment, viewer, ...shown }: CommunityCommentItemProps) {
  const update = useUpdateCommunityComment(comment.targetId);
  const remove = useDeleteCommunityComment(comment.targetId);
  const actions = useCommentActions(comment.id, { update, remove, messages: communityCommentTexts });
  const access = { authorId: comment.author.id, parentId: comment.parentId };
  return (
    <ThreadedCommentItem
      {...shown}
      comment={comment}
      report={commentReportTarget('community_comment', comment)}
      permissions={{
        canEdit: canEditCommunityComment(viewer, access),
        canDelete: canDeleteCommunityComment(viewer, access),
      }}
      actions={actions}
      loadSchema={loadCommunityCommentSchema}
      field={COMMUNITY_COMMENT_FIELD}
      deleteConfirmText={communityCommentTexts.deleteConfirm}
    />
  );
}
