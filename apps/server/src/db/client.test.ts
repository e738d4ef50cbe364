import { describe, expect, it, vi } from 'vitest';
import { releaseIfBeginFails } from './client.ts';

function lentConnection(answer: (text: string) => Promise<unknown>) {
  const release = vi.fn();
  const client = releaseIfBeginFails({
    query: (...args: unknown[]) => answer(String((args[0] as { text: string }).text)),
    release,
  });
  return { client, release };
}

describe('a connection lent for a transaction', () => {
  it('goes back to the pool, marked broken, when the transaction cannot begin', async () => {
    const lost = new Error('Connection terminated unexpectedly');
    const { client, release } = lentConnection(() => Promise.reject(lost));
    await expect(client.query({ text: 'begin' })).rejects.toBe(lost);
    expect(release).toHaveBeenCalledWith(lost);
  });

  it('is left to the transaction once it has begun, and only its first statement is watched', async () => {
    let fail = false;
    const { client, release } = lentConnection(() =>
      fail ? Promise.reject(new Error('deadlock')) : Promise.resolve({ rows: [] }),
    );
    await client.query({ text: 'begin' });
    fail = true;
    await expect(client.query({ text: 'select 1' })).rejects.toThrow('deadlock');
    expect(release).not.toHaveBeenCalled();
  });
});
