import { describe, expect, it } from 'vitest';
import { ownSessionChangesSettled, trackOwnSessionChange } from './sign-out-state';

describe("the page's own changes of session", () => {
  it('are settled at once when none is in flight', async () => {
    await expect(ownSessionChangesSettled()).resolves.toBeUndefined();
  });

  it('hold a re-read of the session until the change has answered, success or refusal', async () => {
    const order: string[] = [];
    let answer!: () => void;
    let refuse!: (error: Error) => void;
    const change = trackOwnSessionChange(
      new Promise<void>((resolve) => {
        answer = resolve;
      }),
    );
    const refused = trackOwnSessionChange(
      new Promise<void>((_, reject) => {
        refuse = reject;
      }),
    );
    refused.catch(() => order.push('refusal seen'));
    const settled = ownSessionChangesSettled().then(() => order.push('session read again'));
    await Promise.resolve();
    expect(order).toEqual([]);

    answer();
    await change;
    refuse(new Error('Your password is incorrect'));
    await settled;
    expect(order).toEqual(['refusal seen', 'session read again']);
  });

  it('also wait for a change that starts while waiting', async () => {
    let answerFirst!: () => void;
    let answerSecond!: () => void;
    trackOwnSessionChange(
      new Promise<void>((resolve) => {
        answerFirst = resolve;
      }),
    );
    let isSettled = false;
    const settled = ownSessionChangesSettled().then(() => {
      isSettled = true;
    });
    trackOwnSessionChange(
      new Promise<void>((resolve) => {
        answerSecond = resolve;
      }),
    );
    answerFirst();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(isSettled).toBe(false);
    answerSecond();
    await settled;
    expect(isSettled).toBe(true);
  });
});
