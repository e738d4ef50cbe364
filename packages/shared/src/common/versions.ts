import { z } from 'zod';

/** An edited row's version: 0 when made, raised by one on every save of its editor. */
export const VersionSchema = z.number().int().min(0);

/** The version every editor's read carries, for the save it will send. */
export const VersionedSchema = z.object({ version: VersionSchema });
export type Versioned = z.infer<typeof VersionedSchema>;

/** An update request: the editor's fields and the version it opened. */
export function withVersion<Shape extends z.ZodRawShape>(input: z.ZodObject<Shape>) {
  return input.extend({ version: VersionSchema });
}

/** The texts of a save refused because the row changed since its editor opened it. */
export const VERSION_MESSAGES = {
  conflict: 'Someone else changed this since you opened it.',
  changedFields: 'What they changed:',
  noFieldsChanged: 'Their save left every field as you opened it.',
  currentUnavailable: 'The newer version could not be loaded.',
  reload: 'Load their version',
  reloadHint: 'Your edits here are discarded.',
  overwrite: 'Save mine over theirs',
  overwriteHint: 'Their changes are replaced by yours.',
  keepEditing: 'Keep editing',
  reloaded: 'Their version is loaded',
} as const;

/** How long a changed field's current value may be to be shown in full. */
export const CHANGED_VALUE_MAX_LENGTH = 80;
