import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserX } from 'lucide-react';
import { CARD_CLASSES } from '../../../components/ui/card';
import { SectionLoading, SKELETON_BLOCK, SKELETON_FILL } from '../../../components/ui/section-states';
import { LoadErrorPage, NotFoundPage } from '../../../components/ui/status-page';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { profileTexts } from '../shared-texts';

/** The way back from a profile page. */
const BACK_TO_MEMBERS = { to: paths.users, label: msg`Browse Members` };

/** The profile page for an unknown username. */
export function ProfileNotFound() {
  const { t } = useLingui();
  const description = t`This member may have changed their username or left the community.`;
  return (
    <NotFoundPage
      icon={UserX}
      title={profileTexts.notFound}
      description={description}
      back={{ ...BACK_TO_MEMBERS, label: t(BACK_TO_MEMBERS.label) }}
    />
  );
}

/** The profile page when loading failed for another reason. */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <LoadErrorPage
      title={profileTexts.loadFailed}
      onRetry={onRetry}
      back={{ ...BACK_TO_MEMBERS, label: t(BACK_TO_MEMBERS.label) }}
    />
  );
}

/** The page's layout: header on top, then a wide main column and a side column. */
export const PROFILE_PAGE_CLASSES = 'mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10';
export const PROFILE_COLUMNS_CLASSES = 'grid gap-6 lg:grid-cols-3';

/** The profile while it loads: the header and both columns at about their final sizes. */
export function ProfilePageSkeleton() {
  const { t } = useLingui();
  return (
    <div className={PROFILE_PAGE_CLASSES}>
      <SectionLoading label={t`Loading profile...`}>
        <div className="space-y-6">
          <div className={`${CARD_CLASSES} flex flex-col gap-5 p-4 sm:flex-row sm:p-6`}>
            <div className={cn(SKELETON_FILL, 'mx-auto size-24 rounded-full sm:mx-0 sm:size-28')} />
            <div className="flex-1 space-y-3">
              <div className={cn(SKELETON_BLOCK, 'mx-auto h-8 w-48 sm:mx-0')} />
              <div className={cn(SKELETON_BLOCK, 'mx-auto h-4 w-64 sm:mx-0')} />
              <div className={cn(SKELETON_BLOCK, 'h-4 w-full')} />
            </div>
          </div>
          <div className={PROFILE_COLUMNS_CLASSES}>
            <div className="space-y-6 lg:col-span-2">
              <div className="grid gap-6 md:grid-cols-2">
                <div className={`${CARD_CLASSES} h-72`} />
                <div className={`${CARD_CLASSES} h-72`} />
              </div>
              <div className={`${CARD_CLASSES} flex h-96 flex-col items-center p-6`}>
                <p className="text-lg font-bold tracking-[0.2em] text-slate-900 dark:text-white">
                  <Trans>GAME TEAM</Trans>
                </p>
                <p className="mt-auto mb-auto text-sm text-slate-600 dark:text-slate-300">
                  <Trans>Loading heroes...</Trans>
                </p>
              </div>
            </div>
            <div className="space-y-6">
              <div className={`${CARD_CLASSES} h-96`} />
              <div className={`${CARD_CLASSES} h-48`} />
            </div>
          </div>
        </div>
      </SectionLoading>
    </div>
  );
}
