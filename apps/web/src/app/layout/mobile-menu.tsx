import { isAdminViewer } from '@haven/shared/common/policy-viewer';
import type { CurrentUser } from '@haven/shared/profiles/schemas';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { HeaderPopover, MenuLink, useMenuPlace } from './header-popover';
import { LanguageLinks } from './language-switcher';
import { labelText, NAV_GROUPS, type NavItem, QUICK_LINKS, TOP_LINKS } from './nav-config';

type MobileMenuProps = {
  user: CurrentUser | null;
  /** True while it is not known who is looking: the account's links wait for it. */
  isSessionLoading: boolean;
  onSignOut: () => void;
  triggerClassName: string;
};

const MENU_ID = 'mobile-menu';

/** The slide-in side menu of small screens. */
export function MobileMenu({ user, isSessionLoading, onSignOut, triggerClassName }: MobileMenuProps) {
  const { i18n, t } = useLingui();
  const accountLinks: NavItem[] = user
    ? [
        { label: msg`Profile`, to: paths.profile(user.username) },
        { label: msg`My Collection`, to: paths.collection },
        { label: msg`Teams`, to: paths.myTeams },
        { label: msg`Summon Log`, to: paths.summons },
        { label: msg`Account`, to: paths.account },
        ...(isAdminViewer(user) ? [{ label: msg`Admin`, to: paths.admin }] : []),
      ]
    : [
        { label: msg`Sign In`, to: paths.login },
        { label: msg`Register`, to: paths.register },
      ];

  return (
    <HeaderPopover
      id={MENU_ID}
      isDialog
      labelledBy={`${MENU_ID}-title`}
      trigger={{
        className: triggerClassName,
        ariaLabel: t`Open menu`,
        face: <Menu aria-hidden="true" className="size-5" />,
      }}
      panelClassName="side-sheet w-[min(20rem,88vw)] flex-col border-l border-slate-200 bg-white text-slate-900 shadow-2xl open:flex dark:border-white/10 dark:bg-night-900 dark:text-slate-100"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-white/10">
        <h2 id={`${MENU_ID}-title`} className="font-display text-lg font-bold text-slate-900 dark:text-white">
          <Trans>Menu</Trans>
        </h2>
        <button
          type="button"
          popoverTarget={MENU_ID}
          popoverTargetAction="hide"
          aria-label={t`Close menu`}
          className="grid size-10 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-white/10"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <nav aria-label={t`Mobile`} className="flex-1 space-y-5 overflow-y-auto px-3 py-4">
        <LinkList items={TOP_LINKS} />
        {!isSessionLoading && (
          <MenuSection title={t`Account`}>
            {user && (
              <p className="px-3 pb-1 text-xs text-slate-600 dark:text-slate-400">
                <Trans>
                  Signed in as{' '}
                  <span data-content className="font-semibold break-all text-slate-900 dark:text-white">
                    {user.username}
                  </span>
                </Trans>
              </p>
            )}
            <LinkList items={accountLinks} />
            {user && (
              <button
                type="button"
                onClick={(event) => {
                  event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover();
                  onSignOut();
                }}
                className="block w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-400/10"
              >
                <Trans>Sign Out</Trans>
              </button>
            )}
          </MenuSection>
        )}
        {NAV_GROUPS.map((group) => (
          <MenuSection key={group.id} title={i18n._(group.label)}>
            <LinkList items={group.items} columns={group.columns} />
          </MenuSection>
        ))}
        <MenuSection title={t`Quick Links`}>
          <LinkList items={QUICK_LINKS} />
        </MenuSection>
        <MenuSection title={t`Language`}>
          <LanguageLinks className="sheet-link" />
        </MenuSection>
      </nav>
    </HeaderPopover>
  );
}

function MenuSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="px-3 pb-1.5 font-sans text-xs font-bold tracking-wider text-gold-700 uppercase dark:text-gold-300">
        {title}
      </h2>
      {children}
    </section>
  );
}

function LinkList({ items, columns }: { items: NavItem[]; columns?: 1 | 2 }) {
  const { i18n } = useLingui();
  const place = useMenuPlace();
  return (
    <ul className={cn(columns === 2 && 'grid grid-cols-2')}>
      {items.map((item) => (
        <li key={item.to}>
          <MenuLink to={item.to} place={place} className="sheet-link">
            {labelText(i18n, item.label)}
          </MenuLink>
        </li>
      ))}
    </ul>
  );
}
