import { DATABASE_CATEGORIES } from '@haven/shared';
import { describe, expect, it } from 'vitest';
import { DATABASE_CATEGORY_SLUGS } from '../../db/schema/game-database.ts';

describe('database categories', () => {
  it('allows in the database exactly the categories the site lists, in menu order', () => {
    expect([...DATABASE_CATEGORY_SLUGS]).toEqual(DATABASE_CATEGORIES.map((category) => category.slug));
  });
});
