import type { QuickSearchResponse } from '@haven/shared/search/schemas';
import { BookOpen, Search } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { kindText, SEARCH_KIND_TEXTS, searchTexts } from '../shared-texts';
import { toContentOptions } from './quick-search-content-options';
import { IconThumb, type ResultOption, THUMB_CLASSES } from './result-option';

/** The answer as one flat list in display order, so the arrow keys walk it top to bottom. */
export function toOptions(data: QuickSearchResponse): ResultOption[] {
  const heroes: ResultOption[] = data.heroes.map((hero) => ({
    key: `hero-${hero.id}`,
    group: 'heroes',
    href: paths.hero(hero.slug),
    label: hero.name,
    detail: `${hero.rarity} · ${hero.class}`,
    kind: kindText(SEARCH_KIND_TEXTS.hero),
    image: <FallbackImage src={hero.imageUrl} alt="" width={36} height={36} className={THUMB_CLASSES} />,
  }));
  const seeAll: ResultOption[] =
    data.heroes.length > 0
      ? [
          {
            key: 'more-heroes',
            group: 'heroes',
            isMore: true,
            href: `${paths.heroes}?${new URLSearchParams({ search: data.q })}`,
            label: searchTexts.seeAllHeroes(data.q),
            image: (
              <span
                className={cn(THUMB_CLASSES, 'grid place-items-center bg-transparent dark:bg-transparent')}
              >
                <Search aria-hidden="true" className="size-4" />
              </span>
            ),
          },
        ]
      : [];
  const entries: ResultOption[] = data.entries.map((entry) => ({
    key: `entry-${entry.id}`,
    group: 'entries',
    href: paths.databaseEntry(entry.category, entry.slug),
    label: entry.name,
    detail: entry.rarity ?? undefined,
    kind: entry.categoryLabel,
    image: <FallbackImage src={entry.imageUrl} alt="" width={36} height={36} className={THUMB_CLASSES} />,
  }));
  const guides: ResultOption[] = data.guides.map((guide) => ({
    key: `guide-${guide.id}`,
    group: 'guides',
    href: paths.guide(guide.slug),
    label: guide.title,
    kind: kindText(SEARCH_KIND_TEXTS.guide),
    image: <IconThumb icon={BookOpen} />,
  }));
  const members: ResultOption[] = data.members.map((member) => ({
    key: `member-${member.id}`,
    group: 'members',
    href: paths.profile(member.username),
    label: member.username,
    kind: kindText(SEARCH_KIND_TEXTS.member),
    image: <Avatar src={member.avatarUrl} alt="" className="size-9" />,
  }));
  return [...heroes, ...seeAll, ...entries, ...guides, ...toContentOptions(data), ...members];
}
