import type { DatabaseListResponse } from '@haven/shared/game-database/schemas';
import type { Page } from '@playwright/test';

/** Answers the category's list as empty, since the demo content fills every category. */
export async function showCategoryEmpty(page: Page, slug: string): Promise<void> {
  const empty: DatabaseListResponse = {
    items: [],
    total: 0,
    page: 1,
    pageSize: 24,
    totalPages: 0,
    allTags: [],
  };
  await page.route(
    (url) => url.pathname === `/api/database/${slug}`,
    (route) => route.fulfill({ json: empty }),
  );
}
