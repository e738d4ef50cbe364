import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { activeI18n } from '../../../lib/i18n';
import { formatCount } from '../../../lib/numbers';

/**
 * How full a stat's bar is, in percent, between the roster's lowest and highest value. The
 * lowest still shows a sliver, and a roster where all are equal shows full bars.
 */
export function statBarPercent(value: number, range: { min: number; max: number }): number {
  if (range.max <= range.min) return value > 0 ? 100 : 0;
  const share = (value - range.min) / (range.max - range.min);
  return Math.round(8 + Math.min(1, Math.max(0, share)) * 92);
}

/** A skill's cooldown as read aloud: 'Cooldown: 3 turns', or 'No cooldown'. */
export function cooldownText(cooldown: number, i18n: I18n = activeI18n()): string {
  if (cooldown <= 0) return i18n._(msg`No cooldown`);
  const turns = formatCount(cooldown);
  return i18n._(
    msg({ message: plural(cooldown, { one: `Cooldown: ${turns} turn`, other: `Cooldown: ${turns} turns` }) }),
  );
}
