import { REDEEM_CODE_MESSAGES, REDEEM_HELP_PATH } from '@haven/shared/redeem-codes/constants';
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
import { RedeemCodeCard } from './redeem-code-card';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
const SECTION_TITLE =
  'flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900 dark:text-white';

/**
 * /redeem-codes: the latest code and the other active ones, each click-to-copy, and the expired
 * ones as a record, the latest to stop first.
 */
export function RedeemCodesPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle
        title="Game Redeem Codes"
        description="The game's active redeem codes, ready to copy, and the ones that have expired."
      />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        Game Redeem Codes
      </h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">
        Click a code to copy it, then enter it in the game to claim its rewards.{' '}
        {/* A whole page load, so the browser itself scrolls to the section. */}
        <a
          href={REDEEM_HELP_PATH}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-300 dark:hover:text-brand-200"
        >
          Not sure how to redeem codes?
        </a>
      </p>
      <ActiveCodes />
      <ExpiredCodes />
    </div>
  );
}

function ActiveCodes() {
  const query = useActiveRedeemCodes();
  if (query.isPending) {
    return (
      <SectionLoading label="Loading active codes...">
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
        {REDEEM_CODE_MESSAGES.activeLoadFailed}
      </Alert>
    );
  }
  const [latest, ...others] = query.data.items;
  if (!latest) {
    return (
      <div className="mt-8">
        <SectionEmpty icon={Gift} title={REDEEM_CODE_MESSAGES.noActive} />
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
          LATEST CODE
        </h2>
        <div className="max-w-2xl">
          <RedeemCodeCard code={latest} isLatest />
        </div>
      </section>
      {others.length > 0 && (
        <section aria-labelledby="other-codes" className="mt-10">
          <h2 id="other-codes" className={SECTION_TITLE}>
            <Gift aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-300" />
            Other Active Codes
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
  const [page, setPage] = useState(1);
  const query = useExpiredRedeemCodes(page);
  return (
    <section aria-labelledby="expired-codes" className="mt-12">
      <h2 id="expired-codes" className={SECTION_TITLE}>
        <History aria-hidden="true" className="size-5 text-slate-500 dark:text-slate-400" />
        Expired Codes
      </h2>
      {query.isPending ? (
        <SectionLoading label="Loading expired codes...">
          <SkeletonCards count={3} className={cn(GRID, 'mt-4')} cardClassName={cn(CARD_CLASSES, 'h-36 p-4')}>
            <SkeletonBlocks className="space-y-3" blocks={['h-11 w-full', 'h-4 w-2/3', 'h-3 w-1/3']} />
          </SkeletonCards>
        </SectionLoading>
      ) : query.isError ? (
        <Alert variant="error" className="mt-4">
          {REDEEM_CODE_MESSAGES.expiredLoadFailed}
        </Alert>
      ) : query.data.items.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{REDEEM_CODE_MESSAGES.noExpired}</p>
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
                label="Expired codes pages"
                onPageChange={setPage}
              />
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Page {query.data.page} of {query.data.totalPages}
              </p>
            </div>
          )}
        </>
      )}
    </section>
  );
}
