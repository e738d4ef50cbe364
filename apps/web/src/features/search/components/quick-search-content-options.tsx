import type { QuickSearchResponse } from '@haven/shared/search/schemas';
import { Gift, Newspaper, Shield } from 'lucide-react';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { paths } from '../../../lib/paths';
import { kindText, SEARCH_KIND_TEXTS, SEARCH_OFFICIAL_KIND_TEXTS, searchTexts } from '../shared-texts';
import { IconThumb, type ResultOption, THUMB_CLASSES } from './result-option';

/** Official posts, redeem codes (usable ones first, as the server orders them), outfits and teams, in display order. */
export function toContentOptions(data: QuickSearchResponse): ResultOption[] {
  const official: ResultOption[] = data.official.map((post) => ({
    key: `official-${post.id}`,
    group: 'official',
    href: paths.officialItem(post.type, post.slug),
    label: post.title,
    kind: kindText(SEARCH_OFFICIAL_KIND_TEXTS[post.type]),
    image: <IconThumb icon={Newspaper} />,
  }));
  const codes: ResultOption[] = data.codes.map((code) => ({
    key: `code-${code.id}`,
    group: 'codes',
    href: paths.redeemCodes,
    label: code.code,
    detail: code.rewards,
    kind: code.isActive ? kindText(SEARCH_KIND_TEXTS.activeCode) : kindText(SEARCH_KIND_TEXTS.expiredCode),
    isMuted: !code.isActive,
    image: <IconThumb icon={Gift} />,
  }));
  const outfits: ResultOption[] = data.outfits.map((outfit) => ({
    key: `outfit-${outfit.id}`,
    group: 'outfits',
    href: paths.outfit(outfit.slug),
    label: outfit.name,
    kind: kindText(SEARCH_KIND_TEXTS.outfit),
    image: <FallbackImage src={outfit.imageUrl} alt="" width={36} height={36} className={THUMB_CLASSES} />,
  }));
  const teams: ResultOption[] = data.teams.map((team) => ({
    key: `team-${team.id}`,
    group: 'teams',
    href: paths.team(team.slug),
    label: team.name,
    ...(team.creator ? { detail: searchTexts.teamBy(team.creator) } : {}),
    kind: kindText(SEARCH_KIND_TEXTS.team),
    image: <IconThumb icon={Shield} />,
  }));
  return [...official, ...codes, ...outfits, ...teams];
}
