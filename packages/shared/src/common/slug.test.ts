import { describe, expect, it } from 'vitest';
import { slugifyName, slugifyRuns, slugifyTitle } from './slug.ts';

describe('slugifyName: hero and outfit style names', () => {
  it.each([
    ['Lady Crimson', 'lady-crimson'],
    ['UPPER case', 'upper-case'],
    ['snake_case_name', 'snake-case-name'],
    ['Mixed _ separators', 'mixed-separators'],
    ["Sir Galen's Blade!", 'sir-galens-blade'],
    ['Moon & Star', 'moon-star'],
    ['  padded  ', 'padded'],
    ['double  space', 'double-space'],
    ['already-hyphenated', 'already-hyphenated'],
    ['Ümlaut Hero', 'mlaut-hero'],
    ['Hero 2', 'hero-2'],
    ['!!!', ''],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugifyName(input)).toBe(expected);
  });
});

describe('slugifyTitle: official content', () => {
  it.each([
    ['Patch Notes: Version 1.2!', 'patch-notes-version-12'],
    ['Summer Event — Week 1', 'summer-event-week-1'],
    ['Hello,   World', 'hello-world'],
    ['Guild -- Wars', 'guild-wars'],
    ['  Trimmed title  ', 'trimmed-title'],
    ['Café Opening', 'café-opening'],
    ['snake_case', 'snakecase'],
    ['?!', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugifyTitle(input)).toBe(expected);
  });
});

describe('slugifyRuns: teams and guides', () => {
  it.each([
    ['My Team', 'my-team'],
    ['My   Team!!! #1', 'my-team-1'],
    ['--Edge--', 'edge'],
    ['  spaced  out  ', 'spaced-out'],
    ['snake_case_team', 'snake-case-team'],
    ['Café Crew', 'caf-crew'],
    ['A.B.C', 'a-b-c'],
    ['***', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugifyRuns(input)).toBe(expected);
  });
});
