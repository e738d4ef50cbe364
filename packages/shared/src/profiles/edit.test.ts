import { describe, expect, it } from 'vitest';
import { avatarUrlProblem, ProfileUpdateSchema } from './edit.ts';
import { PROFILE_MESSAGES as M } from './messages.ts';

function messages(input: Record<string, unknown>): string[] {
  const result = ProfileUpdateSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('ProfileUpdateSchema', () => {
  it('leaves out what was not sent, and clears what was sent empty', () => {
    expect(ProfileUpdateSchema.parse({ username: ' hero ' })).toEqual({ username: 'hero' });
    expect(
      ProfileUpdateSchema.parse({ location: '', characterClass: '', characterLevel: '', heirs: ['', 'Ada'] }),
    ).toEqual({ location: null, characterClass: null, characterLevel: null, heirs: ['Ada'] });
  });

  it('reads the character level typed as text', () => {
    expect(ProfileUpdateSchema.parse({ characterLevel: '150' })).toEqual({ characterLevel: 150 });
    expect(ProfileUpdateSchema.parse({ characterLevel: 0 })).toEqual({ characterLevel: 0 });
  });

  it.each([
    [{ biography: 'x'.repeat(501) }, M.biographyTooLong],
    [{ location: 'x'.repeat(101) }, M.locationTooLong],
    [{ twitterHandle: 'x'.repeat(16) }, M.twitterTooLong],
    [{ discordHandle: 'x'.repeat(33) }, M.discordTooLong],
    [{ youtubeHandle: 'x'.repeat(31) }, M.youtubeTooLong],
    [{ characterName: 'x'.repeat(16) }, M.characterNameTooLong],
    [{ characterName: 'Mira_Sol' }, 'Character name can only contain letters and spaces'],
    [{ server: 'x'.repeat(9) }, M.serverTooLong],
    [{ characterClass: 'Wizard' }, M.characterClass],
    [{ characterLevel: 221 }, M.characterLevel],
    [{ characterLevel: -1 }, M.characterLevel],
    [{ characterLevel: '1.5' }, M.characterLevel],
    [{ characterLevel: 'ten' }, M.characterLevel],
    [{ guildName: 'Guild 9' }, 'Guild name can only contain letters and spaces'],
    [{ guildRole: 'King' }, M.guildRole],
    [{ loverName: 'x'.repeat(16) }, M.loverNameTooLong],
    [{ heirs: ['x'.repeat(16)] }, M.heirTooLong],
    [{ heirs: ['Ada2'] }, M.heirFormat],
    [{ heirs: Array.from({ length: 11 }, () => 'Ada') }, M.tooManyHeirs],
    [{ avatarUrl: 'not a url' }, M.urlInvalid],
    [{ avatarUrl: 'https://example.com/me.webp' }, M.urlExtension],
  ])('refuses %j with its message', (input, message) => {
    expect(messages(input)).toEqual([message]);
  });

  it('uses the UI copy of the edit page', () => {
    expect(M.biographyTooLong).toBe('Biography must be at most 500 characters');
    expect(M.urlInvalid).toBe('Please enter a valid URL');
    expect(M.urlExtension).toBe('URL must end with .jpg, .jpeg, .png, or .gif');
    expect(M.updated).toBe('Profile updated successfully');
    expect(M.updateFailed).toBe('Failed to update profile');
    expect(M.friendsSignIn).toBe("Sign in to view this user's friends");
    expect(M.favoriteOutfitRemoved).toBe('Favorite outfit removed');
  });
});

describe('avatarUrlProblem', () => {
  it.each([
    'https://example.com/me.png',
    'http://example.com/a/b/me.JPEG?size=2',
    'https://cdn.example.com:8443/me.gif#top',
    `/media/${'a'.repeat(64)}.webp`,
  ])('accepts %j', (url) => {
    expect(avatarUrlProblem(url)).toBeNull();
  });

  it.each([
    ['ftp://example.com/me.png', M.urlInvalid],
    ['javascript:alert(1)//.png', M.urlInvalid],
    ['https://user:pw@example.com/me.png', M.urlInvalid],
    ['https://example.com/me".png', M.urlInvalid],
    ['https://example.com/me.png.html', M.urlExtension],
    ['https://example.com/?x=.png', M.urlExtension],
    [`/media/${'a'.repeat(64)}.svg`, M.urlInvalid],
  ])('refuses %j', (url, message) => {
    expect(avatarUrlProblem(url)).toBe(message);
  });
});
