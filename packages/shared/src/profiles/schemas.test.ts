import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES as M } from './messages.ts';
import {
  CurrentUserSchema,
  ProfileSetupRequestSchema,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  UsernameSchema,
  usernameFromEmail,
} from './schemas.ts';

function messages(input: unknown): string[] {
  const result = UsernameSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('UsernameSchema', () => {
  it.each(['abc', 'Hero_42', '___', 'a'.repeat(USERNAME_MAX_LENGTH), 'ALLCAPS', '007'])(
    'accepts %j',
    (name) => {
      expect(UsernameSchema.parse(name)).toBe(name);
    },
  );

  it('trims surrounding spaces before checking', () => {
    expect(UsernameSchema.parse('  hero  ')).toBe('hero');
    expect(messages('  ab  ')).toEqual([M.usernameTooShort]);
  });

  it.each([
    ['', [M.usernameTooShort, M.usernameFormat]],
    ['ab', [M.usernameTooShort]],
    ['a'.repeat(USERNAME_MAX_LENGTH + 1), [M.usernameTooLong]],
    ['bad name', [M.usernameFormat]],
    ['hyphen-ated', [M.usernameFormat]],
    ['dot.ted', [M.usernameFormat]],
    ['héros', [M.usernameFormat]],
    ['a!', [M.usernameTooShort, M.usernameFormat]],
  ])('refuses %j with %j', (name, expected) => {
    expect(messages(name)).toEqual(expected);
  });

  it('has the UI messages and limits', () => {
    expect(USERNAME_MIN_LENGTH).toBe(3);
    expect(USERNAME_MAX_LENGTH).toBe(30);
    expect(M.usernameTooShort).toBe('Username must be at least 3 characters');
    expect(M.usernameTooLong).toBe('Username must be at most 30 characters');
    expect(M.usernameFormat).toBe('Username can only contain letters, numbers, and underscores');
    expect(M.usernameTaken).toBe('Username is already taken');
    expect(M.setupComplete).toBe('Profile setup complete!');
    expect(M.setupFailed).toBe('Failed to set up profile');
    expect(M.createFailed).toBe('Failed to create profile');
    expect(M.notFound).toBe('Profile not found');
  });

  it('is the rule of the setup request', () => {
    expect(ProfileSetupRequestSchema.parse({ username: ' new_name ' })).toEqual({ username: 'new_name' });
    expect(ProfileSetupRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe('usernameFromEmail', () => {
  it.each([
    ['hero@example.com', 'hero'],
    ['Hero_42@example.com', 'Hero_42'],
    ['first.last@example.com', 'first_last'],
    ['a+tag@example.com', 'a_tag'],
    ['héro@example.com', 'h_ro'],
    ['ab@example.com', 'abuser'],
    ['x@example.com', 'xuser'],
    ['@example.com', 'user'],
    ['no-at-sign', 'no_at_sign'],
  ])('%j → %j', (email, expected) => {
    expect(usernameFromEmail(email)).toBe(expected);
  });

  it('leaves room for the number the server adds when the name is taken', () => {
    const name = usernameFromEmail(`${'a'.repeat(60)}@example.com`);
    expect(name).toBe('a'.repeat(USERNAME_MAX_LENGTH - 4));
    expect(UsernameSchema.safeParse(`${name}9999`).success).toBe(true);
  });

  it.each(['a@b.c', '..@x.y', 'ÄÖÜ@x.y', `${'é'.repeat(40)}@x.y`, 'a.b.c.d.e.f@x.y', '1@x.y'])(
    'always gives a valid username, even for %j',
    (email) => {
      expect(UsernameSchema.safeParse(usernameFromEmail(email)).success).toBe(true);
    },
  );
});

describe('CurrentUserSchema', () => {
  it('strips fields it does not list', () => {
    const parsed = CurrentUserSchema.parse({
      id: 'u1',
      email: 'a@b.co',
      username: 'abc',
      avatarUrl: null,
      isAdmin: false,
      needsSetup: true,
      isFirstVisit: false,
      restriction: null,
      passwordHash: 'secret',
    });
    expect(parsed).not.toHaveProperty('passwordHash');
  });
});
