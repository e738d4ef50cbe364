import type { PageContent } from '@haven/shared/pages/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { AdminPageHeader } from '../../../components/ui/admin-page-header';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadingState } from '../../../components/ui/spinner';
import { LanguageTabs } from '../../../components/ui/translation-form';
import { paths } from '../../../lib/paths';
import { useAdminPages } from '../api/get-admin-pages';
import { pageTexts } from '../shared-texts';
import { AboutPageForm } from './about-page-form';
import { AboutPageTranslation } from './about-page-translation';

/** Edit About Pages: the page list beside the chosen page's form; leaving unsaved changes asks first. */
export function EditAboutPages() {
  const { t } = useLingui();
  const pages = useAdminPages();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [isDirty, setIsDirty] = useState(false);
  const [pendingSwitch, setPendingSwitch] = useState<PageContent | null>(null);

  const items = pages.data?.items ?? [];
  const current = items.find((p) => p.id === chosenId) ?? items[0];

  const choose = (page: PageContent) => {
    if (page.id === current?.id) return;
    if (isDirty) setPendingSwitch(page);
    else switchTo(page);
  };
  const switchTo = (page: PageContent) => {
    setChosenId(page.id);
    setIsDirty(false);
    setPendingSwitch(null);
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <AdminPageHeader title={t`Edit About Pages`} backTo={paths.admin} />
      {pages.isPending ? (
        <LoadingState label={t`Loading pages...`} className="mt-8" />
      ) : pages.isError ? (
        <Alert variant="error" className="mt-8">
          {pageTexts.loadFailed}
        </Alert>
      ) : !current ? (
        <p className="mt-8 text-slate-600 dark:text-slate-400">
          <Trans>No pages to edit.</Trans>
        </p>
      ) : (
        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[14rem_1fr]">
          <nav aria-label={t`Pages`} className="min-w-0">
            <ul className="flex gap-2 overflow-x-auto lg:flex-col">
              {items.map((page) => (
                <li key={page.id}>
                  <button
                    type="button"
                    aria-current={page.id === current.id ? 'page' : undefined}
                    onClick={() => choose(page)}
                    className="flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-left text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800 dark:text-slate-300 dark:hover:bg-white/10 dark:aria-[current=page]:bg-white/10 dark:aria-[current=page]:text-white"
                  >
                    <FileText aria-hidden="true" className="size-4 shrink-0" />
                    <span data-content>{page.title}</span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageTabs
            key={current.id}
            className="min-w-0"
            label={t`Language of the page's texts`}
            english={<AboutPageForm page={current} onDirtyChange={setIsDirty} />}
            translation={(language) => <AboutPageTranslation page={current} language={language} />}
          />
        </div>
      )}
      <ConfirmDialog
        open={pendingSwitch !== null}
        onOpenChange={(open) => {
          if (!open) setPendingSwitch(null);
        }}
        title={t`Unsaved changes`}
        description={pageTexts.unsavedChanges}
        confirmLabel={t`Discard`}
        onConfirm={() => pendingSwitch && switchTo(pendingSwitch)}
      />
    </div>
  );
}
