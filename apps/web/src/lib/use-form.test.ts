import { describe, expect, it } from 'vitest';
import { openedValueAttributes } from './use-form.ts';

describe("a registered field's opened value in the first HTML", () => {
  it('draws a text or a number as the value', () => {
    expect(openedValueAttributes('Amberfall Keep')).toEqual({ defaultValue: 'Amberfall Keep' });
    expect(openedValueAttributes(87)).toEqual({ defaultValue: 87 });
    expect(openedValueAttributes(0)).toEqual({ defaultValue: 0 });
  });

  it('draws a yes or no as a tick', () => {
    expect(openedValueAttributes(true)).toEqual({ defaultChecked: true });
    expect(openedValueAttributes(false)).toEqual({ defaultChecked: false });
  });

  it('draws nothing for an empty value or a list, so tick boxes sharing a name keep their own values', () => {
    for (const opened of ['', null, undefined, ['Guard'], { a: 1 }])
      expect(openedValueAttributes(opened)).toEqual({});
  });
});
