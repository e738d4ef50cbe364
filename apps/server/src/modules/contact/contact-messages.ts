import { CONTACT_MESSAGES, type ContactFilter } from '@haven/shared/contact/constants';
import type { ContactMessage, ContactMessageRequestSchema } from '@haven/shared/contact/schemas';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages, profiles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

type ContactMessageInput = z.output<typeof ContactMessageRequestSchema>;

/** Stores a member's message, unread, with their id so the inbox can link to their profile. */
export async function sendContactMessage(
  db: DbOrTx,
  userId: string,
  input: ContactMessageInput,
): Promise<{ id: string }> {
  const [created] = await db
    .insert(contactMessages)
    .values({ ...input, userId, status: 'unread' })
    .returning({ id: contactMessages.id });
  if (!created) throw new Error('insert returned nothing');
  return created;
}

const columns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  category: contactMessages.category,
  status: contactMessages.status,
  createdAt: contactMessages.createdAt,
  senderId: profiles.id,
  username: profiles.username,
  avatarUrl: profiles.avatarUrl,
};

type Row = Omit<ContactMessage, 'createdAt' | 'sender'> & {
  createdAt: Date;
  senderId: string | null;
  username: string | null;
  avatarUrl: string | null;
};

function toContactMessage({ senderId, username, avatarUrl, createdAt, ...row }: Row): ContactMessage {
  return {
    ...row,
    createdAt: createdAt.toISOString(),
    sender: senderId && username ? { id: senderId, username, avatarUrl } : null,
  };
}

/** The inbox, newest first: every message or only the unread or read ones (admin). */
export async function findContactMessages(db: DbOrTx, filter: ContactFilter): Promise<ContactMessage[]> {
  const rows = await db
    .select(columns)
    .from(contactMessages)
    .leftJoin(profiles, eq(profiles.id, contactMessages.userId))
    .where(filter === 'all' ? undefined : eq(contactMessages.status, filter))
    .orderBy(desc(contactMessages.createdAt));
  return rows.map(toContactMessage);
}

/** Marks a message read, as opening it in the inbox does (admin). */
export async function markContactMessageRead(db: DbOrTx, id: string): Promise<void> {
  const updated = await db
    .update(contactMessages)
    .set({ status: 'read' })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', CONTACT_MESSAGES.notFound);
}

/** Deletes a message (admin). */
export async function deleteContactMessage(db: DbOrTx, id: string): Promise<void> {
  const deleted = await db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', CONTACT_MESSAGES.notFound);
}
