import { randomBytes } from 'node:crypto';
import { MAX_AVATAR_BYTES } from '@haven/shared/profiles/edit';
import { PROFILE_MESSAGES as M } from '@haven/shared/profiles/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { favoriteOutfits, media, outfits, profiles, relationships } from '../../db/schema/index.ts';
import { buildHero, signUpAndSignIn, type TestMember } from '../../test/factories.ts';
import { expectError, expectVersionedSaves, injectAs } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let owner: TestMember;
let friend: TestMember;
let outfitNumber = 9000;

beforeAll(async () => {
  owner = await signUpAndSignIn(t.app);
  friend = await signUpAndSignIn(t.app);
  await t.db.insert(relationships).values([
    { userId: owner.user.id, relatedUserId: friend.user.id, type: 'friend' },
    { userId: friend.user.id, relatedUserId: owner.user.id, type: 'friend' },
  ]);
});

async function addFavoriteOutfit(userId: string, genderPreference: 'male' | 'female') {
  outfitNumber += 1;
  const [outfit] = await t.db
    .insert(outfits)
    .values({
      name: `Outfit ${outfitNumber}`,
      slug: `outfit-${outfitNumber}`,
      folderName: `outfit_${outfitNumber}`,
      folderNumber: outfitNumber,
      overallImage: '/overall.webp',
      maleImage: '/male.webp',
      femaleImage: '/female.webp',
    })
    .returning();
  if (!outfit) throw new Error('no outfit');
  await t.db.insert(favoriteOutfits).values({ userId, outfitId: outfit.id, genderPreference });
  return outfit;
}

const readProfile = (username: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/profiles/${username}`, headers: cookie ? { cookie } : {} });

/** The stored version of the profile of the member whose cookie this is (0 for a visitor). */
async function storedVersion(cookie: string | undefined): Promise<number> {
  if (!cookie) return 0;
  const me = (await t.app.inject({ url: '/api/me', headers: { cookie } })).json<{ user: { id: string } }>();
  const [row] = await t.db
    .select({ version: profiles.version })
    .from(profiles)
    .where(eq(profiles.id, me.user.id));
  return row?.version ?? 0;
}

/** Saves as an editor that opened the profile as it is stored now, unless the payload names a version. */
const patchProfile = async (cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/me/profile',
    headers: cookie ? { cookie } : {},
    payload: { version: await storedVersion(cookie), ...payload },
  });

async function profileRow(id: string) {
  const [row] = await t.db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

describe('GET /api/profiles/:username', () => {
  it('shows a member’s public profile to a visitor, in any letter case of the name', async () => {
    await t.db
      .update(profiles)
      .set({ biography: 'Hello there', heirs: ['Ada', 'Bo'], characterLevel: 120, guildRole: 'Elite' })
      .where(eq(profiles.id, owner.user.id));
    const hero = await buildHero(t.db, { rarity: 'UR' });
    await injectAs(t.app, owner.cookie, {
      method: 'POST',
      url: '/api/me/game-team',
      payload: { heroId: hero.id, position: 2 },
    });
    const outfit = await addFavoriteOutfit(owner.user.id, 'female');

    const response = await readProfile(owner.user.username.toUpperCase());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: owner.user.id,
      username: owner.user.username,
      biography: 'Hello there',
      heirs: ['Ada', 'Bo'],
      characterLevel: 120,
      guildRole: 'Elite',
      avatarUrl: null,
      favoriteOutfit: {
        genderPreference: 'female',
        outfit: { id: outfit.id, name: outfit.name, slug: outfit.slug, imageUrl: '/female.webp' },
      },
      gameTeam: [{ position: 2, isMain: true, hero: { id: hero.id, rarity: 'UR' } }],
    });
    expect(new Date(body.createdAt).getTime()).not.toBeNaN();
    expect(body).not.toHaveProperty('email');
  });

  it('answers 404 "Profile not found" for an unknown username', async () => {
    expectError(await readProfile('nobody_by_this_name'), 404, 'NOT_FOUND', M.notFound);
  });
});

describe('GET /api/profiles/:profileId/friends', () => {
  it('lists a member’s friends to a signed-in member', async () => {
    const response = await injectAs(t.app, friend.cookie, {
      method: 'GET',
      url: `/api/profiles/${owner.user.id}/friends`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      friends: [{ id: friend.user.id, username: friend.user.username, avatarUrl: null }],
    });
  });

  it('asks a visitor to sign in', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/profiles/${owner.user.id}/friends` });
    expectError(response, 401, 'UNAUTHENTICATED', M.friendsSignIn);
  });
});

describe('PATCH /api/me/profile', () => {
  it('saves every field of the four sections, and clears fields sent empty', async () => {
    const member = await signUpAndSignIn(t.app);
    const username = `Edited_${Date.now().toString(36)}`;
    const response = await patchProfile(member.cookie, {
      username,
      avatarUrl: 'https://example.com/me.png',
      biography: '  A calm healer.  ',
      location: 'Lisbon',
      twitterHandle: 'healer',
      discordHandle: 'healer#1',
      youtubeHandle: 'healer_tv',
      characterName: 'Mira Sol',
      server: 'S12',
      characterClass: 'Doctor',
      characterLevel: '150',
      guildName: 'Dawn Guard',
      guildRole: 'Deputy',
      loverName: 'Teo',
      heirs: ['Lina', '', 'Rui'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username, biography: 'A calm healer.', heirs: ['Lina', 'Rui'] });
    expect(await profileRow(member.user.id)).toMatchObject({
      username,
      avatarUrl: 'https://example.com/me.png',
      location: 'Lisbon',
      characterClass: 'Doctor',
      characterLevel: 150,
      guildRole: 'Deputy',
      loverName: 'Teo',
      heirs: ['Lina', 'Rui'],
    });
    const me = await injectAs(t.app, member.cookie, { method: 'GET', url: '/api/me' });
    expect(me.json().user).toMatchObject({ username, avatarUrl: 'https://example.com/me.png' });

    const cleared = await patchProfile(member.cookie, { location: '', characterClass: '', heirs: [] });
    expect(cleared.statusCode).toBe(200);
    expect(await profileRow(member.user.id)).toMatchObject({
      username,
      location: null,
      characterClass: null,
      heirs: [],
      biography: 'A calm healer.',
    });
  });

  it.each([
    ['username', 'ab', M.usernameTooShort],
    ['username', 'bad name', M.usernameFormat],
    ['biography', 'x'.repeat(501), M.biographyTooLong],
    ['location', 'x'.repeat(101), M.locationTooLong],
    ['avatarUrl', 'not a url', M.urlInvalid],
    ['avatarUrl', 'https://example.com/me.webp', M.urlExtension],
    ['twitterHandle', 'x'.repeat(16), M.twitterTooLong],
    ['discordHandle', 'x'.repeat(33), M.discordTooLong],
    ['youtubeHandle', 'x'.repeat(31), M.youtubeTooLong],
    ['characterName', 'Mira 2', 'Character name can only contain letters and spaces'],
    ['server', 'x'.repeat(9), M.serverTooLong],
    ['characterClass', 'Wizard', M.characterClass],
    ['characterLevel', 221, M.characterLevel],
    ['guildName', 'x'.repeat(16), M.guildNameTooLong],
    ['guildRole', 'King', M.guildRole],
    ['loverName', 'Teo!', 'Lover name can only contain letters and spaces'],
  ])('refuses a bad %s with its message and writes nothing', async (field, value, message) => {
    const member = await signUpAndSignIn(t.app);
    const before = await profileRow(member.user.id);
    const response = await patchProfile(member.cookie, { biography: 'changed', [field]: value });
    expectError(response, 400, 'VALIDATION', message);
    expect(response.json().error.fields).toMatchObject({ [field]: message });
    expect(await profileRow(member.user.id)).toEqual(before);
  });

  it('refuses a bad heir with its message on that heir', async () => {
    const response = await patchProfile(owner.cookie, { heirs: ['Good', 'x'.repeat(16)] });
    expectError(response, 400, 'VALIDATION', M.heirTooLong);
    expect(response.json().error.fields).toEqual({ 'heirs.1': M.heirTooLong });
  });

  it('refuses a username another member has, in any letter case, and writes nothing', async () => {
    const member = await signUpAndSignIn(t.app);
    const before = await profileRow(member.user.id);
    const response = await patchProfile(member.cookie, {
      username: owner.user.username.toUpperCase(),
      biography: 'changed',
    });
    expectError(response, 409, 'CONFLICT', M.usernameTaken);
    expect(response.json().error.fields).toEqual({ username: M.usernameTaken });
    expect(await profileRow(member.user.id)).toEqual(before);
  });

  it('saves against the version the editor opened and refuses a save over a newer one', async () => {
    const member = await signUpAndSignIn(t.app);
    const from = await storedVersion(member.cookie);
    await expectVersionedSaves(
      (version, biography) => patchProfile(member.cookie, { biography, version }),
      () => profileRow(member.user.id),
      from,
    );
  });

  it('asks a visitor to sign in', async () => {
    expectError(await patchProfile(undefined, { biography: 'x' }), 401, 'UNAUTHENTICATED');
  });
});

/** A multipart/form-data body with one file, as a browser sends it. */
function multipart(file: Buffer, contentType = 'image/png') {
  const boundary = `----haven${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const uploadAvatar = (cookie: string | undefined, file: Buffer) => {
  const body = multipart(file);
  return t.app.inject({
    method: 'POST',
    url: '/api/me/avatar',
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
};

describe('POST /api/me/avatar', () => {
  it('crops an upload to a square WebP that the profile can then use', async () => {
    const image = await sharp({
      create: { width: 300, height: 120, channels: 3, background: { r: 200, g: 40, b: 90 } },
    })
      .png()
      .toBuffer();
    const response = await uploadAvatar(owner.cookie, image);
    expect(response.statusCode).toBe(201);
    const { imageUrl } = response.json();
    expect(imageUrl).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
    const [stored] = await t.db
      .select()
      .from(media)
      .where(eq(media.hash, imageUrl.slice(7, 71)));
    expect(stored).toMatchObject({ width: 256, height: 256, uploadedBy: owner.user.id });

    const saved = await patchProfile(owner.cookie, { avatarUrl: imageUrl });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().avatarUrl).toBe(imageUrl);
  });

  it('refuses a file over 2 MB and anything that is not an image', async () => {
    const big = Buffer.concat([
      await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
        .png()
        .toBuffer(),
      randomBytes(MAX_AVATAR_BYTES),
    ]);
    expectError(await uploadAvatar(owner.cookie, big), 413, 'TOO_LARGE', M.avatarTooLarge);
    expectError(await uploadAvatar(owner.cookie, Buffer.from('hello')), 415, 'UNSUPPORTED_MEDIA');
  });

  it('asks a visitor to sign in', async () => {
    expectError(await uploadAvatar(undefined, Buffer.from('x')), 401, 'UNAUTHENTICATED');
  });
});

describe('DELETE /api/me/favorite-outfit', () => {
  it('removes only the member’s own favourite outfit', async () => {
    await addFavoriteOutfit(friend.user.id, 'male');
    const response = await injectAs(t.app, friend.cookie, {
      method: 'DELETE',
      url: '/api/me/favorite-outfit',
    });
    expect(response.statusCode).toBe(200);
    expect(
      await t.db.select().from(favoriteOutfits).where(eq(favoriteOutfits.userId, friend.user.id)),
    ).toEqual([]);
    const ownerStill = await t.db
      .select()
      .from(favoriteOutfits)
      .where(eq(favoriteOutfits.userId, owner.user.id));
    expect(ownerStill).toHaveLength(1);
    expect((await readProfile(friend.user.username)).json().favoriteOutfit).toBeNull();
  });

  it('asks a visitor to sign in', async () => {
    expectError(
      await t.app.inject({ method: 'DELETE', url: '/api/me/favorite-outfit' }),
      401,
      'UNAUTHENTICATED',
    );
  });
});
