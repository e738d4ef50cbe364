import type { CommentFormValues } from '../../../components/comments/comment-composer';
import type { SchemaLoader } from '../../../lib/lazy-zod-resolver';

/** The shared schema of a team or guide comment, loaded on its comment box's first check. */
export const loadCommunityCommentSchema: SchemaLoader<CommentFormValues> = () =>
  import('@haven/shared/community-comments/schemas').then((schemas) => schemas.CommunityCommentTextSchema);
