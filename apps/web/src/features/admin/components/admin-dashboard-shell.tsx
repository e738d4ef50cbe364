import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, LayoutDashboard } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { BottomSheetContent } from '../../../components/ui/bottom-sheet';
import { LIST_PAGE_CLASSES } from '../../../components/ui/gallery-shell';
import { PageTitle } from '../../../components/ui/page-title';
import { ADMIN_TABS, type AdminTab, type AdminTabId, adminTabHref } from '../admin-tabs';

/** A count shown beside a tab's name (open reports), when there is one. */
export type AdminTabBadges = Partial<Record<AdminTabId, number>>;

type AdminDashboardShellProps = { activeTab: AdminTab; badges?: AdminTabBadges; children: ReactNode };

const LINK_CLASSES =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-white/10 ' +
  'aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800 ' +
  'dark:aria-[current=page]:bg-white/10 dark:aria-[current=page]:text-white';

/** The admin dashboard: side navigation (a bottom sheet on phones) and the active section. */
export function AdminDashboardShell({ activeTab, badges = {}, children }: AdminDashboardShellProps) {
  const { i18n, t } = useLingui();
  const title = i18n._(activeTab.title);
  return (
    <div className={LIST_PAGE_CLASSES}>
      <PageTitle title={t`${title} · Admin Dashboard`} />
      <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        <LayoutDashboard aria-hidden="true" className="size-8 text-brand-600 dark:text-brand-300" />
        <Trans>Admin Dashboard</Trans>
      </h1>
      <div className="mt-6 lg:grid lg:grid-cols-[14rem_1fr] lg:gap-8">
        <nav aria-label={t`Admin sections`} className="hidden lg:block">
          <TabLinks activeTab={activeTab} badges={badges} />
        </nav>
        <MobileSectionPicker activeTab={activeTab} badges={badges} />
        <section aria-labelledby="admin-section-title" className="min-w-0">
          <h2
            id="admin-section-title"
            className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
          >
            {title}
          </h2>
          <div className="mt-5">{children}</div>
        </section>
      </div>
    </div>
  );
}

type TabLinksProps = { activeTab: AdminTab; badges: AdminTabBadges; onNavigate?: () => void };

function TabLinks({ activeTab, badges, onNavigate }: TabLinksProps) {
  const { i18n } = useLingui();
  return (
    <ul className="space-y-1">
      {ADMIN_TABS.map((tab) => {
        const Icon = tab.icon;
        const badge = badges[tab.id];
        return (
          <li key={tab.id}>
            <Link
              to={adminTabHref(tab.id)}
              aria-current={tab.id === activeTab.id ? 'page' : undefined}
              onClick={onNavigate}
              className={LINK_CLASSES}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {i18n._(tab.label)}
              {badge !== undefined && badge > 0 && (
                <span className="ml-auto rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white tabular-nums">
                  {badge}
                  <span className="sr-only">
                    {' '}
                    <Trans>open</Trans>
                  </span>
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Phones: the current section's name opens the section list as a bottom sheet. */
function MobileSectionPicker({ activeTab, badges }: { activeTab: AdminTab; badges: AdminTabBadges }) {
  const { i18n, t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const Icon = activeTab.icon;
  return (
    <div className="mb-5 lg:hidden">
      <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
        <Dialog.Trigger className="flex w-full items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 text-left text-sm font-semibold text-slate-900 shadow-sm dark:border-white/15 dark:bg-night-900 dark:text-white">
          <Icon aria-hidden="true" className="size-4 text-brand-600 dark:text-brand-300" />
          <span className="flex-1">
            <span className="sr-only">
              <Trans>Admin section:</Trans>{' '}
            </span>
            {i18n._(activeTab.label)}
          </span>
          <ChevronDown aria-hidden="true" className="size-4" />
        </Dialog.Trigger>
        <BottomSheetContent title={t`Admin sections`} closeLabel={t`Close admin sections`}>
          <nav aria-label={t`Admin sections`} className="px-3 py-3">
            <TabLinks activeTab={activeTab} badges={badges} onNavigate={() => setIsOpen(false)} />
          </nav>
        </BottomSheetContent>
      </Dialog.Root>
    </div>
  );
}
