import { EXPIRED_CODES_PAGE_SIZE, REDEEM_CODE_MESSAGES } from '@haven/shared/redeem-codes/constants';
import type {
  ActiveRedeemCodes,
  AdminRedeemCodes,
  ExpiredRedeemCodes,
  RedeemCode,
} from '@haven/shared/redeem-codes/schemas';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { redeemCodes } from '../../db/schema/index.ts';
import { expectError, expectVersionedSaves, injectAs } from '../../test/http.ts';
import { useMemberAndAdmin, useTestApp } from '../../test/test-app.ts';
import { msUntilNextUtcMidnight, TODAY_UTC } from './redeem-codes.ts';

const t = useTestApp();
const { member, admin } = useMemberAndAdmin(t);
let sequence = 0;

const uniqueCode = (prefix = 'CODE') => `${prefix}${process.pid.toString(36).toUpperCase()}${++sequence}`;
/** A UTC calendar day relative to the database's today, as YYYY-MM-DD. */
async function dayFromToday(days: number): Promise<string> {
  const result = await t.db.execute(sql`select to_char(${TODAY_UTC} + ${days}::int, 'YYYY-MM-DD') as day`);
  return (result as unknown as { rows: { day: string }[] }).rows[0]?.day ?? '';
}

const create = (cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/redeem-codes',
    headers: cookie ? { cookie } : {},
    payload,
  });

async function createCode(payload: Record<string, unknown> = {}): Promise<RedeemCode> {
  const response = await create(admin.cookie, { code: uniqueCode(), rewards: '100 gems', ...payload });
  expect(response.statusCode).toBe(201);
  return response.json<RedeemCode>();
}

const activeCodes = async () =>
  (await t.app.inject({ url: '/api/redeem-codes' })).json<ActiveRedeemCodes>().items.map((c) => c.code);
async function allExpiredCodes(): Promise<string[]> {
  const codes: string[] = [];
  for (let page = 1; ; page++) {
    const answer = (
      await t.app.inject({ url: `/api/redeem-codes/expired?page=${page}` })
    ).json<ExpiredRedeemCodes>();
    codes.push(...answer.items.map((c) => c.code));
    if (page >= answer.totalPages) return codes;
  }
}

describe('POST /api/admin/redeem-codes', () => {
  it('creates a code that shows first among the active codes, with an empty expiry stored as none', async () => {
    const created = await createCode({ description: 'Launch gift', expiresAt: '' });
    expect(created).toMatchObject({
      expiresAt: null,
      isActive: true,
      isExpired: false,
      deactivatedAt: null,
      description: 'Launch gift',
    });
    const [row] = await t.db.select().from(redeemCodes).where(eq(redeemCodes.id, created.id));
    expect(row?.createdBy).toBe(admin.user.id);
    expect((await activeCodes())[0]).toBe(created.code);
  });

  it('refuses a code that differs from an existing one only in case', async () => {
    const first = await createCode({ code: uniqueCode('Spring') });
    const clash = await create(admin.cookie, { code: first.code.toLowerCase(), rewards: 'x' });
    expectError(clash, 409, 'CONFLICT', REDEEM_CODE_MESSAGES.codeTaken);
    expect(clash.json().error.fields).toEqual({ code: REDEEM_CODE_MESSAGES.codeTaken });
    const rows = await t.db
      .select()
      .from(redeemCodes)
      .where(sql`lower(${redeemCodes.code}) = lower(${first.code})`);
    expect(rows).toHaveLength(1);
  });

  it('refuses a missing code or rewards and a malformed expiry, writing nothing', async () => {
    const code = uniqueCode();
    const cases: [Record<string, unknown>, string][] = [
      [{ code: '  ', rewards: 'gems' }, REDEEM_CODE_MESSAGES.codeRequired],
      [{ code, rewards: '' }, REDEEM_CODE_MESSAGES.rewardsRequired],
      [{ code, rewards: 'gems', expiresAt: '2026-02-30' }, REDEEM_CODE_MESSAGES.expiryInvalid],
      [{ code: 'has space', rewards: 'gems' }, REDEEM_CODE_MESSAGES.codeInvalid],
    ];
    for (const [payload, message] of cases) {
      expectError(await create(admin.cookie, payload), 400, 'VALIDATION', message);
    }
    expect(await t.db.select().from(redeemCodes).where(eq(redeemCodes.code, code))).toEqual([]);
  });

  it('is for administrators only', async () => {
    const code = uniqueCode();
    expectError(await create(undefined, { code, rewards: 'gems' }), 401, 'UNAUTHENTICATED');
    expectError(await create(member.cookie, { code, rewards: 'gems' }), 403, 'FORBIDDEN');
    expect(await t.db.select().from(redeemCodes).where(eq(redeemCodes.code, code))).toEqual([]);
  });
});

describe('expiry by date', () => {
  it('counts a code past its expiry date as expired in every answer, and one expiring today as active', async () => {
    const lapsed = await createCode({ expiresAt: await dayFromToday(-1) });
    const lastDay = await createCode({ expiresAt: await dayFromToday(0) });
    const later = await createCode({ expiresAt: await dayFromToday(30) });

    expect(lapsed).toMatchObject({ isActive: true, isExpired: true });
    expect(lastDay.isExpired).toBe(false);
    const active = await activeCodes();
    expect(active).toEqual(expect.arrayContaining([lastDay.code, later.code]));
    expect(active).not.toContain(lapsed.code);
    expect(await allExpiredCodes()).toContain(lapsed.code);

    const all = (
      await injectAs(t.app, admin.cookie, { url: '/api/admin/redeem-codes' })
    ).json<AdminRedeemCodes>();
    expect(all.items.find((c) => c.id === lapsed.id)?.isExpired).toBe(true);
  });

  it('refreshes the code lists at the next midnight (UTC)', () => {
    expect(msUntilNextUtcMidnight(new Date('2026-03-01T23:59:00Z'))).toBe(60_000);
    expect(msUntilNextUtcMidnight(new Date('2026-03-01T00:00:00Z'))).toBe(86_400_000);
  });
});

describe('GET /api/redeem-codes/expired', () => {
  it('lists the codes that stopped most recently first, whether switched off or past their date', async () => {
    // Made in the opposite order to their endings, so the newest made is not the latest to stop.
    const switchedOffNow = await createCode({ isActive: false });
    const lapsedTwoDaysAgo = await createCode({ expiresAt: await dayFromToday(-3) });
    const switchedOffLastWeek = await createCode({ expiresAt: await dayFromToday(20) });
    await injectAs(t.app, admin.cookie, {
      method: 'PATCH',
      url: `/api/admin/redeem-codes/${switchedOffLastWeek.id}/status`,
      payload: { isActive: false },
    });
    await t.db
      .update(redeemCodes)
      .set({ deactivatedAt: sql`now() - interval '7 days'` })
      .where(eq(redeemCodes.id, switchedOffLastWeek.id));
    const lapsedLongAgo = await createCode({ expiresAt: await dayFromToday(-30) });

    const ours = new Set(
      [switchedOffNow, lapsedTwoDaysAgo, switchedOffLastWeek, lapsedLongAgo].map((c) => c.code),
    );
    expect((await allExpiredCodes()).filter((code) => ours.has(code))).toEqual([
      switchedOffNow.code,
      lapsedTwoDaysAgo.code,
      switchedOffLastWeek.code,
      lapsedLongAgo.code,
    ]);
  });

  it('shows up to 50 codes on one page', async () => {
    expect(EXPIRED_CODES_PAGE_SIZE).toBe(50);
    await t.db.insert(redeemCodes).values(
      Array.from({ length: EXPIRED_CODES_PAGE_SIZE + 1 }, () => ({
        code: uniqueCode('GONE'),
        rewards: '5 gems',
        isActive: false,
      })),
    );
    // Written around the API: the cached list is dropped as a save would.
    await t.app.bus.publish({ topic: 'redeem-codes' });
    const first = (await t.app.inject({ url: '/api/redeem-codes/expired' })).json<ExpiredRedeemCodes>();
    expect(first.items).toHaveLength(50);
    expect(first.totalPages).toBe(Math.ceil(first.total / 50));
    expect(first.totalPages).toBeGreaterThan(1);
    expect((await t.app.inject({ url: '/api/redeem-codes/expired?page=0' })).statusCode).toBe(400);
  });
});

describe('PUT, PATCH status and DELETE /api/admin/redeem-codes/:codeId', () => {
  it('edits a code, marks it inactive and reactivates it, each change visible in the public lists', async () => {
    const code = await createCode();
    const edited = await injectAs(t.app, admin.cookie, {
      method: 'PUT',
      url: `/api/admin/redeem-codes/${code.id}`,
      payload: {
        code: code.code,
        rewards: '500 gold',
        description: 'More',
        expiresAt: null,
        isActive: true,
        version: 0,
      },
    });
    expect(edited.json<RedeemCode>()).toMatchObject({ rewards: '500 gold', description: 'More' });

    const setActive = (isActive: boolean) =>
      injectAs(t.app, admin.cookie, {
        method: 'PATCH',
        url: `/api/admin/redeem-codes/${code.id}/status`,
        payload: { isActive },
      });
    expect((await setActive(false)).json<RedeemCode>().isActive).toBe(false);
    expect(await activeCodes()).not.toContain(code.code);
    expect(await allExpiredCodes()).toContain(code.code);
    expect((await setActive(true)).json<RedeemCode>().isActive).toBe(true);
    expect(await activeCodes()).toContain(code.code);
  });

  it('refuses renaming a code onto another in a different case, changing nothing', async () => {
    const [a, b] = [await createCode(), await createCode()];
    const response = await injectAs(t.app, admin.cookie, {
      method: 'PUT',
      url: `/api/admin/redeem-codes/${b.id}`,
      payload: { code: a.code.toLowerCase(), rewards: 'gems', version: 0 },
    });
    expectError(response, 409, 'CONFLICT', REDEEM_CODE_MESSAGES.codeTaken);
    const [row] = await t.db.select().from(redeemCodes).where(eq(redeemCodes.id, b.id));
    expect(row?.code).toBe(b.code);
  });

  it('saves against the version the editor opened; a switch on or off makes it newer', async () => {
    const code = await createCode();
    const row = async () => (await t.db.select().from(redeemCodes).where(eq(redeemCodes.id, code.id)))[0];
    await expectVersionedSaves(
      (version, rewards) =>
        injectAs(t.app, admin.cookie, {
          method: 'PUT',
          url: `/api/admin/redeem-codes/${code.id}`,
          payload: { code: code.code, rewards, version },
        }),
      row,
    );
    await injectAs(t.app, admin.cookie, {
      method: 'PATCH',
      url: `/api/admin/redeem-codes/${code.id}/status`,
      payload: { isActive: false },
    });
    expect((await row())?.version).toBe(3);
  });

  it('deletes a code; an unknown one is not found', async () => {
    const code = await createCode();
    const url = `/api/admin/redeem-codes/${code.id}`;
    expect((await injectAs(t.app, admin.cookie, { method: 'DELETE', url })).json()).toEqual({ ok: true });
    expect(await activeCodes()).not.toContain(code.code);
    expectError(await injectAs(t.app, admin.cookie, { method: 'DELETE', url }), 404, 'NOT_FOUND');
  });

  it('refuses visitors and members on every admin call, changing nothing', async () => {
    const code = await createCode();
    const url = `/api/admin/redeem-codes/${code.id}`;
    const calls = [
      { method: 'GET' as const, url: '/api/admin/redeem-codes' },
      { method: 'PUT' as const, url, payload: { code: code.code, rewards: 'stolen', version: 0 } },
      { method: 'PATCH' as const, url: `${url}/status`, payload: { isActive: false } },
      { method: 'DELETE' as const, url },
    ];
    for (const call of calls) {
      expectError(await t.app.inject(call), 401, 'UNAUTHENTICATED');
      expectError(await injectAs(t.app, member.cookie, call), 403, 'FORBIDDEN');
    }
    const [row] = await t.db.select().from(redeemCodes).where(eq(redeemCodes.id, code.id));
    expect(row).toMatchObject({ rewards: '100 gems', isActive: true, deactivatedAt: null });
  });

  it('keeps when a code was first switched off, until it is switched back on', async () => {
    const code = await createCode();
    const url = `/api/admin/redeem-codes/${code.id}`;
    const setActive = async (isActive: boolean) =>
      (
        await injectAs(t.app, admin.cookie, { method: 'PATCH', url: `${url}/status`, payload: { isActive } })
      ).json<RedeemCode>();
    const before = Date.now();
    const off = await setActive(false);
    expect(Date.parse(off.deactivatedAt ?? '')).toBeGreaterThanOrEqual(before - 5_000);
    // Switching off again, or saving the form of a switched-off code, keeps the first moment.
    expect((await setActive(false)).deactivatedAt).toBe(off.deactivatedAt);
    const saved = await injectAs(t.app, admin.cookie, {
      method: 'PUT',
      url,
      // Each switch raised the version: the form was opened after them.
      payload: { code: code.code, rewards: 'gems', isActive: false, version: 2 },
    });
    expect(saved.json<RedeemCode>().deactivatedAt).toBe(off.deactivatedAt);
    const [expired] = (
      await t.app.inject({ url: '/api/redeem-codes/expired?page=1' })
    ).json<ExpiredRedeemCodes>().items;
    expect(expired).toMatchObject({ code: code.code, deactivatedAt: off.deactivatedAt });

    expect((await setActive(true)).deactivatedAt).toBeNull();
    const created = await createCode({ isActive: false });
    expect(created.deactivatedAt).not.toBeNull();
  });
});
