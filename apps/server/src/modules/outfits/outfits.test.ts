import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import { OUTFITS_PAGE_SIZE } from '@haven/shared/outfits/constants';
import { OUTFIT_MESSAGES } from '@haven/shared/outfits/messages';
import type {
  AdminOutfitListResponse,
  MyFavoriteOutfitResponse,
  OutfitDetail,
  OutfitFacets,
  OutfitListResponse,
  OutfitScan,
} from '@haven/shared/outfits/schemas';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { favoriteOutfits, outfits } from '../../db/schema/index.ts';
import type { AppEvent } from '../../realtime/bus.ts';
import { buildOutfit, signUpAndSignIn, type TestMember } from '../../test/factories.ts';
import { expectError, expectVersionedSaves, injectAs } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
let member: TestMember;
let other: TestMember;
let admin: TestMember;

beforeAll(async () => {
  [member, other, admin] = [
    await signUpAndSignIn(t.app),
    await signUpAndSignIn(t.app),
    await signUpAndSignIn(t.app, { admin: true }),
  ];
  // The gallery's own outfits, numbered 1 to 14 with outfit_5 missing (a gap to step over).
  for (const number of [1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]) {
    await buildOutfit(t.db, {
      folderNumber: number,
      name: number === 3 ? 'Moonlit Regalia' : `Plain Outfit ${number}`,
      description: number === 7 ? 'Made for the LANTERN festival parade.' : 'Everyday wear.',
      category: number % 2 === 0 ? 'Formal' : 'Casual',
      tags: number === 9 ? ['royal', 'cape'] : number === 10 ? ['lace'] : ['everyday'],
    });
  }
});

const list = async (query = '') =>
  (await t.app.inject({ url: `/api/outfits${query}` })).json<OutfitListResponse>();

describe('GET /api/outfits', () => {
  it('pages 12 outfits at a time in folder-number order', async () => {
    const first = await list();
    expect(first).toMatchObject({ total: 14, page: 1, pageSize: OUTFITS_PAGE_SIZE, totalPages: 2 });
    expect(first.items.map((o) => o.folderName).slice(0, 5)).toEqual([
      'outfit_1',
      'outfit_2',
      'outfit_3',
      'outfit_4',
      'outfit_6',
    ]);
    const second = await list('?page=2');
    expect(second.items.map((o) => o.folderName)).toEqual(['outfit_14', 'outfit_15']);
  });

  it('searches name, description and folder case-insensitively on the server', async () => {
    expect((await list('?search=mOONLIT')).items.map((o) => o.folderName)).toEqual(['outfit_3']);
    expect((await list('?search=lantern')).items.map((o) => o.folderName)).toEqual(['outfit_7']);
    expect((await list('?search=OUTFIT_1')).items.map((o) => o.folderName)).toEqual([
      'outfit_1',
      'outfit_10',
      'outfit_11',
      'outfit_12',
      'outfit_13',
      'outfit_14',
      'outfit_15',
    ]);
    expect(await list('?search=50%25')).toMatchObject({ items: [], total: 0, totalPages: 1 });
  });

  it('filters by categories and by tags, any of the chosen tags', async () => {
    const formal = await list('?category=Formal');
    expect(formal.total).toBe(7);
    expect(formal.items.every((o) => o.category === 'Formal')).toBe(true);
    expect((await list('?tag=cape,lace')).items.map((o) => o.folderName)).toEqual(['outfit_9', 'outfit_10']);
    expect((await list('?tag=cape,lace&category=Formal')).items.map((o) => o.folderName)).toEqual([
      'outfit_10',
    ]);
  });

  it('refuses a bad page', async () => {
    expectError(await t.app.inject({ url: '/api/outfits?page=0' }), 400, 'VALIDATION');
  });

  it('offers every category and tag in use, with counts', async () => {
    const facets = (await t.app.inject({ url: '/api/outfits/facets' })).json<OutfitFacets>();
    expect(facets.categories).toEqual([
      { value: 'Casual', count: 7 },
      { value: 'Formal', count: 7 },
    ]);
    expect(facets.tags).toContainEqual({ value: 'everyday', count: 12 });
    expect(facets.tags).toContainEqual({ value: 'cape', count: 1 });
  });
});

describe('GET /api/outfits/:slug', () => {
  it('answers the outfit with its neighbours in gallery order, stepping over gaps', async () => {
    const four = (await t.app.inject({ url: '/api/outfits/outfit-4' })).json<OutfitDetail>();
    expect(four).toMatchObject({
      folderName: 'outfit_4',
      previous: { slug: 'outfit-3', name: 'Moonlit Regalia' },
      next: { slug: 'outfit-6' },
    });
    const first = (await t.app.inject({ url: '/api/outfits/outfit_1' })).json<OutfitDetail>();
    expect(first).toMatchObject({ slug: 'outfit-1', previous: null, next: { slug: 'outfit-2' } });
    const last = (await t.app.inject({ url: '/api/outfits/outfit-15' })).json<OutfitDetail>();
    expect(last.next).toBeNull();
  });

  it('refuses a slug that is not outfit-N, and says an unknown one is not found', async () => {
    expectError(
      await t.app.inject({ url: '/api/outfits/moonlit' }),
      400,
      'VALIDATION',
      OUTFIT_MESSAGES.invalidSlug,
    );
    expectError(
      await t.app.inject({ url: '/api/outfits/outfit-5' }),
      404,
      'NOT_FOUND',
      OUTFIT_MESSAGES.notFound,
    );
  });
});

describe('favourite outfit', () => {
  const outfitNumbered = async (number: number) => {
    const [row] = await t.db.select().from(outfits).where(eq(outfits.folderNumber, number));
    if (!row) throw new Error(`no outfit_${number}`);
    return row;
  };
  const setFavorite = (cookie: string, payload: object) =>
    injectAs(t.app, cookie, { method: 'PUT', url: '/api/me/favorite-outfit', payload });
  const favoriteRows = (userId: string) =>
    t.db.select().from(favoriteOutfits).where(eq(favoriteOutfits.userId, userId));

  it('needs a signed-in member', async () => {
    const outfit = await outfitNumbered(2);
    expectError(
      await t.app.inject({
        method: 'PUT',
        url: '/api/me/favorite-outfit',
        payload: { outfitId: outfit.id, gender: 'male' },
      }),
      401,
      'UNAUTHENTICATED',
      OUTFIT_MESSAGES.favoriteSignIn,
    );
    expectError(await t.app.inject({ url: '/api/me/favorite-outfit' }), 401, 'UNAUTHENTICATED');
  });

  it('keeps one favourite per member, replaced by a new choice, and tells profile pages', async () => {
    const events: AppEvent[] = [];
    const stop = t.app.bus.subscribe((event) => events.push(event));
    const [two, three] = [await outfitNumbered(2), await outfitNumbered(3)];

    const none = await injectAs(t.app, member.cookie, { url: '/api/me/favorite-outfit' });
    expect(none.json<MyFavoriteOutfitResponse>()).toEqual({ favorite: null });

    const first = await setFavorite(member.cookie, { outfitId: two.id, gender: 'male' });
    expect(first.statusCode).toBe(200);
    expect(first.json<MyFavoriteOutfitResponse>().favorite).toMatchObject({
      outfitId: two.id,
      genderPreference: 'male',
      outfit: { slug: 'outfit-2' },
    });
    const second = await setFavorite(member.cookie, { outfitId: three.id, gender: 'female' });
    expect(second.json<MyFavoriteOutfitResponse>().favorite).toMatchObject({
      outfitId: three.id,
      genderPreference: 'female',
      outfit: { name: 'Moonlit Regalia' },
    });
    const rows = await favoriteRows(member.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ outfitId: three.id, genderPreference: 'female' });

    const mine = await injectAs(t.app, member.cookie, { url: '/api/me/favorite-outfit' });
    expect(mine.json<MyFavoriteOutfitResponse>().favorite?.outfitId).toBe(three.id);
    expect(events).toContainEqual(
      expect.objectContaining({ topic: REALTIME_TOPICS.profiles, id: member.user.id }),
    );
    stop();
  });

  it('refuses a bad version or an unknown outfit and writes nothing', async () => {
    const outfit = await outfitNumbered(4);
    const badGender = await setFavorite(other.cookie, { outfitId: outfit.id, gender: 'other' });
    expectError(badGender, 400, 'VALIDATION');
    const unknown = await setFavorite(other.cookie, {
      outfitId: '00000000-0000-4000-8000-000000000000',
      gender: 'female',
    });
    expectError(unknown, 404, 'NOT_FOUND', OUTFIT_MESSAGES.notFound);
    expectError(await setFavorite(other.cookie, { gender: 'female' }), 400, 'VALIDATION');
    expect(await favoriteRows(other.user.id)).toHaveLength(0);
  });

  it("changes only the caller's own favourite, never another member's", async () => {
    const [six, seven] = [await outfitNumbered(6), await outfitNumbered(7)];
    await setFavorite(member.cookie, { outfitId: six.id, gender: 'male' });
    await setFavorite(other.cookie, { outfitId: seven.id, gender: 'female' });
    expect((await favoriteRows(member.user.id))[0]).toMatchObject({
      outfitId: six.id,
      genderPreference: 'male',
    });
    expect((await favoriteRows(other.user.id))[0]).toMatchObject({ outfitId: seven.id });
  });
});

describe('admin outfit editor', () => {
  // An edit from the version a fresh outfit has, unless the payload names another.
  const patch = (cookie: string, id: string, payload: object) =>
    injectAs(t.app, cookie, {
      method: 'PATCH',
      url: `/api/admin/outfits/${id}`,
      payload: { version: 0, ...payload },
    });

  it('saves against the version the editor opened and refuses a save over a newer one', async () => {
    const outfit = await buildOutfit(t.db);
    await expectVersionedSaves(
      (version, description) =>
        patch(admin.cookie, outfit.id, { name: outfit.name, description, category: '', tags: [], version }),
      async () => (await t.db.select().from(outfits).where(eq(outfits.id, outfit.id)))[0],
    );
  });

  it('is for admins only', async () => {
    const outfit = await buildOutfit(t.db);
    const edit = { name: 'Hacked', description: '', category: '', tags: [] };
    expectError(await t.app.inject({ url: '/api/admin/outfits' }), 401, 'UNAUTHENTICATED');
    expectError(await injectAs(t.app, member.cookie, { url: '/api/admin/outfits' }), 403, 'FORBIDDEN');
    expectError(await patch(member.cookie, outfit.id, edit), 403, 'FORBIDDEN');
    expectError(
      await injectAs(t.app, member.cookie, { method: 'POST', url: '/api/admin/outfits/scans' }),
      403,
      'FORBIDDEN',
    );
    const [row] = await t.db.select().from(outfits).where(eq(outfits.id, outfit.id));
    expect(row?.name).toBe(outfit.name);
  });

  it('lists every outfit for the table, searched like the gallery', async () => {
    const all = await injectAs(t.app, admin.cookie, { url: '/api/admin/outfits' });
    expect(all.json<AdminOutfitListResponse>().total).toBeGreaterThanOrEqual(14);
    const found = await injectAs(t.app, admin.cookie, { url: '/api/admin/outfits?search=moonlit' });
    expect(found.json<AdminOutfitListResponse>().items.map((o) => o.folderName)).toEqual(['outfit_3']);
  });

  it('saves name, description, category and tags, keeping the slug, and refuses a blank name', async () => {
    const outfit = await buildOutfit(t.db);
    const saved = await patch(admin.cookie, outfit.id, {
      name: '  Starlace Gown ',
      description: 'Silver thread.',
      category: 'Formal',
      tags: ['lace', 'lace', ' silver '],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Starlace Gown',
      slug: outfit.slug,
      category: 'Formal',
      tags: ['lace', 'silver'],
    });

    const blank = await patch(admin.cookie, outfit.id, {
      name: ' ',
      description: null,
      category: null,
      tags: [],
    });
    expectError(blank, 400, 'VALIDATION');
    expect(blank.json().error.fields).toMatchObject({ name: OUTFIT_MESSAGES.nameRequired });
    const [row] = await t.db.select().from(outfits).where(eq(outfits.id, outfit.id));
    expect(row?.name).toBe('Starlace Gown');

    const unknown = await patch(admin.cookie, '00000000-0000-4000-8000-000000000000', {
      name: 'X',
      description: null,
      category: null,
      tags: [],
    });
    expectError(unknown, 404, 'NOT_FOUND');
  });
});

describe('directory scan', () => {
  const png = (colour: string) =>
    sharp({ create: { width: 30, height: 40, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const writeFolder = async (name: string, files: Record<string, Buffer | string>) => {
    const dir = path.join(t.config.outfitsDir, name);
    await mkdir(dir, { recursive: true });
    for (const [file, bytes] of Object.entries(files)) await writeFile(path.join(dir, file), bytes);
  };
  const startScan = () => injectAs(t.app, admin.cookie, { method: 'POST', url: '/api/admin/outfits/scans' });
  const finish = async (scan: OutfitScan): Promise<OutfitScan> => {
    let current = scan;
    for (let i = 0; i < 200 && current.status === 'running'; i++) {
      await sleep(25);
      const polled = await injectAs(t.app, admin.cookie, { url: `/api/admin/outfits/scans/${scan.id}` });
      current = polled.json<OutfitScan>();
    }
    return current;
  };

  it('says so when the outfits folder is missing, naming the setting to the browser and the path only in the log', async () => {
    const logged = vi.spyOn(t.app.log, 'error');
    try {
      const response = await startScan();
      expectError(response, 404, 'NOT_FOUND', OUTFIT_MESSAGES.scanFolderUnreadable);
      expect(response.body).not.toContain(t.config.outfitsDir);
      expect(response.body).not.toContain(t.dataDir);
      const [[entry]] = logged.mock.calls as [[{ err: Error }]];
      expect((entry.err.cause as Error).message).toContain(t.config.outfitsDir);
    } finally {
      logged.mockRestore();
    }
  });

  it('imports outfit_N folders, reports a bad image by name, and a second scan changes nothing', async () => {
    await writeFolder('outfit_201', {
      'overall.png': await png('#aa2233'),
      'male.jpg': await sharp(await png('#2233aa'))
        .jpeg()
        .toBuffer(),
      'female.webp': await sharp(await png('#22aa33'))
        .webp()
        .toBuffer(),
    });
    await writeFolder('outfit_202', {
      'overall.png': await png('#aa8833'),
      'male.png': await png('#3388aa'),
      'female.png': 'not an image at all',
    });
    await writeFolder('outfit_203', {
      'overall.png': 'broken',
      'male.png': 'broken',
      'female.png': 'broken',
    });
    await writeFolder('costumes', { 'overall.png': await png('#000000') });

    const started = await startScan();
    expect(started.statusCode).toBe(202);
    const scan = await finish(started.json<OutfitScan>());
    expect(scan).toMatchObject({ status: 'done', total: 3, processed: 3, added: 2, updated: 0, error: null });
    expect(scan.problems).toContainEqual({
      folder: 'outfit_202',
      file: 'female.png',
      reason: expect.any(String),
    });
    expect(scan.problems.filter((p) => p.folder === 'outfit_203')).toHaveLength(3);

    const [created] = await t.db.select().from(outfits).where(eq(outfits.folderName, 'outfit_201'));
    expect(created).toMatchObject({ name: 'Outfit 201', slug: 'outfit-201', folderNumber: 201 });
    expect(created?.overallImage).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
    expect(created?.femaleImage).toMatch(/\.webp$/);
    const image = await t.app.inject({ url: created?.overallImage ?? '' });
    expect(image.headers['content-type']).toBe('image/webp');
    const [partial] = await t.db.select().from(outfits).where(eq(outfits.folderName, 'outfit_202'));
    expect(partial?.femaleImage).toBeNull();
    expect(partial?.maleImage).not.toBeNull();
    expect(await t.db.select().from(outfits).where(eq(outfits.folderName, 'outfit_203'))).toHaveLength(0);

    // An admin's edit survives a rescan, and an unchanged folder is not written again.
    await injectAs(t.app, admin.cookie, {
      method: 'PATCH',
      url: `/api/admin/outfits/${created?.id}`,
      payload: { name: 'Garnet Parade', description: null, category: 'Festival', tags: [], version: 0 },
    });
    const [edited] = await t.db.select().from(outfits).where(eq(outfits.folderName, 'outfit_201'));
    const again = await finish((await startScan()).json<OutfitScan>());
    expect(again).toMatchObject({ status: 'done', added: 0, updated: 0, unchanged: 2 });
    const [after] = await t.db.select().from(outfits).where(eq(outfits.folderName, 'outfit_201'));
    expect(after).toEqual(edited);

    // The gallery shows the new outfit at once.
    expect((await list('?search=outfit_201')).items.map((o) => o.name)).toEqual(['Garnet Parade']);
  });
});
