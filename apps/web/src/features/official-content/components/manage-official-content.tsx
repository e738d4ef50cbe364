import { OFFICIAL_CONTENT_TYPES, type OfficialContentType } from '@haven/shared/home/constants';
import type { OfficialContent } from '@haven/shared/official-content/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { RichTextContent } from '../../../components/rich-text';
import { AdminList, listStatus } from '../../../components/ui/admin-list';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button';
import { EditButton } from '../../../components/ui/edit-button';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs';
import { LanguageTabs } from '../../../components/ui/translation-form';
import { cn } from '../../../lib/cn';
import { useFormatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useDeleteOfficialContent } from '../api/delete-official-content';
import { useAdminOfficialContent } from '../api/get-admin-official-content';
import {
  OFFICIAL_ADMIN_TEXTS,
  OFFICIAL_LOAD_FAILED_TEXTS,
  OFFICIAL_TAB_TEXTS,
  OFFICIAL_TEXTS,
} from '../official-texts';
import { OfficialContentForm } from './official-content-form';
import { OfficialContentTranslation } from './official-content-translation';

type Editing = { item: OfficialContent | null } | null;

/** Manage Official Content: tabs per type, Add New Content, and each post with edit and delete. */
export function ManageOfficialContent() {
  const { i18n, t } = useLingui();
  const [type, setType] = useState<OfficialContentType>('news');
  const [editing, setEditing] = useState<Editing>(null);
  const items = useAdminOfficialContent(type);

  const chooseType = (value: string) => {
    const chosen = OFFICIAL_CONTENT_TYPES.find((known) => known === value);
    if (!chosen) return;
    setType(chosen);
    setEditing(null);
  };

  return (
    <Tabs value={type} onValueChange={chooseType} className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <TabList label={t`Content type`}>
          {OFFICIAL_CONTENT_TYPES.map((value) => (
            <Tab key={value} value={value}>
              {i18n._(OFFICIAL_TAB_TEXTS[value])}
            </Tab>
          ))}
        </TabList>
        {editing === null && (
          <Button onClick={() => setEditing({ item: null })}>
            <Plus aria-hidden="true" className="size-4" />
            <Trans>Add New Content</Trans>
          </Button>
        )}
      </div>

      {editing !== null &&
        (editing.item === null ? (
          <OfficialContentForm key={`new-${type}`} item={null} type={type} onDone={() => setEditing(null)} />
        ) : (
          <EditPost key={editing.item.id} item={editing.item} type={type} onDone={() => setEditing(null)} />
        ))}

      <TabPanel value={type}>
        <AdminList
          status={listStatus(items)}
          loadingLabel={t`Loading content...`}
          errorText={i18n._(OFFICIAL_LOAD_FAILED_TEXTS[type])}
          emptyText={i18n._(OFFICIAL_TEXTS.empty)}
        >
          <ul className="space-y-4">
            {items.data?.items.map((item) => (
              <li key={item.id} className={cn(CARD_CLASSES, 'flex flex-col gap-4 p-4 sm:flex-row')}>
                <ManagedItem item={item} onEdit={() => setEditing({ item })} />
              </li>
            ))}
          </ul>
        </AdminList>
      </TabPanel>
    </Tabs>
  );
}

/** An existing post's editor: its English, then a tab per other language beside it. */
function EditPost({
  item,
  type,
  onDone,
}: {
  item: OfficialContent;
  type: OfficialContentType;
  onDone: () => void;
}) {
  const { t } = useLingui();
  return (
    <LanguageTabs
      label={t`Language of the post's texts`}
      english={<OfficialContentForm item={item} type={type} onDone={onDone} />}
      translation={(language) => <OfficialContentTranslation item={item} language={language} />}
    />
  );
}

/** One post of the admin list: picture, title, date, description and text, with Edit and Delete. */
function ManagedItem({ item, onEdit }: { item: OfficialContent; onEdit: () => void }) {
  const { i18n, t } = useLingui();
  const formatDate = useFormatDate();
  const remove = useDeleteOfficialContent();
  return (
    <>
      <FallbackImage
        src={item.imageUrl}
        alt=""
        className="aspect-[16/9] w-full shrink-0 rounded-lg bg-slate-100 object-cover sm:w-48 dark:bg-night-950"
      />
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-bold text-slate-900 dark:text-white">
          <Link data-content to={paths.officialItem(item.type, item.slug)} className="hover:underline">
            {item.title}
          </Link>
        </h3>
        <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
          <Trans>
            Published on <time dateTime={item.publishDate}>{formatDate(item.publishDate)}</time>
          </Trans>
        </p>
        <p data-content className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {item.description}
        </p>
        {item.content && <RichTextContent html={item.content} className="mt-2 line-clamp-4 text-sm" />}
      </div>
      <div className="flex shrink-0 gap-1 sm:flex-col">
        <EditButton name={item.title} onClick={onEdit} />
        <ConfirmDeleteButton
          aria-label={t`Delete ${item.title}`}
          dialogTitle={t`Delete Content`}
          description={i18n._(OFFICIAL_ADMIN_TEXTS.deleteConfirm)}
          action={() => remove.mutateAsync(item.id)}
          messages={{
            deleted: i18n._(OFFICIAL_ADMIN_TEXTS.deleted),
            deleteFailed: i18n._(OFFICIAL_ADMIN_TEXTS.deleteFailed),
          }}
        />
      </div>
    </>
  );
}
