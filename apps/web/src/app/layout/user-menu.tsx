import { isAdminViewer } from '@haven/shared/common/policy-viewer';
import type { CurrentUser } from '@haven/shared/profiles/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  LayoutDashboard,
  LibraryBig,
  LogOut,
  type LucideIcon,
  ScrollText,
  Settings,
  User,
  Users,
} from 'lucide-react';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { HeaderPopover, MenuLink, useMenuPlace } from './header-popover';
import { LanguageLinks } from './language-switcher';
import { UserTriggerFace } from './menu-triggers';
import { HEADER_BUTTON_CLASSES, MENU_CONTENT_CLASSES, MENU_ITEM_CLASSES } from './nav-config';

type UserMenuProps = { user: CurrentUser; onSignOut: () => void };

type UserMenuLink = { to: string; label: MessageDescriptor; icon: LucideIcon };

/** The menu's links: Profile, My Collection, Teams, Summon Log and Account, and Admin for administrators. */
function userMenuLinks(user: CurrentUser): UserMenuLink[] {
  const links: UserMenuLink[] = [
    { to: paths.profile(user.username), label: msg`Profile`, icon: User },
    { to: paths.collection, label: msg`My Collection`, icon: LibraryBig },
    { to: paths.myTeams, label: msg`Teams`, icon: Users },
    { to: paths.summons, label: msg`Summon Log`, icon: ScrollText },
    { to: paths.account, label: msg`Account`, icon: Settings },
  ];
  if (isAdminViewer(user)) links.push({ to: paths.admin, label: msg`Admin`, icon: LayoutDashboard });
  return links;
}

/** Avatar button with Profile, My Collection, Teams, Summon Log, Account, Admin (admins) and Sign Out. */
export function UserMenu({ user, onSignOut }: UserMenuProps) {
  const { i18n, t } = useLingui();
  const place = useMenuPlace();
  return (
    <HeaderPopover
      id="user-menu"
      trigger={{ className: cn(HEADER_BUTTON_CLASSES, 'pl-1.5'), face: <UserTriggerFace user={user} /> }}
      panelClassName={cn('anchored-menu align-end w-56', MENU_CONTENT_CLASSES)}
    >
      <p className="px-3 pt-1.5 pb-2">
        <span className="block text-xs text-slate-600 dark:text-slate-400">
          <Trans>Signed in as</Trans>
        </span>
        <span
          className="block truncate text-sm font-semibold text-slate-900 dark:text-white"
          data-content
          title={user.username}
        >
          {user.username}
        </span>
      </p>
      <hr className="my-1 h-px border-0 bg-slate-200 dark:bg-white/10" />
      <ul aria-label={t`Your pages`}>
        {userMenuLinks(user).map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <MenuLink to={to} place={place} className={MENU_ITEM_CLASSES}>
              <Icon aria-hidden="true" className="size-4" />
              {i18n._(label)}
            </MenuLink>
          </li>
        ))}
      </ul>
      <hr className="my-1 h-px border-0 bg-slate-200 dark:bg-white/10" />
      <nav aria-label={t`Language`}>
        <LanguageLinks className={cn(MENU_ITEM_CLASSES, 'aria-[current=true]:font-semibold')} />
      </nav>
      <hr className="my-1 h-px border-0 bg-slate-200 dark:bg-white/10" />
      <button
        type="button"
        className={MENU_ITEM_CLASSES}
        onClick={(event) => {
          event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover();
          onSignOut();
        }}
      >
        <LogOut aria-hidden="true" className="size-4" />
        <Trans>Sign Out</Trans>
      </button>
    </HeaderPopover>
  );
}
