import { describe, expect, it } from 'vitest';
import { MEMBER_SORT_LABELS, MEMBER_TYPE_LABELS, MEMBERS_PAGE_SIZE } from './constants.ts';
import { MEMBER_MESSAGES as M } from './messages.ts';
import { AdminUpdateMemberRequestSchema, MemberListQuerySchema } from './schemas.ts';

describe('MemberListQuerySchema', () => {
  it('defaults to A-Z over all users and trims the search', () => {
    expect(MemberListQuerySchema.parse({ search: '  kn  ' })).toEqual({
      search: 'kn',
      sort: 'username_asc',
      type: 'all',
      class: [],
    });
  });

  it('trims the server and guild filters and reads classes as a comma-separated list', () => {
    expect(
      MemberListQuerySchema.parse({ server: ' S12 ', guild: ' Starlit ', class: 'Guard,Doctor' }),
    ).toMatchObject({ server: 'S12', guild: 'Starlit', class: ['Guard', 'Doctor'] });
  });

  it('refuses filter values no profile can hold, with the profile fields’ messages', () => {
    const message = (query: Record<string, string>) =>
      MemberListQuerySchema.safeParse(query).error?.issues[0]?.message;
    expect(message({ server: 'x'.repeat(9) })).toBe('Server must be at most 8 characters');
    expect(message({ guild: 'x'.repeat(16) })).toBe('Guild name must be at most 15 characters');
    expect(message({ guild: 'Guild 9' })).toBe('Guild name can only contain letters and spaces');
    expect(message({ class: 'Wizard' })).toBe('Character class must be Guard, Scholar, Doctor or Gourmet');
  });

  it('refuses unknown sorts and types and over-long searches', () => {
    expect(MemberListQuerySchema.safeParse({ sort: 'rating' }).success).toBe(false);
    expect(MemberListQuerySchema.safeParse({ type: 'owners' }).success).toBe(false);
    expect(MemberListQuerySchema.safeParse({ search: 'x'.repeat(31) }).success).toBe(false);
  });
});

describe('AdminUpdateMemberRequestSchema', () => {
  it('takes the username rules and an optional password that follows the password rules', () => {
    expect(AdminUpdateMemberRequestSchema.parse({ username: ' hero_1 ', isAdmin: true })).toEqual({
      username: 'hero_1',
      isAdmin: true,
    });
    const weak = AdminUpdateMemberRequestSchema.safeParse({
      username: 'hero_1',
      isAdmin: false,
      newPassword: 'short',
    });
    expect(weak.success).toBe(false);
    const bad = AdminUpdateMemberRequestSchema.safeParse({ username: 'a b', isAdmin: false });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Username can only contain letters, numbers, and underscores',
    ]);
  });
});

describe('directory copy', () => {
  it('uses the UI texts verbatim', () => {
    expect(MEMBERS_PAGE_SIZE).toBe(20);
    expect(Object.values(MEMBER_SORT_LABELS)).toEqual([
      'Username (A-Z)',
      'Username (Z-A)',
      'Newest Members',
      'Oldest Members',
    ]);
    expect(Object.values(MEMBER_TYPE_LABELS)).toEqual(['All Users', 'Admins Only', 'Regular Users']);
    expect(M.title).toBe('Community Members');
    expect(M.searchPlaceholder).toBe('Search by username...');
    expect(M.noSearchMatch('kn')).toBe('No users match the search term "kn"');
    expect(M.noFilterMatch).toBe('No users match the current filters');
    expect([M.empty, M.loading, M.loadMore, M.loadingMore, M.resetFilters]).toEqual([
      'No users found',
      'Loading users...',
      'Load More Users',
      'Loading...',
      'Reset Filters',
    ]);
    expect([M.updated, M.updateFailed, M.deleted, M.deleteFailed]).toEqual([
      'User updated successfully',
      'Failed to update user',
      'User deleted successfully',
      'Failed to delete user',
    ]);
  });
});
