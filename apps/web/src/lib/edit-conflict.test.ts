import { CHANGED_VALUE_MAX_LENGTH } from '@haven/shared/common/versions';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { changedFields, isStaleVersion } from './edit-conflict';

describe('changedFields', () => {
  const labels = { name: 'Name', roles: 'Roles', notes: 'Notes', stats: 'Stats', imageUrl: 'Image' };

  it('lists the labelled fields that differ, in the labels’ order, with short current values', () => {
    const opened = {
      name: 'Elowen',
      roles: ['Healer'],
      notes: '<p>Old</p>',
      stats: { hp: 1 },
      imageUrl: null as string | null,
    };
    const current = {
      name: 'Elowen',
      roles: ['Healer', 'Support'],
      notes: '<p>New <b>text</b></p>',
      stats: { hp: 2 },
      imageUrl: '/media/a',
    };
    expect(changedFields(opened, current, labels)).toEqual([
      { name: 'roles', label: 'Roles', value: 'Healer, Support' },
      { name: 'notes', label: 'Notes', value: 'New text' },
      { name: 'stats', label: 'Stats', value: null },
      { name: 'imageUrl', label: 'Image', value: '/media/a' },
    ]);
  });

  it('names a long value without showing it, an emptied one as empty, and ignores unlabelled fields', () => {
    const long = 'x'.repeat(CHANGED_VALUE_MAX_LENGTH + 1);
    expect(
      changedFields(
        { name: 'A', notes: 'short', extra: 1 },
        { name: long, notes: '', extra: 2 },
        { name: 'Name', notes: 'Notes' },
      ),
    ).toEqual([
      { name: 'name', label: 'Name', value: null },
      { name: 'notes', label: 'Notes', value: '' },
    ]);
  });

  it('finds nothing when only unlabelled fields changed', () => {
    expect(changedFields({ name: 'A', version: 1 }, { name: 'A', version: 2 }, { name: 'Name' })).toEqual([]);
  });
});

describe('isStaleVersion', () => {
  it('is true only for a 409 with the stale version code', () => {
    expect(
      isStaleVersion(new ApiError(409, 'STALE_VERSION', 'Someone else changed this since you opened it.')),
    ).toBe(true);
    expect(isStaleVersion(new ApiError(409, 'CONFLICT', 'A hero with this name already exists'))).toBe(false);
    expect(isStaleVersion(new Error('x'))).toBe(false);
  });
});
