import { Trans, useLingui } from '@lingui/react/macro';
import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useSession } from '../../features/auth/api/get-me';
import { useSignOut } from '../../features/auth/api/sign-out';
import { useNotificationCount } from '../../features/notifications/api/get-notification-count';
import { BellFace, shownCount } from '../../features/notifications/components/bell-face';
import { QuickSearchLauncher } from '../../features/search/components/quick-search-launcher';
import { paths } from '../../lib/paths';
import { DesktopNav } from './desktop-nav';
import { LanguageMenu } from './language-switcher';
import { LazyMenu, type LazyMenuState } from './lazy-menu';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { HEADER_BUTTON_CLASSES } from './nav-config';
import { ThemeToggle } from './theme-toggle';
import { type HeaderMenus, useHeaderMenus } from './use-header-menus';
import { UserMenu } from './user-menu';

/** One menu of the header's right-hand side, shown only at the sizes `className` allows. */
type MenuSlot = { className: string } & Pick<Parameters<typeof LazyMenu>[0], 'menuId' | 'standIn' | 'render'>;

type BellMenu = HeaderMenus['NotificationBell'] | HeaderMenus['NotificationSheet'];

export function Header() {
  const { user, isLoading } = useSession();
  const signOut = useSignOut();
  const { menus, pendingOpen, requestOpen } = useHeaderMenus();
  const handleSignOut = () => void signOut();
  const isSignedIn = user !== null;
  const notificationCount = useNotificationCount(isSignedIn);
  const lazy: LazyMenuState = { menus, pendingOpen, onRequestOpen: requestOpen };
  const { t } = useLingui();
  const shown = shownCount(notificationCount);
  const bellLabel = notificationCount > 0 ? t`Notifications (${shown})` : t`Notifications`;
  const bell = {
    ariaLabel: bellLabel,
    className: HEADER_BUTTON_CLASSES,
    face: <BellFace count={notificationCount} />,
  } as const;

  // The bell is a dropdown on large screens and a bottom sheet on small ones.
  const bellSlot = (className: string, menuId: string, pick: (m: HeaderMenus) => BellMenu): MenuSlot => ({
    className,
    menuId,
    standIn: bell,
    render: (m, defaultOpen) => {
      const NotificationMenu = pick(m);
      return (
        <NotificationMenu
          isSignedIn={isSignedIn}
          label={bellLabel}
          triggerClassName={HEADER_BUTTON_CLASSES}
          menuId={menuId}
          defaultOpen={defaultOpen}
        />
      );
    },
  });
  const bellSlots = [
    bellSlot('hidden lg:block', 'notifications-dropdown', (m) => m.NotificationBell),
    bellSlot('lg:hidden', 'notifications-sheet', (m) => m.NotificationSheet),
  ];
  let account: ReactNode;
  if (isLoading) {
    account = <span className="h-9 w-28 animate-pulse rounded-lg bg-white/10" aria-hidden="true" />;
  } else if (user) {
    account = <UserMenu user={user} onSignOut={handleSignOut} />;
  } else {
    account = (
      <Link to={paths.login} className={buttonClasses('gold', 'sm')}>
        <LogIn aria-hidden="true" className="size-4" />
        <Trans context="top bar">Sign In</Trans>
      </Link>
    );
  }

  return (
    <header className="sticky top-0 z-40 border-b border-gold-400/20 bg-night-950 shadow-lg shadow-black/10">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-3 sm:px-6 lg:px-3 xl:px-6">
        <Logo />
        <DesktopNav className="ml-2 hidden lg:block" />
        <div className="ml-auto flex items-center gap-1">
          <QuickSearchLauncher triggerClassName={HEADER_BUTTON_CLASSES} />
          {/* A member's languages are in their menu: the top bar has no room for both. */}
          {!user && !isLoading && (
            <div className="hidden xl:block">
              <LanguageMenu />
            </div>
          )}
          <ThemeToggle />
          {bellSlots.map((slot) => renderSlot(lazy, slot))}
          {/* The session is known before the first paint (the root route waits for it), but on a
              page drawn for any member, until the app asks: the placeholder has the Sign In
              button's size. Up to xl, where the name is hidden, the box has one width for everyone. */}
          <div className="hidden h-10 min-w-28 items-center justify-end lg:flex xl:min-w-0">{account}</div>
          <div className="lg:hidden">
            <MobileMenu
              user={user}
              isSessionLoading={isLoading}
              onSignOut={handleSignOut}
              triggerClassName={HEADER_BUTTON_CLASSES}
            />
          </div>
        </div>
      </div>
    </header>
  );
}

function renderSlot(lazy: LazyMenuState, { className, ...slot }: MenuSlot) {
  return (
    <div key={slot.menuId} className={className}>
      <LazyMenu {...lazy} {...slot} />
    </div>
  );
}
