import { describe, expect, it } from 'vitest';
import { type AppEvent, canReceive } from './bus.ts';

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
