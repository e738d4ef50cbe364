import type { DatedItem } from '@haven/shared/banners/schemas';
import { htmlToPlainText, truncateText } from '@haven/shared/common/text';
import { DEFAULT_LANGUAGE, type Language } from '@haven/shared/i18n/languages';
import { and, asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bannerHeroes, banners, heroes, officialContent } from '../../db/schema/index.ts';
import { serverTexts } from '../../texts/index.ts';

/** Every banner and dated official event, or those overlapping [from, to), earliest first; summaries in `language`. */
export async function findDatedItems(
  db: DbOrTx,
  span?: { from: Date; to: Date },
  language: Language = DEFAULT_LANGUAGE,
): Promise<DatedItem[]> {
  const texts = serverTexts(language).feeds;
  const overlaps = (start: SQL, end: SQL) =>
    span ? sql`${start} < ${span.to.toISOString()} and ${end} > ${span.from.toISOString()}` : undefined;
  const [bannerRows, eventRows] = await Promise.all([
    db
      .select({
        id: banners.id,
        name: banners.name,
        slug: banners.slug,
        type: banners.type,
        advice: banners.advice,
        startsAt: banners.startsAt,
        endsAt: banners.endsAt,
        heroNames: sql<string>`coalesce((select string_agg(${heroes.name}, ', ' order by ${bannerHeroes.position}) from ${bannerHeroes} join ${heroes} on ${heroes.id} = ${bannerHeroes.heroId} where ${bannerHeroes.bannerId} = ${banners.id}), '')`,
      })
      .from(banners)
      .where(overlaps(sql`${banners.startsAt}`, sql`${banners.endsAt}`))
      .orderBy(asc(banners.startsAt)),
    db
      .select({
        id: officialContent.id,
        title: officialContent.title,
        slug: officialContent.slug,
        description: officialContent.description,
        startsAt: officialContent.startsAt,
        endsAt: officialContent.endsAt,
      })
      .from(officialContent)
      .where(
        and(
          eq(officialContent.type, 'events'),
          isNotNull(officialContent.startsAt),
          overlaps(sql`${officialContent.startsAt}`, sql`${officialContent.endsAt}`),
        ),
      )
      .orderBy(asc(officialContent.startsAt)),
  ]);
  const items: DatedItem[] = [
    ...bannerRows.map((row) => ({
      id: row.id,
      kind: 'banner' as const,
      title: row.name,
      path: `/banners/${encodeURIComponent(row.slug)}`,
      summary: texts.bannerSummary({
        type: texts.bannerTypes[row.type],
        heroes: row.heroNames,
        advice: texts.bannerAdvice[row.advice],
      }),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
    })),
    ...eventRows.flatMap((row) =>
      row.startsAt && row.endsAt
        ? [
            {
              id: row.id,
              kind: 'event' as const,
              title: row.title,
              path: `/official-events/${encodeURIComponent(row.slug)}`,
              summary: truncateText(htmlToPlainText(row.description), 300),
              startsAt: row.startsAt.toISOString(),
              endsAt: row.endsAt.toISOString(),
            },
          ]
        : [],
    ),
  ];
  return items.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.title.localeCompare(b.title));
}
