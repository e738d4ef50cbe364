import { z } from 'zod';
import { AuthorSchema } from './schemas.ts';

/**
 * A comment as typed: trimmed, then between one character and `maxLength`. The server then reduces
 * it to plain text (no tags, no links) and checks that something is left.
 */
export function commentContentSchema(maxLength: number, messages: { tooShort: string; tooLong: string }) {
  return z.string().trim().pipe(z.string().min(1, messages.tooShort).max(maxLength, messages.tooLong));
}

/** The query of a page of threads; `comment` asks for the page that holds that comment (or its parent). */
export function threadPageQuerySchema(pageLimit: number) {
  return z.object({
    page: z.coerce.number().int().min(1).max(pageLimit).default(1),
    /** When given, the answer is the page that holds this comment (or its parent), whatever `page` says. */
    comment: z.uuid().optional(),
  });
}

/** A reply in a thread: its id, where it stands (`place`), its parent and its text by its author. */
export function threadReplySchema<Place extends z.ZodRawShape>(place: Place) {
  return z.object({
    id: z.string(),
    ...place,
    parentId: z.string().nullable(),
    /** Blank once a moderator removed the comment, which `isRemoved` says. */
    content: z.string(),
    isRemoved: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    author: AuthorSchema,
  });
}
