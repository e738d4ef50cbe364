import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../api/get-me';
import { hasSessionEnded } from './use-ended-session-check';

const member = { id: 'm1', username: 'Wren' };

function pageShowing(user: unknown) {
  const client = new QueryClient();
  client.setQueryData(ME_QUERY_KEY, { user });
  return client;
}

function serverAnswers(answer: () => Promise<Response>) {
  const fetch = vi.fn(answer);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a page whose live stream ended', () => {
  it('learns its member’s session ended when the server now answers signed out', async () => {
    serverAnswers(async () => Response.json({ user: null }));
    expect(await hasSessionEnded(pageShowing(member))).toBe(true);
  });

  it('stays signed in when the server still knows the member (the password was changed here)', async () => {
    serverAnswers(async () => Response.json({ user: member }));
    expect(await hasSessionEnded(pageShowing(member))).toBe(false);
  });

  it('signs nobody out when the server cannot be reached', async () => {
    serverAnswers(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await hasSessionEnded(pageShowing(member))).toBe(false);
  });

  it('asks nothing for a visitor', async () => {
    const fetch = serverAnswers(async () => Response.json({ user: null }));
    expect(await hasSessionEnded(pageShowing(null))).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
