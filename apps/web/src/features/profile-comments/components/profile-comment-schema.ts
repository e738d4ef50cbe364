import type { CommentFormValues } from '../../../components/comments/comment-composer';
import type { SchemaLoader } from '../../../lib/lazy-zod-resolver';

/** The shared schema of a wall post or reply, loaded on its comment box's first check. */
export const loadProfileCommentSchema: SchemaLoader<CommentFormValues> = () =>
  import('@haven/shared/profile-comments/schemas').then(
    (schemas) => schemas.UpdateProfileCommentRequestSchema,
  );
