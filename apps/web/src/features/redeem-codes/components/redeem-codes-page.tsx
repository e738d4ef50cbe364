import { REDEEM_HELP_PATH } from '@haven/shared/redeem-codes/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Gift, History, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { CARD_CLASSES } from '../../../components/ui/card';
import { PageTitle } from '../../../components/ui/page-title';
import { Pagination } from '../../../components/ui/pagination';
import {
  SectionEmpty,
  SectionLoading,
  SKELETON_BLOCK,
  SkeletonBlocks,
  SkeletonCards,
} from '../../../components/ui/section-states';
import { cn } from '../../../lib/cn';
import { useActiveRedeemCodes } from '../api/get-active-redeem-codes';
import { useExpiredRedeemCodes } from '../api/get-expired-redeem-codes';
import { redeemCodeTexts } from '../shared-texts';
import { RedeemCodeCard } from './redeem-code-card';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
const SECTION_TITLE =
  'flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900 dark:text-white';

/**
 * /redeem-codes: the latest code and the other active ones, each click-to-copy, and the expired
 * ones as a record, the latest to stop first.
 */
export function RedeemCodesPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle
        title={t`Game Redeem Codes`}
        description={t`The game's active redeem codes, ready to copy, and the ones that have expired.`}
      />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        <Trans>Game Redeem Codes</Trans>
      </h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">
        <Trans>Click a code to copy it, then enter it in the game to claim its rewards.</Trans>{' '}
        {/* A whole page load, so the browser itself scrolls to the section. */}
        <a
          href={REDEEM_HELP_PATH}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-300 dark:hover:text-brand-200"
        >
          <Trans>Not sure how to redeem codes?</Trans>
        </a>
      </p>
      <ActiveCodes />
      <ExpiredCodes />
    </div>
  );
}

function ActiveCodes() {
  const { t } = useLingui();
  const query = useActiveRedeemCodes();
  if (query.isPending) {
    return (
      <SectionLoading label={t`Loading active codes...`}>
        <div className={cn(CARD_CLASSES, 'mt-8 h-48')} />
        <div className={cn(SKELETON_BLOCK, 'mt-10 h-6 w-48')} />
        <SkeletonCards count={3} className={cn(GRID, 'mt-4')} cardClassName={cn(CARD_CLASSES, 'h-36 p-4')}>
          <SkeletonBlocks className="space-y-3" blocks={['h-11 w-full', 'h-4 w-2/3', 'h-3 w-1/3']} />
        </SkeletonCards>
      </SectionLoading>
    );
  }
  if (query.isError) {
    return (
      <Alert variant="error" className="mt-8">
        {redeemCodeTexts.activeLoadFailed}
      </Alert>
    );
  }
  const [latest, ...others] = query.data.items;
  if (!latest) {
    return (
      <div className="mt-8">
        <SectionEmpty icon={Gift} title={redeemCodeTexts.noActive} />
      </div>
    );
  }
  return (
    <>
      <section aria-labelledby="latest-code" className="mt-8">
        <h2
          id="latest-code"
          className="mb-3 flex items-center gap-2 text-sm font-bold tracking-widest text-gold-700 dark:text-gold-300"
        >
          <Sparkles aria-hidden="true" className="size-4" />
          <Trans>LATEST CODE</Trans>
        </h2>
        <div className="max-w-2xl">
          <RedeemCodeCard code={latest} isLatest />
        </div>
      </section>
      {others.length > 0 && (
        <section aria-labelledby="other-codes" className="mt-10">
          <h2 id="other-codes" className={SECTION_TITLE}>
            <Gift aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-300" />
            <Trans>Other Active Codes</Trans>
          </h2>
          <ul className={cn(GRID, 'mt-4')}>
            {others.map((code) => (
              <li key={code.id} className="flex">
                <RedeemCodeCard code={code} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function ExpiredCodes() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const query = useExpiredRedeemCodes(page);
  const pageNumber = query.data?.page ?? page;
  const totalPages = query.data?.totalPages ?? 1;
  return (
    <section aria-labelledby="expired-codes" className="mt-12">
      <h2 id="expired-codes" className={SECTION_TITLE}>
        <History aria-hidden="true" className="size-5 text-slate-500 dark:text-slate-400" />
        <Trans>Expired Codes</Trans>
      </h2>
      {query.isPending ? (
        <SectionLoading label={t`Loading expired codes...`}>
          <SkeletonCards count={3} className={cn(GRID, 'mt-4')} cardClassName={cn(CARD_CLASSES, 'h-36 p-4')}>
            <SkeletonBlocks className="space-y-3" blocks={['h-11 w-full', 'h-4 w-2/3', 'h-3 w-1/3']} />
          </SkeletonCards>
        </SectionLoading>
      ) : query.isError ? (
        <Alert variant="error" className="mt-4">
          {redeemCodeTexts.expiredLoadFailed}
        </Alert>
      ) : query.data.items.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{redeemCodeTexts.noExpired}</p>
      ) : (
        <>
          <ul className={cn(GRID, 'mt-4')}>
            {query.data.items.map((code) => (
              <li key={code.id} className="flex">
                <RedeemCodeCard code={code} isExpired />
              </li>
            ))}
          </ul>
          {query.data.totalPages > 1 && (
            <div className="mt-6 flex flex-col items-center gap-3">
              <Pagination
                currentPage={page}
                totalPages={query.data.totalPages}
                label={t`Expired codes pages`}
                onPageChange={setPage}
              />
              <p className="text-sm text-slate-600 dark:text-slate-400">
                <Trans>
                  Page {pageNumber} of {totalPages}
                </Trans>
              </p>
            </div>
          )}
        </>
      )}
    </section>
  );
}
