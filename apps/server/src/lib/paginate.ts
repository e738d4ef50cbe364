import type { Page } from '@haven/shared';

/**
 * Runs a count of the matching rows and the query for one page of them together,
 * and wraps the rows in the paged answer. There is always at least one page, so
 * an empty list still reads "page 1 of 1".
 */
export async function findPage<T>(options: {
  page: number;
  pageSize: number;
  count: PromiseLike<{ total: number }[]>;
  rows: (limit: number, offset: number) => PromiseLike<T[]>;
}): Promise<Page<T>> {
  const { page, pageSize } = options;
  const [[totalRow], items] = await Promise.all([
    options.count,
    options.rows(pageSize, (page - 1) * pageSize),
  ]);
  const total = totalRow?.total ?? 0;
  return { items, total, page, pageSize, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}
