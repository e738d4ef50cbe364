import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  BookOpen,
  Database,
  Flag,
  GalleryHorizontalEnd,
  Gift,
  Info,
  Layers,
  type LucideIcon,
  Mail,
  Newspaper,
  ScrollText,
  Shirt,
  Sparkles,
  Swords,
  Users,
} from 'lucide-react';
import { paths } from '../../lib/paths';

export type AdminTabId =
  | 'users'
  | 'heroes'
  | 'outfits'
  | 'guides'
  | 'official-content'
  | 'about'
  | 'messages'
  | 'redeem-codes'
  | 'banners'
  | 'pity-rules'
  | 'game-database'
  | 'tier-list'
  | 'reports'
  | 'moderation-log';

export type AdminTab = {
  id: AdminTabId;
  label: MessageDescriptor;
  title: MessageDescriptor;
  icon: LucideIcon;
};

/** The dashboard's sections in navigation order, with their titles. */
export const ADMIN_TABS: AdminTab[] = [
  { id: 'users', label: msg`Users`, title: msg`Manage Users`, icon: Users },
  { id: 'heroes', label: msg`Heroes`, title: msg`Manage Heroes`, icon: Swords },
  { id: 'outfits', label: msg`Outfits`, title: msg`Outfit Management`, icon: Shirt },
  { id: 'game-database', label: msg`Game Database`, title: msg`Game Database`, icon: Database },
  { id: 'tier-list', label: msg`Tier List`, title: msg`Tier List`, icon: Layers },
  { id: 'guides', label: msg`Guides`, title: msg`Manage Guides`, icon: BookOpen },
  { id: 'official-content', label: msg`Official Content`, title: msg`Official Content`, icon: Newspaper },
  { id: 'about', label: msg`About Pages`, title: msg`About Pages`, icon: Info },
  { id: 'messages', label: msg`Messages`, title: msg`Messages`, icon: Mail },
  { id: 'redeem-codes', label: msg`Redeem Codes`, title: msg`Redeem Codes`, icon: Gift },
  { id: 'banners', label: msg`Banners`, title: msg`Banners`, icon: GalleryHorizontalEnd },
  { id: 'pity-rules', label: msg`Pity Rules`, title: msg`Pity Rules`, icon: Sparkles },
  { id: 'reports', label: msg`Reports`, title: msg`Reports`, icon: Flag },
  { id: 'moderation-log', label: msg`Moderation Log`, title: msg`Moderation Log`, icon: ScrollText },
];

/** The section `?tab=` names; the first one (Users) when it names none. */
export function findAdminTab(id: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab.id === id) ?? (ADMIN_TABS[0] as AdminTab);
}

/** The dashboard address of a section, deep-linkable as /admin?tab={id}. */
export function adminTabHref(id: AdminTabId): string {
  return `${paths.admin}?tab=${id}`;
}
