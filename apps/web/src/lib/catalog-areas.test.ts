import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogAreaOf } from '../../catalog-areas';

const source = (file: string) => path.join(import.meta.dirname, '..', file);

describe('catalogAreaOf', () => {
  it('gives a feature, a page folder and a page-only components folder their own catalog', () => {
    expect(catalogAreaOf(source('features/tier-list/tier-list-texts.ts'))).toBe('features/tier-list');
    expect(catalogAreaOf(source('app/routes/heroes/hero.tsx'))).toBe('app/routes/heroes');
    expect(catalogAreaOf(source('components/rich-text/editor-tools.ts'))).toBe('components/rich-text');
    expect(catalogAreaOf(source('components/comments/comment-item.tsx?v=1'))).toBe('components/comments');
  });

  it('keeps the layout, the ui components and the single-file pages in the shell catalog every page loads', () => {
    expect(catalogAreaOf(source('app/layout/footer.tsx'))).toBeNull();
    expect(catalogAreaOf(source('components/ui/pagination.tsx'))).toBeNull();
    expect(catalogAreaOf(source('components/reports/report-control.tsx'))).toBeNull();
    expect(catalogAreaOf(source('app/routes/home.tsx'))).toBeNull();
  });
});
