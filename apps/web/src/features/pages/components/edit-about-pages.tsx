import { PAGE_MESSAGES, PAGE_TITLE_MAX_LENGTH } from '@haven/shared/pages/constants';
import type { PageContent } from '@haven/shared/pages/schemas';
import { ArrowLeft, FileText, Save } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { RichTextContent, RichTextEditor } from '../../../components/rich-text';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField, fieldMessageId, INPUT_CLASSES } from '../../../components/ui/form-field';
import { PageTitle } from '../../../components/ui/page-title';
import { LoadingState, Spinner } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useAdminPages } from '../api/get-admin-pages';
import { useUpdatePage } from '../api/update-page';

type Draft = { pageId: string; title: string; content: string };

const draftOf = (page: PageContent): Draft => ({ pageId: page.id, title: page.title, content: page.content });

/** Edit About Pages: the page list, title, rich editor and a live preview; Save only when changed. */
export function EditAboutPages() {
  const pages = useAdminPages();
  const update = useUpdatePage();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [pendingSwitch, setPendingSwitch] = useState<PageContent | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);

  const items = pages.data?.items ?? [];
  const current = items.find((p) => p.id === draft?.pageId) ?? items[0];
  const editing = draft && current && draft.pageId === current.id ? draft : current ? draftOf(current) : null;
  const isDirty = Boolean(
    current && editing && (editing.title !== current.title || editing.content !== current.content),
  );

  const choose = (page: PageContent) => {
    if (page.id === current?.id) return;
    if (isDirty) setPendingSwitch(page);
    else switchTo(page);
  };
  const switchTo = (page: PageContent) => {
    setDraft(draftOf(page));
    setTitleError(null);
    setPendingSwitch(null);
  };

  const save = () => {
    if (!editing) return;
    if (editing.title.trim() === '') {
      setTitleError(PAGE_MESSAGES.titleRequired);
      return;
    }
    update.mutate(
      { pageId: editing.pageId, input: { title: editing.title, content: editing.content } },
      {
        onSuccess: (saved) => {
          toast.success(PAGE_MESSAGES.updated);
          setDraft(draftOf(saved));
        },
        onError: (error) => toast.error(messageFor(error, PAGE_MESSAGES.saveFailed)),
      },
    );
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title="Edit About Pages" />
      <Link
        to={paths.admin}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dashboard
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        Edit About Pages
      </h1>
      {pages.isPending ? (
        <LoadingState label="Loading pages..." className="mt-8" />
      ) : pages.isError ? (
        <Alert variant="error" className="mt-8">
          {PAGE_MESSAGES.loadFailed}
        </Alert>
      ) : !editing ? (
        <p className="mt-8 text-slate-600 dark:text-slate-400">No pages to edit.</p>
      ) : (
        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[14rem_1fr]">
          <nav aria-label="Pages" className="min-w-0">
            <ul className="flex gap-2 overflow-x-auto lg:flex-col">
              {items.map((page) => (
                <li key={page.id}>
                  <button
                    type="button"
                    aria-current={page.id === editing.pageId ? 'page' : undefined}
                    onClick={() => choose(page)}
                    className="flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-left text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800 dark:text-slate-300 dark:hover:bg-white/10 dark:aria-[current=page]:bg-white/10 dark:aria-[current=page]:text-white"
                  >
                    <FileText aria-hidden="true" className="size-4 shrink-0" />
                    {page.title}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className="min-w-0 space-y-5">
            <FormField id="page-title" label="Title" error={titleError ?? undefined}>
              <input
                id="page-title"
                value={editing.title}
                maxLength={PAGE_TITLE_MAX_LENGTH}
                aria-invalid={titleError ? true : undefined}
                aria-describedby={titleError ? fieldMessageId('page-title') : undefined}
                onChange={(event) => {
                  setTitleError(null);
                  setDraft({ ...editing, title: event.target.value });
                }}
                className={INPUT_CLASSES}
              />
            </FormField>
            <div>
              <span className="mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-200">
                Content
              </span>
              <RichTextEditor
                key={editing.pageId}
                value={editing.content}
                onChange={(content) => setDraft({ ...editing, content })}
                toolbar="page"
                aria-label="Page content"
              />
            </div>
            <div className="flex items-center justify-end gap-3">
              {isDirty && <span className="text-sm text-slate-600 dark:text-slate-400">Unsaved changes</span>}
              <Button onClick={save} disabled={!isDirty || update.isPending}>
                {update.isPending ? (
                  <Spinner className="size-4" />
                ) : (
                  <Save aria-hidden="true" className="size-4" />
                )}
                Save
              </Button>
            </div>
            <section aria-labelledby="page-preview" className={cn(CARD_CLASSES, 'p-5 sm:p-6')}>
              <h2
                id="page-preview"
                className="text-xs font-bold tracking-widest text-slate-600 uppercase dark:text-slate-400"
              >
                Live preview
              </h2>
              <p className="mt-3 text-2xl font-bold text-slate-900 dark:text-white">{editing.title}</p>
              {editing.content ? (
                <RichTextContent html={editing.content} className="mt-4" />
              ) : (
                <p className="mt-4 text-slate-600 dark:text-slate-400">{PAGE_MESSAGES.comingSoon}</p>
              )}
            </section>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={pendingSwitch !== null}
        onOpenChange={(open) => {
          if (!open) setPendingSwitch(null);
        }}
        title="Unsaved changes"
        description={PAGE_MESSAGES.unsavedChanges}
        confirmLabel="Discard"
        onConfirm={() => pendingSwitch && switchTo(pendingSwitch)}
      />
    </div>
  );
}
