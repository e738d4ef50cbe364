// The guide library's queries `npm run explain` prints the plans of.
import { sql } from 'drizzle-orm';
import type { Query } from './explain-hero-knowledge.ts';

/**
 * The library's Newest, Most Helpful and Most Viewed orders (first page and page 100), one member's
 * guides, a member's own 'Helpful' mark and a view's once-a-day key, as the API runs them. Run after
 * the quick search's 20,000 guides are in; they get counts and authors here.
 */
export async function guideLibraryQueries(
  rowsOf: <T>(query: ReturnType<typeof sql>) => Promise<T[]>,
): Promise<Query[]> {
  await rowsOf(sql`
    update guides set helpful_count = (hashtext(slug) & 1023) % 200, view_count = (hashtext(slug) & 65535) % 20000,
      author_id = (select id from profiles order by id offset (hashtext(guides.slug) & 1023) limit 1)
    where slug like 'scale-guide-%'`);
  await rowsOf(sql`analyze guides`);
  const [{ id: authorId } = { id: '' }] = await rowsOf<{ id: string }>(
    sql`select author_id as id from guides where author_id is not null limit 1`,
  );
  const [{ id: guideId } = { id: '' }] = await rowsOf<{ id: string }>(
    sql`select id from guides where status = 'approved' limit 1`,
  );
  const approved = sql`select id, title from guides where status = 'approved'`;
  const page = (n: number) => sql`limit 12 offset ${(n - 1) * 12}`;
  const helpful = sql`order by helpful_count desc nulls last, created_at desc nulls last, id desc nulls last`;
  const viewed = sql`order by view_count desc nulls last, created_at desc nulls last, id desc nulls last`;
  const newest = sql`order by created_at desc nulls last, id desc nulls last`;
  return [
    ['guide library, newest, first page', sql`${approved} ${newest} ${page(1)}`],
    ['guide library, newest, page 100', sql`${approved} ${newest} ${page(100)}`],
    ['guide library, most helpful, first page', sql`${approved} ${helpful} ${page(1)}`],
    ['guide library, most helpful, page 100', sql`${approved} ${helpful} ${page(100)}`],
    ['guide library, most viewed, first page', sql`${approved} ${viewed} ${page(1)}`],
    ['guide library, most viewed, page 100', sql`${approved} ${viewed} ${page(100)}`],
    ['guide library, count', sql`select count(*) from guides where status = 'approved'`],
    [
      "a member's published guides, newest (profile and library by author)",
      sql`${approved} and author_id = ${authorId} ${newest} ${page(1)}`,
    ],
    [
      "a member's own 'Helpful' mark on a guide",
      sql`select guide_id from guide_helpful_votes where guide_id = ${guideId} and user_id = ${authorId}`,
    ],
    [
      "a view's once-a-day key",
      sql`select 1 from guide_views where guide_id = ${guideId} and day = current_date and visitor = 'member:x'`,
    ],
  ];
}
