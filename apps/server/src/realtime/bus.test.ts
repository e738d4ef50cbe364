import { describe, expect, it } from 'vitest';
import { openPglite } from '../db/client.ts';
import { type AppEvent, canReceive, createEventBus } from './bus.ts';

const member = { id: 'member-1', isAdmin: false };
const otherMember = { id: 'member-2', isAdmin: false };
const admin = { id: 'admin-1', isAdmin: true };

// Who may receive which event: viewers × kinds of event.
const cases: [string, AppEvent, Record<'visitor' | 'member' | 'otherMember' | 'admin', boolean>][] = [
  [
    'a public event',
    { topic: 'heroes', id: 'h1' },
    { visitor: true, member: true, otherMember: true, admin: true },
  ],
  [
    'an event for member-1',
    { topic: 'notifications', userId: 'member-1' },
    { visitor: false, member: true, otherMember: false, admin: false },
  ],
  [
    'an admin-only event',
    { topic: 'contact-messages', adminOnly: true },
    { visitor: false, member: false, otherMember: false, admin: true },
  ],
  [
    'an event for admin-1 marked admin-only',
    { topic: 'notifications', userId: 'admin-1', adminOnly: true },
    { visitor: false, member: false, otherMember: false, admin: true },
  ],
];

describe('canReceive', () => {
  it.each(cases)('%s', (_label, event, expected) => {
    expect({
      visitor: canReceive(null, event),
      member: canReceive(member, event),
      otherMember: canReceive(otherMember, event),
      admin: canReceive(admin, event),
    }).toEqual(expected);
  });
});

describe('the event bus on the embedded database', () => {
  it('delivers an event published outside a transaction at once, without a statement', async () => {
    const database = await openPglite(null);
    const bus = await createEventBus(database);
    try {
      const heard: [AppEvent, boolean][] = [];
      bus.subscribe((event, echo) => heard.push([event, echo]));
      let statements = 0;
      database.observe(({ sql }) => {
        if (sql) statements += 1;
      });
      await bus.publish({ topic: 'heroes', id: 'h1' });
      expect(heard).toEqual([[{ topic: 'heroes', id: 'h1' }, true]]);
      expect(statements).toBe(0);
    } finally {
      await bus.close();
      await database.close();
    }
  });

  it('sends a transaction’s events when it commits, and never when it rolls back', async () => {
    const database = await openPglite(null);
    const bus = await createEventBus(database);
    try {
      const heard: AppEvent[] = [];
      bus.subscribe((event) => heard.push(event));
      await database.db
        .transaction(async (tx) => {
          await bus.publish({ topic: 'heroes', id: 'rolled-back' }, tx);
          throw new Error('roll back');
        })
        .catch(() => {});
      await database.db.transaction(async (tx) => {
        await bus.publish({ topic: 'heroes', id: 'committed' }, tx);
        expect(heard).toEqual([]);
      });
      await expect.poll(() => heard).toEqual([{ topic: 'heroes', id: 'committed' }]);
    } finally {
      await bus.close();
      await database.close();
    }
  });
});
