import { Trans, useLingui } from '@lingui/react/macro';
import { Gift } from 'lucide-react';
import { GlanceCard } from '../../../components/ui/glance-card';
import { SectionLoading, SKELETON_BLOCK } from '../../../components/ui/section-states';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { useActiveRedeemCodes } from '../api/get-active-redeem-codes';
import { redeemCodeTexts } from '../shared-texts';
import { CopyCodeButton } from './copy-code-button';
import { NewBadge } from './new-badge';

/** The home page's newest active code, one tap to copy; every state fills the same reserved height. */
export function LatestCodeCard() {
  return (
    <GlanceCard
      icon={Gift}
      iconClassName="text-gold-700 dark:text-gold-300"
      title={redeemCodeTexts.latestCode}
      link={{ to: paths.redeemCodes, label: redeemCodeTexts.allCodes }}
    >
      <div className="mt-3 h-20">
        <LatestCode />
      </div>
    </GlanceCard>
  );
}

function LatestCode() {
  const { t } = useLingui();
  const query = useActiveRedeemCodes();
  if (query.isPending) {
    return (
      <SectionLoading label={t`Loading the latest code...`}>
        <div className={cn(SKELETON_BLOCK, 'h-13 w-full rounded-xl')} />
        <div className={cn(SKELETON_BLOCK, 'mt-2 h-4 w-2/3')} />
      </SectionLoading>
    );
  }
  if (query.isError)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{redeemCodeTexts.activeLoadFailed}</p>;
  const latest = query.data.items[0];
  if (!latest)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{redeemCodeTexts.noActive}</p>;
  return (
    <>
      <CopyCodeButton code={latest.code} />
      <p className="mt-2 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <span className="min-w-0 flex-1 truncate">
          <span className="sr-only">
            <Trans>Rewards:</Trans>{' '}
          </span>
          <span data-content>{latest.rewards}</span>
        </span>
        <NewBadge createdAt={latest.createdAt} />
      </p>
    </>
  );
}
