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

export type AdminTab = { id: AdminTabId; label: string; title: string; icon: LucideIcon };

/** The dashboard's sections in navigation order, with their titles. */
export const ADMIN_TABS: AdminTab[] = [
  { id: 'users', label: 'Users', title: 'Manage Users', icon: Users },
  { id: 'heroes', label: 'Heroes', title: 'Manage Heroes', icon: Swords },
  { id: 'outfits', label: 'Outfits', title: 'Outfit Management', icon: Shirt },
  { id: 'game-database', label: 'Game Database', title: 'Game Database', icon: Database },
  { id: 'tier-list', label: 'Tier List', title: 'Tier List', icon: Layers },
  { id: 'guides', label: 'Guides', title: 'Manage Guides', icon: BookOpen },
  { id: 'official-content', label: 'Official Content', title: 'Official Content', icon: Newspaper },
  { id: 'about', label: 'About Pages', title: 'About Pages', icon: Info },
  { id: 'messages', label: 'Messages', title: 'Messages', icon: Mail },
  { id: 'redeem-codes', label: 'Redeem Codes', title: 'Redeem Codes', icon: Gift },
  { id: 'banners', label: 'Banners', title: 'Banners', icon: GalleryHorizontalEnd },
  { id: 'pity-rules', label: 'Pity Rules', title: 'Pity Rules', icon: Sparkles },
  { id: 'reports', label: 'Reports', title: 'Reports', icon: Flag },
  { id: 'moderation-log', label: 'Moderation Log', title: 'Moderation Log', icon: ScrollText },
];

/** The section `?tab=` names; the first one (Users) when it names none. */
export function findAdminTab(id: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab.id === id) ?? (ADMIN_TABS[0] as AdminTab);
}

/** The dashboard address of a section, deep-linkable as /admin?tab={id}. */
export function adminTabHref(id: AdminTabId): string {
  return `${paths.admin}?tab=${id}`;
}
