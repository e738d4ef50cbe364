import { CHANGED_VALUE_MAX_LENGTH } from '@haven/shared/common/versions';
import { ApiError } from './api-client';

/** True for a save refused because the row changed since its editor opened it (409 STALE_VERSION). */
export function isStaleVersion(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'STALE_VERSION';
}

/** A field someone else changed: its label and, when short, its current value ('' when empty). */
export type ChangedField = { name: string; label: string; value: string | null };

/** A value as one line of text, or null when it is too long (or too structured) to show. */
function shortText(value: unknown): string | null {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'string')
    text = value
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  else if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) text = value.join(', ');
  else return null;
  return text.length <= CHANGED_VALUE_MAX_LENGTH ? text : null;
}

/**
 * The fields that differ between what an editor opened and the version saved since, in the
 * order of `labels`, each with its current value where it is short. Fields without a label
 * are not compared.
 */
export function changedFields<Values extends object>(
  opened: Values,
  current: Values,
  labels: Partial<Record<keyof Values & string, string>>,
): ChangedField[] {
  const changed: ChangedField[] = [];
  for (const [name, label] of Object.entries(labels) as [keyof Values & string, string][]) {
    const before = JSON.stringify(opened[name] ?? null);
    const after = JSON.stringify(current[name] ?? null);
    if (before !== after) changed.push({ name, label, value: shortText(current[name]) });
  }
  return changed;
}
