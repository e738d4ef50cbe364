import { describe, expect, it } from 'vitest';
import { formatSuspensionEnd, isRestrictionInForce, restrictionText } from './rules.ts';

describe('restrictions in force', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');

  it('a ban holds until it is lifted', () => {
    expect(isRestrictionInForce({ kind: 'ban', endsAt: null }, now)).toBe(true);
  });

  it('a suspension holds until its end and then ends by itself', () => {
    expect(isRestrictionInForce({ kind: 'suspension', endsAt: '2026-11-26T12:00:01Z' }, now)).toBe(true);
    expect(isRestrictionInForce({ kind: 'suspension', endsAt: '2026-11-26T12:00:00Z' }, now)).toBe(false);
  });

  it('no restriction is not in force', () => {
    expect(isRestrictionInForce(null, now)).toBe(false);
  });

  it('the server names the end of a suspension in UTC', () => {
    expect(formatSuspensionEnd('2026-11-27T15:04:00Z', 'UTC')).toBe('November 27, 2026 at 3:04 PM UTC');
  });

  it('tells a suspended member until when and why, and a banned one why, in one wording', () => {
    const suspension = { endsAt: '2026-11-27T15:04:00Z', reason: 'Spam' };
    expect(restrictionText(suspension, 'UTC')).toBe(
      'Your account is suspended until November 27, 2026 at 3:04 PM UTC: Spam',
    );
    expect(restrictionText(suspension)).toBe(
      `Your account is suspended until ${formatSuspensionEnd(suspension.endsAt)}: Spam`,
    );
    expect(restrictionText({ endsAt: null, reason: 'Fraud' })).toBe('This account has been banned: Fraud');
  });
});
