import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '../../../components/ui/alert';
import { Cell, Table, TableBody, TableHead } from '../../../components/ui/table';
import { formatCount, formatPercent } from '../../../lib/numbers';
import { BANNER_TYPE_TEXTS as BANNER_TYPE_LABELS } from '../../banners/shared-texts';
import { useSummonFigures } from '../api/get-summon-figures';
import { SUMMON_TEXTS as M } from '../shared-texts';

const SUBHEADING = 'mb-2 text-base font-semibold text-slate-800 dark:text-slate-100';
const percent = (value: number | null) => (value === null ? '–' : formatPercent(value));

/** The statistics page's summoning figures: summons per featured hero and rarity rates seen against the stated ones. */
export function SummonFigures() {
  const { t } = useLingui();
  const figures = useSummonFigures();
  return (
    <section aria-labelledby="summon-figures" className="mt-10">
      <h2 id="summon-figures" className="text-2xl font-bold text-slate-900 dark:text-white">
        {M.figuresHeading}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-300">{M.figuresDescription}</p>
      {figures.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <Trans>Loading summoning figures…</Trans>
        </p>
      ) : figures.isError ? (
        <Alert variant="error">
          <Trans>Failed to load the summoning figures</Trans>
        </Alert>
      ) : figures.data.pulls === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{M.figuresNone}</p>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <div>
            <h3 className={SUBHEADING}>{M.featuredHeading}</h3>
            <Table caption={M.featuredHeading} scrollable>
              <TableHead columns={[t`Banner type`, M.pullsSeen, t`Featured obtained`, t`Pulls each`]} />
              <TableBody>
                {figures.data.perFeatured.map((row) => (
                  <tr key={row.bannerType}>
                    <Cell>{BANNER_TYPE_LABELS[row.bannerType]}</Cell>
                    <Cell className="tabular-nums">{formatCount(row.pulls)}</Cell>
                    <Cell className="tabular-nums">{formatCount(row.featuredObtained)}</Cell>
                    <Cell className="tabular-nums">{row.pullsPerFeatured ?? '–'}</Cell>
                  </tr>
                ))}
              </TableBody>
            </Table>
          </div>
          <div>
            <h3 className={SUBHEADING}>{M.ratesHeading}</h3>
            <Table caption={M.ratesHeading} scrollable>
              <TableHead columns={[t`Rarity`, M.pullsSeen, M.statedRate, M.seenRate]} />
              <TableBody>
                {figures.data.rates.map((row) => (
                  <tr key={row.rarity}>
                    <Cell className="font-semibold">
                      {/* The game's rarity codes (SSR, LR), the same in every language. */}
                      <span data-content>{row.rarity}</span>
                    </Cell>
                    <Cell className="tabular-nums">{formatCount(row.count)}</Cell>
                    <Cell className="tabular-nums">{percent(row.stated)}</Cell>
                    <Cell className="tabular-nums">{percent(row.seen)}</Cell>
                  </tr>
                ))}
              </TableBody>
            </Table>
          </div>
          <p className="text-xs text-slate-600 lg:col-span-2 dark:text-slate-400">
            {M.members}: {formatCount(figures.data.members)} · {M.pullsSeen}:{' '}
            {formatCount(figures.data.pulls)}
          </p>
        </div>
      )}
    </section>
  );
}
