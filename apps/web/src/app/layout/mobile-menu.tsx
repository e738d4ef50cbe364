import { isAdminViewer } from '@haven/shared/common/policy-viewer';
import type { CurrentUser } from '@haven/shared/profiles/schemas';
import { Menu } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { NavLink } from 'react-router';
import { Modal, ModalCloseButton, ModalContent, ModalTitle, ModalTrigger } from '../../components/ui/modal';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { NAV_GROUPS, type NavItem, QUICK_LINKS } from './nav-config';

type MobileMenuProps = {
  user: CurrentUser | null;
  onSignOut: () => void;
  triggerClassName: string;
  menuId: string;
  defaultOpen?: boolean;
};

const LINK_CLASSES =
  'block rounded-lg px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-white/10 ' +
  'aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800 ' +
  'dark:aria-[current=page]:bg-white/10 dark:aria-[current=page]:text-white';

/** The slide-in side menu of small screens. */
export function MobileMenu({
  user,
  onSignOut,
  triggerClassName,
  menuId,
  defaultOpen = false,
}: MobileMenuProps) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const close = () => setIsOpen(false);

  const accountLinks: NavItem[] = user
    ? [
        { label: 'Profile', to: paths.profile(user.username) },
        { label: 'Teams', to: paths.myTeams },
        { label: 'Account', to: paths.account },
        ...(isAdminViewer(user) ? [{ label: 'Admin', to: paths.admin }] : []),
      ]
    : [
        { label: 'Sign In', to: paths.login },
        { label: 'Register', to: paths.register },
      ];

  return (
    <Modal open={isOpen} onOpenChange={setIsOpen}>
      <ModalTrigger data-menu-id={menuId} aria-label="Open menu" className={triggerClassName}>
        <Menu aria-hidden="true" className="size-5" />
      </ModalTrigger>
      <ModalContent className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,88vw)] animate-slide-in-right flex-col border-l border-slate-200 bg-white shadow-2xl dark:border-white/10 dark:bg-night-900">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 dark:border-white/10">
          <ModalTitle className="font-display text-lg font-bold text-slate-900 dark:text-white">
            Menu
          </ModalTitle>
          <ModalCloseButton label="Close menu" size="lg" />
        </div>
        <nav aria-label="Mobile" className="flex-1 space-y-5 overflow-y-auto px-3 py-4">
          <MenuSection title="Account">
            {user && (
              <p className="px-3 pb-1 text-xs text-slate-600 dark:text-slate-400">
                Signed in as{' '}
                <span className="font-semibold text-slate-900 dark:text-white">{user.username}</span>
              </p>
            )}
            <LinkList items={accountLinks} onNavigate={close} />
            {user && (
              <button
                type="button"
                onClick={() => {
                  close();
                  onSignOut();
                }}
                className="block w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-400/10"
              >
                Sign Out
              </button>
            )}
          </MenuSection>
          {NAV_GROUPS.map((group) => (
            <MenuSection key={group.label} title={group.label}>
              <LinkList items={group.items} onNavigate={close} columns={group.columns} />
            </MenuSection>
          ))}
          <MenuSection title="Quick Links">
            <LinkList items={QUICK_LINKS} onNavigate={close} />
          </MenuSection>
        </nav>
      </ModalContent>
    </Modal>
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

function LinkList({
  items,
  onNavigate,
  columns,
}: {
  items: NavItem[];
  onNavigate: () => void;
  columns?: 1 | 2;
}) {
  return (
    <ul className={cn(columns === 2 && 'grid grid-cols-2')}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end onClick={onNavigate} className={LINK_CLASSES}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
