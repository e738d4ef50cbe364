import type { AdminGuide } from '@haven/shared/guides/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Cell, HeaderCell, Table, TableBody, TableHead } from '../../../components/ui/table';
import { TextLink } from '../../../components/ui/text-link';
import { useFormatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { GuideStatusBadge } from './guide-status-badge';

/** Every guide: title, author, status badge, created date and a link to read it. */
export function GuidesTable({ guides, caption }: { guides: readonly AdminGuide[]; caption: string }) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  return (
    <Table caption={caption} minWidth="min-w-[36rem]">
      <TableHead columns={[t`Title`, t`Author`, t`Status`, t`Created`]}>
        <HeaderCell srOnly>
          <Trans>Actions</Trans>
        </HeaderCell>
      </TableHead>
      <TableBody>
        {guides.map((guide) => (
          <tr key={guide.id}>
            <Cell className="max-w-64 truncate font-medium text-slate-900 dark:text-white">
              <span data-content>{guide.title}</span>
            </Cell>
            <Cell>{guide.author ? <span data-content>{guide.author.username}</span> : t`Unknown`}</Cell>
            <Cell>
              <GuideStatusBadge status={guide.status} />
            </Cell>
            <Cell className="whitespace-nowrap">
              <time dateTime={guide.createdAt}>{formatDate(guide.createdAt, 'short')}</time>
            </Cell>
            <Cell className="text-right">
              <TextLink to={paths.guide(guide.slug)}>
                <Trans>View</Trans>
                <span data-content className="sr-only">
                  {' '}
                  {guide.title}
                </span>
              </TextLink>
            </Cell>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}
