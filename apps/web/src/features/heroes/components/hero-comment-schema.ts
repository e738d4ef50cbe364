import type { CommentFormValues } from '../../../components/comments/comment-composer';
import type { SchemaLoader } from '../../../lib/lazy-zod-resolver';

/** The shared schema of a hero comment, loaded on its comment box's first check. */
export const loadHeroCommentSchema: SchemaLoader<CommentFormValues> = () =>
  import('@haven/shared/heroes/schemas').then((schemas) => schemas.HeroCommentRequestSchema);
