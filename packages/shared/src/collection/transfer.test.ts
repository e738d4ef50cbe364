import { describe, expect, it } from 'vitest';
import { collectionToCsv, parseCollectionCsv, parseCollectionJson, splitCsv } from './transfer.ts';

describe('collection CSV', () => {
  it('writes a file that reads back as the same rows, quotes and line breaks included', () => {
    const csv = collectionToCsv([
      {
        hero: 'ember-knight',
        name: 'Ember Knight',
        level: 120,
        stars: 4,
        building: true,
        note: 'Needs "the" sword, soon\nreally',
      },
      { hero: 'tide', name: 'Tide', level: 1, stars: 1, building: false, note: null },
    ]);
    const parsed = parseCollectionCsv(csv);
    expect(parsed).toEqual({
      ok: true,
      refused: [],
      rows: [
        {
          line: 2,
          row: {
            hero: 'ember-knight',
            level: 120,
            stars: 4,
            building: true,
            note: 'Needs "the" sword, soon\nreally',
          },
        },
        { line: 4, row: { hero: 'tide', level: 1, stars: 1, building: false, note: null } },
      ],
    });
  });

  it('refuses each bad line with its number and keeps the good ones', () => {
    const parsed = parseCollectionCsv('hero,level,stars\nember,ten,2\n\ntide,3,0\nfox,5,2\n');
    expect(parsed).toEqual({
      ok: true,
      rows: [{ line: 5, row: expect.objectContaining({ hero: 'fox' }) }],
      refused: [
        { line: 2, message: 'Please enter a level' },
        { line: 4, message: 'Stars must be between 1 and 6' },
      ],
    });
  });

  it('refuses a file without the hero, level and stars columns', () => {
    expect(parseCollectionCsv('name,lvl\nx,1')).toMatchObject({ ok: false });
    expect(splitCsv('a,"b,c"\r\n')).toEqual([{ line: 1, fields: ['a', 'b,c'] }]);
  });
});

describe('collection JSON', () => {
  it('reads version 1 and refuses other versions and unreadable text', () => {
    expect(parseCollectionJson('{"version":1,"heroes":[{"hero":"a","level":2,"stars":1}]}')).toMatchObject({
      ok: true,
      rows: [{ line: 1, row: { hero: 'a', level: 2, stars: 1, building: false, note: null } }],
    });
    expect(parseCollectionJson('{"version":2,"heroes":[]}')).toEqual({
      ok: false,
      message: "This file's format version (2) is not one this site reads",
    });
    expect(parseCollectionJson('nope')).toMatchObject({ ok: false });
  });
});
