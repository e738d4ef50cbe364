import { SUSPENSION_DAYS } from '@haven/shared/moderation/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatCount } from '../../../lib/numbers';

/** A suspension's length in days, or a ban, as the restriction dialog offers them. */
export const RESTRICTION_CHOICES = [...SUSPENSION_DAYS.map(String), 'ban'] as const;

/** A choice as the dialog names it ('Suspend for 3 days', 'Ban'); read when drawn. */
export function restrictionChoiceText(choice: string): MessageDescriptor {
  if (choice === 'ban') return msg`Ban`;
  const days = Number(choice);
  const dayCount = formatCount(days);
  return msg`Suspend for ${plural(days, { one: `${dayCount} day`, other: `${dayCount} days` })}`;
}
