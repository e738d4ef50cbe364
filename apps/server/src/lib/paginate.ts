import type { Page } from '@haven/shared/common/schemas';

/**
 * Counts the matching rows and reads one page of them, wrapped in the paged answer. There is
 * always at least one page, so an empty list still reads "page 1 of 1". Past the first page the
 * count runs first: a page past the last one is answered from the count alone, without asking
 * the database to skip rows that are not there.
 */
export async function findPage<T>(options: {
  page: number;
  pageSize: number;
  count: PromiseLike<{ total: number }[]>;
  rows: (limit: number, offset: number) => PromiseLike<T[]>;
}): Promise<Page<T>> {
  const { page, pageSize } = options;
  const offset = (page - 1) * pageSize;
  const wrap = (items: T[], total: number): Page<T> => ({
    items,
    total,
    page,
    pageSize,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
  });
  if (page > 1) {
    const [counted] = await options.count;
    const total = counted?.total ?? 0;
    return wrap(offset >= total ? [] : await options.rows(pageSize, offset), total);
  }
  const [[counted], items] = await Promise.all([options.count, options.rows(pageSize, offset)]);
  return wrap(items, counted?.total ?? 0);
}
