import { describe, expect, it } from 'vitest';
import { hasSessionEndedElsewhere } from './use-ended-session-sign-out';

describe('a page whose session reads signed out', () => {
  it('was signed out elsewhere when it showed a member and did not sign out itself', () => {
    expect(hasSessionEndedElsewhere(true, false, false)).toBe(true);
  });

  it('says nothing after its own sign-out, for a visitor, or while still signed in', () => {
    expect(hasSessionEndedElsewhere(true, false, true)).toBe(false);
    expect(hasSessionEndedElsewhere(false, false, false)).toBe(false);
    expect(hasSessionEndedElsewhere(true, true, false)).toBe(false);
  });
});
