import { describe, expect, it } from 'vitest';
import { isNewCode } from './rules.ts';

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
