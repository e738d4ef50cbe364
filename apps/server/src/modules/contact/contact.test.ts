import { CONTACT_MESSAGES } from '@haven/shared/contact/constants';
import type {
  ContactMessage,
  ContactMessageList,
  ContactMessageRequest,
} from '@haven/shared/contact/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.ts';
import { WRITE_LIMITS } from '../../lib/write-limit.ts';
import { signUpAndSignIn } from '../../test/factories.ts';
import { expectError, injectAs } from '../../test/http.ts';
import { createTestApp, useMemberAndAdmin, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();
const { member, admin } = useMemberAndAdmin(t);
let sequence = 0;

const validMessage = (overrides: Partial<ContactMessageRequest> = {}): ContactMessageRequest => ({
  name: 'Aria',
  email: 'aria@example.com',
  category: 'technical',
  subject: `Subject ${++sequence}`,
  message: 'The hero page\nwill not load.',
  ...overrides,
});

const send = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact-messages',
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });

const inbox = async (status = 'all') =>
  (
    await injectAs(t.app, admin.cookie, { url: `/api/admin/contact-messages?status=${status}` })
  ).json<ContactMessageList>().items;

async function sendOne(overrides: Partial<ContactMessageRequest> = {}): Promise<ContactMessage> {
  const body = validMessage(overrides);
  const response = await send(member.cookie, body);
  expect(response.statusCode).toBe(201);
  const found = (await inbox()).find((m) => m.id === response.json<{ id: string }>().id);
  if (!found) throw new Error('sent message not in the inbox');
  return found;
}

describe('POST /api/contact-messages', () => {
  it('stores the message unread with its sender, first in the inbox with line breaks kept', async () => {
    const message = await sendOne();
    expect(message).toMatchObject({
      status: 'unread',
      category: 'technical',
      message: 'The hero page\nwill not load.',
      sender: { id: member.user.id, username: member.user.username },
    });
    expect((await inbox())[0]?.id).toBe(message.id);
  });

  it('files a message without a category as a general inquiry', async () => {
    const { category: _, ...withoutCategory } = validMessage();
    const response = await send(member.cookie, withoutCategory);
    const [row] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, response.json<{ id: string }>().id));
    expect(row?.category).toBe('general');
  });

  it('refuses each missing field with its own message, writing nothing', async () => {
    const subject = `Refused ${++sequence}`;
    const cases: [Partial<ContactMessageRequest> | Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', CONTACT_MESSAGES.nameRequired],
      [{ email: 'not-an-address' }, 'email', CONTACT_MESSAGES.emailInvalid],
      [{ subject: '' }, 'subject', CONTACT_MESSAGES.subjectRequired],
      [{ message: ' \n ' }, 'message', CONTACT_MESSAGES.messageRequired],
      [{ category: 'spam' }, 'category', CONTACT_MESSAGES.categoryInvalid],
    ];
    for (const [override, field, text] of cases) {
      const response = await send(member.cookie, { ...validMessage({ subject }), ...override });
      expectError(response, 400, 'VALIDATION', text);
      expect(response.json().error.fields?.[field]).toBe(text);
    }
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.subject, subject))).toEqual([]);
  });

  it('needs a signed-in member', async () => {
    const body = validMessage();
    expectError(await send(undefined, body), 401, 'UNAUTHENTICATED', CONTACT_MESSAGES.signIn);
    expect(
      await t.db.select().from(contactMessages).where(eq(contactMessages.subject, body.subject)),
    ).toEqual([]);
  });

  it('limits each member to a few messages an hour, saying so', async () => {
    // A second app with write limits on, for this test alone: the file's own app runs without them.
    const limited = await createTestApp({ rateLimit: true });
    try {
      const sender = await signUpAndSignIn(limited.app);
      const post = () =>
        injectAs(limited.app, sender.cookie, {
          method: 'POST',
          url: '/api/contact-messages',
          payload: validMessage(),
        });
      for (let i = 0; i < WRITE_LIMITS.contact.max; i++) expect((await post()).statusCode).toBe(201);
      const refused = await post();
      expectError(refused, 429, 'RATE_LIMITED', WRITE_LIMITS.contact.message);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('the admin inbox', () => {
  it('filters by status; opening a message marks it read', async () => {
    const message = await sendOne();
    expect((await inbox('unread')).map((m) => m.id)).toContain(message.id);
    expect((await inbox('read')).map((m) => m.id)).not.toContain(message.id);

    const read = await injectAs(t.app, admin.cookie, {
      method: 'POST',
      url: `/api/admin/contact-messages/${message.id}/read`,
    });
    expect(read.json()).toEqual({ ok: true });
    expect((await inbox('read')).map((m) => m.id)).toContain(message.id);
    expect((await inbox('unread')).map((m) => m.id)).not.toContain(message.id);
  });

  it('refuses an unknown filter', async () => {
    const response = await injectAs(t.app, admin.cookie, { url: '/api/admin/contact-messages?status=spam' });
    expectError(response, 400, 'VALIDATION');
  });

  it('deletes a message; deleting it again is not found', async () => {
    const message = await sendOne();
    const url = `/api/admin/contact-messages/${message.id}`;
    expect((await injectAs(t.app, admin.cookie, { method: 'DELETE', url })).json()).toEqual({ ok: true });
    expect((await inbox()).map((m) => m.id)).not.toContain(message.id);
    expectError(await injectAs(t.app, admin.cookie, { method: 'DELETE', url }), 404, 'NOT_FOUND');
  });

  it('is for administrators only, changing nothing for anyone else', async () => {
    const message = await sendOne();
    const calls = [
      { method: 'GET' as const, url: '/api/admin/contact-messages' },
      { method: 'POST' as const, url: `/api/admin/contact-messages/${message.id}/read` },
      { method: 'DELETE' as const, url: `/api/admin/contact-messages/${message.id}` },
    ];
    for (const call of calls) {
      expectError(await t.app.inject(call), 401, 'UNAUTHENTICATED');
      expectError(await injectAs(t.app, member.cookie, call), 403, 'FORBIDDEN');
    }
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, message.id));
    expect(row?.status).toBe('unread');
  });
});
