import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';

type Values = { content: string };
const schema = z.object({ content: z.string().min(1, 'Please write something') });
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe('lazyZodResolver', () => {
  it("checks values against the schema it loads, with the schema's own messages", async () => {
    const resolver = lazyZodResolver<Values>(async () => schema);
    expect(await resolver({ content: 'Hello' }, undefined, options)).toEqual({
      values: { content: 'Hello' },
      errors: {},
    });
    const refused = await resolver({ content: '' }, undefined, options);
    expect(refused.errors.content?.message).toBe('Please write something');
  });

  it('loads the schema once, on the first check', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();
    await resolver({ content: 'a' }, undefined, options);
    await resolver({ content: 'b' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again on the next check after it failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const resolver = lazyZodResolver<Values>(load);
    await expect(resolver({ content: 'a' }, undefined, options)).rejects.toThrow('offline');
    expect((await resolver({ content: 'a' }, undefined, options)).errors).toEqual({});
  });
});
