import { describe, expect, it } from 'vitest';
import { readHistoryParams } from './use-history-params';

describe('readHistoryParams', () => {
  it('reads the banner type, banner, rarity and page from the address', () => {
    const banner = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    expect(readHistoryParams(new URLSearchParams(`type=limited&banner=${banner}&rarity=SSR&page=3`))).toEqual(
      {
        type: 'limited',
        banner,
        rarity: 'SSR',
        page: 3,
      },
    );
  });

  it('leaves out unknown values and starts at the first page', () => {
    expect(readHistoryParams(new URLSearchParams('type=seasonal&banner=x&rarity=ZZ&page=-2'))).toEqual({
      type: '',
      banner: '',
      rarity: '',
      page: 1,
    });
  });
});
