import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../auth/viewer.ts';
import { memberRestrictions, moderationLog, session } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { buildMember, signUpAndSignIn } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { findActiveRestriction, liftRestriction, restrictMember } from './restrictions.ts';

const t = useTestApp();

async function adminViewer(): Promise<Viewer> {
  const admin = await signUpAndSignIn(t.app, { admin: true });
  return { ...admin.user, isAdmin: true, isSetupComplete: true } as Viewer;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) =>
      error instanceof AppError ? { status: error.status, message: error.message } : error,
  );

describe('suspending, banning and lifting', () => {
  it('a suspension is in force for its days, with its reason, and is logged', async () => {
    const actor = await adminViewer();
    const memberId = await buildMember(t.app.db, { username: `susp_${Date.now()}` });
    const before = Date.now();
    await restrictMember(t.app.db, t.app.bus, {
      actor,
      memberId,
      input: { kind: 'suspension', days: 3, reason: 'Spam in comments' },
    });
    const active = await findActiveRestriction(t.app.db, memberId);
    expect(active).toMatchObject({ kind: 'suspension', reason: 'Spam in comments' });
    const days = ((active?.endsAt?.getTime() ?? 0) - before) / 86_400_000;
    expect(days).toBeGreaterThan(2.99);
    expect(days).toBeLessThan(3.01);
    const log = await t.app.db.select().from(moderationLog).where(eq(moderationLog.memberId, memberId));
    expect(log).toMatchObject([
      {
        action: 'member_suspended',
        adminId: actor.id,
        adminName: actor.username,
        reason: 'Spam in comments',
      },
    ]);
  });

  it('a ban has no end and ends every session of the member', async () => {
    const actor = await adminViewer();
    const member = await signUpAndSignIn(t.app);
    await restrictMember(t.app.db, t.app.bus, {
      actor,
      memberId: member.user.id,
      input: { kind: 'ban', reason: 'Selling accounts' },
    });
    expect(await findActiveRestriction(t.app.db, member.user.id)).toMatchObject({
      kind: 'ban',
      endsAt: null,
    });
    expect(await t.app.db.select().from(session).where(eq(session.userId, member.user.id))).toEqual([]);
  });

  it('a member already restricted, an admin and the admin themselves are refused, writing nothing', async () => {
    const actor = await adminViewer();
    const memberId = await buildMember(t.app.db, { username: `twice_${Date.now()}` });
    const input = { kind: 'ban', reason: 'Cheating' } as const;
    await restrictMember(t.app.db, t.app.bus, { actor, memberId, input });
    expect(await refusal(restrictMember(t.app.db, t.app.bus, { actor, memberId, input }))).toEqual({
      status: 409,
      message: 'This member is already suspended or banned',
    });
    const otherAdmin = await adminViewer();
    expect(
      await refusal(restrictMember(t.app.db, t.app.bus, { actor, memberId: otherAdmin.id, input })),
    ).toEqual({ status: 403, message: 'Administrators cannot be suspended or banned' });
    expect(await refusal(restrictMember(t.app.db, t.app.bus, { actor, memberId: actor.id, input }))).toEqual({
      status: 403,
      message: 'You cannot restrict your own account',
    });
    const rows = await t.app.db
      .select()
      .from(memberRestrictions)
      .where(eq(memberRestrictions.userId, otherAdmin.id));
    expect(rows).toEqual([]);
  });

  it('lifting ends the restriction early and is logged; lifting nothing is refused', async () => {
    const actor = await adminViewer();
    const memberId = await buildMember(t.app.db, { username: `lift_${Date.now()}` });
    await restrictMember(t.app.db, t.app.bus, {
      actor,
      memberId,
      input: { kind: 'suspension', days: 30, reason: 'Harassment' },
    });
    await liftRestriction(t.app.db, t.app.bus, { actor, memberId, reason: 'Appeal accepted' });
    expect(await findActiveRestriction(t.app.db, memberId)).toBeNull();
    const actions = await t.app.db
      .select({ action: moderationLog.action, reason: moderationLog.reason })
      .from(moderationLog)
      .where(eq(moderationLog.memberId, memberId))
      .orderBy(moderationLog.createdAt);
    expect(actions.map((row) => row.action)).toEqual(['member_suspended', 'suspension_lifted']);
    expect(await refusal(liftRestriction(t.app.db, t.app.bus, { actor, memberId }))).toEqual({
      status: 409,
      message: 'This member is not suspended or banned',
    });
  });

  it('a suspension that has ended is no longer in force', async () => {
    const actor = await adminViewer();
    const memberId = await buildMember(t.app.db, { username: `ended_${Date.now()}` });
    await t.app.db.insert(memberRestrictions).values({
      userId: memberId,
      kind: 'suspension',
      reason: 'Old',
      endsAt: new Date(Date.now() - 1000),
      createdBy: actor.id,
    });
    expect(await findActiveRestriction(t.app.db, memberId)).toBeNull();
  });
});
