import { describe, expect, it } from 'vitest';
import { codeEnding, isNewCode } from './rules.ts';

describe('isNewCode', () => {
  const addedAt = '2026-11-20T10:00:00.000Z';

  it('marks a code new for three days after it was added', () => {
    expect(isNewCode(addedAt, new Date('2026-11-20T10:00:00.000Z'))).toBe(true);
    expect(isNewCode(addedAt, new Date('2026-11-23T09:59:59.000Z'))).toBe(true);
  });

  it('no longer marks it new once three days have passed', () => {
    expect(isNewCode(addedAt, new Date('2026-11-23T10:00:00.000Z'))).toBe(false);
    expect(isNewCode(addedAt, new Date('2026-12-20T10:00:00.000Z'))).toBe(false);
  });

  it('marks a code new when the viewer’s clock is behind the server’s', () => {
    expect(isNewCode(addedAt, new Date('2026-11-20T09:58:00.000Z'))).toBe(true);
  });
});

describe('codeEnding', () => {
  const switchedOffAt = '2026-11-10T08:00:00.000Z';

  it('ends a code on the day its expiry passed when nobody switched it off first', () => {
    expect(codeEnding({ expiresAt: '2026-11-05', isExpired: true, deactivatedAt: null })).toEqual({
      kind: 'lapsed',
      day: '2026-11-05',
    });
    expect(codeEnding({ expiresAt: '2026-11-05', isExpired: true, deactivatedAt: switchedOffAt })).toEqual({
      kind: 'lapsed',
      day: '2026-11-05',
    });
  });

  it('ends a code when it was switched off, if that came on or before its last valid day', () => {
    const ending = { kind: 'switchedOff', at: switchedOffAt };
    expect(codeEnding({ expiresAt: null, isExpired: false, deactivatedAt: switchedOffAt })).toEqual(ending);
    expect(codeEnding({ expiresAt: '2026-12-01', isExpired: false, deactivatedAt: switchedOffAt })).toEqual(
      ending,
    );
    expect(codeEnding({ expiresAt: '2026-11-10', isExpired: true, deactivatedAt: switchedOffAt })).toEqual(
      ending,
    );
  });

  it('knows no ending for a code switched off before the moment was kept', () => {
    expect(codeEnding({ expiresAt: null, isExpired: false, deactivatedAt: null })).toBeNull();
  });
});
