import type { AdminGuide } from '@haven/shared/guides/schemas';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { GuideStatusBadge } from './guide-status-badge';

/**
 * Every guide: title, author, status badge, created date and a link to read it. Scrolls sideways on
 * phones; the scroll box is positioned so the screen-reader-only texts inside cannot widen the page.
 */
export function GuidesTable({ guides, caption }: { guides: readonly AdminGuide[]; caption: string }) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-white/10 dark:bg-night-900">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs text-slate-600 uppercase dark:bg-white/5 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-4 py-3">
              Title
            </th>
            <th scope="col" className="px-4 py-3">
              Author
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              Created
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-white/10">
          {guides.map((guide) => (
            <tr key={guide.id}>
              <td className="max-w-64 truncate px-4 py-3 font-medium text-slate-900 dark:text-white">
                {guide.title}
              </td>
              <td className="px-4 py-3 text-slate-700 dark:text-slate-300">
                {guide.author?.username ?? 'Unknown'}
              </td>
              <td className="px-4 py-3">
                <GuideStatusBadge status={guide.status} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700 dark:text-slate-300">
                {formatDate(guide.createdAt, 'short')}
              </td>
              <td className="px-4 py-3 text-right">
                <Link
                  to={paths.guide(guide.slug)}
                  className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                >
                  View<span className="sr-only"> {guide.title}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
