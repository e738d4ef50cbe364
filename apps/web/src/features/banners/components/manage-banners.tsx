import { bannerStatus } from '@haven/shared/banners/rules';
import type { Banner } from '@haven/shared/banners/schemas';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { AdminList, listStatus } from '../../../components/ui/admin-list';
import { Button } from '../../../components/ui/button';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button';
import { EditButton } from '../../../components/ui/edit-button';
import type { HeroPickerProps } from '../../../components/ui/hero-chips-field';
import { ActionsCell, Cell, HeaderCell, Table, TableBody, TableHead } from '../../../components/ui/table';
import { TextLink } from '../../../components/ui/text-link';
import { useFormatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useDeleteBanner } from '../api/delete-banner';
import { useAdminBanners } from '../api/get-admin-banners';
import {
  BANNER_ADVICE_TEXTS as BANNER_ADVICE_LABELS,
  BANNER_TYPE_TEXTS as BANNER_TYPE_LABELS,
  BANNER_TEXTS as M,
} from '../shared-texts';
import { BannerFormModal } from './banner-form-modal';

type ManageBannersProps = {
  /** The hero picker, handed in by the page (features do not import each other). */
  renderHeroPicker: (props: HeroPickerProps) => ReactNode;
};

/** The admin's banners: Create New Banner and one table of every banner, latest first, with edit and delete. */
export function ManageBanners({ renderHeroPicker }: ManageBannersProps) {
  const { i18n, t } = useLingui();
  const list = useAdminBanners();
  const remove = useDeleteBanner();
  const formatDate = useFormatDate();
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const now = new Date();
  return (
    <AdminList
      toolbar={
        <div className="flex justify-end">
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            <Trans>Create New Banner</Trans>
          </Button>
        </div>
      }
      status={listStatus(list)}
      loadingLabel={t`Loading banners...`}
      errorText={M.loadFailed}
      emptyText={M.empty}
      after={
        <BannerFormModal
          editing={editing}
          onClose={() => setEditing(null)}
          renderHeroPicker={renderHeroPicker}
        />
      }
    >
      <Table minWidth="min-w-[44rem]">
        <TableHead>
          <HeaderCell>
            <Trans>Banner</Trans>
          </HeaderCell>
          <HeaderCell>
            <Trans>Runs</Trans>
          </HeaderCell>
          <HeaderCell>
            <Trans>Featured</Trans>
          </HeaderCell>
          <HeaderCell>
            <Trans>Advice</Trans>
          </HeaderCell>
          <HeaderCell className="text-right">
            <Trans>Actions</Trans>
          </HeaderCell>
        </TableHead>
        <TableBody className="align-top">
          {(list.data?.items ?? []).map((banner) => (
            <tr key={banner.id}>
              <Cell>
                <TextLink to={paths.banner(banner.slug)} className="font-semibold">
                  <span data-content>{banner.name}</span>
                </TextLink>
                <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">
                  {BANNER_TYPE_LABELS[banner.type]} · {i18n._(STATUS_LABELS[bannerStatus(banner, now)])}
                </span>
              </Cell>
              <Cell className="whitespace-nowrap">
                <time dateTime={banner.startsAt}>{formatDate(banner.startsAt, 'short')}</time> –{' '}
                <time dateTime={banner.endsAt}>{formatDate(banner.endsAt, 'short')}</time>
              </Cell>
              <Cell>
                <span data-content>{banner.featured.map((hero) => hero.name).join(', ')}</span>
              </Cell>
              <Cell>{BANNER_ADVICE_LABELS[banner.advice]}</Cell>
              <ActionsCell>
                <EditButton name={banner.name} onClick={() => setEditing(banner)} />
                <ConfirmDeleteButton
                  aria-label={t`Delete ${banner.name}`}
                  dialogTitle={t`Delete Banner`}
                  description={M.deleteConfirm}
                  action={() => remove.mutateAsync(banner.id)}
                  messages={M}
                />
              </ActionsCell>
            </tr>
          ))}
        </TableBody>
      </Table>
    </AdminList>
  );
}

const STATUS_LABELS = { current: msg`Running`, upcoming: msg`Upcoming`, past: msg`Ended` };
