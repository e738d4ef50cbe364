import { TEAM_FORMATION_ROWS } from '@haven/shared/teams/constants';
import { useLingui } from '@lingui/react/macro';
import { CARD_CLASSES } from '../../../components/ui/card';
import { SectionLoading, SKELETON_BLOCK, SKELETON_FILL } from '../../../components/ui/section-states';
import { cn } from '../../../lib/cn';

/** The team page while it loads: the card, header and formation at their final sizes. */
export function TeamPageSkeleton() {
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <SectionLoading label={t`Loading team...`}>
        <div className={cn(CARD_CLASSES, 'space-y-6 p-4 sm:p-6')}>
          <div className="flex flex-col gap-4 sm:flex-row sm:justify-between">
            <div className="space-y-3">
              <div className={cn(SKELETON_BLOCK, 'h-9 w-56')} />
              <div className={cn(SKELETON_BLOCK, 'h-5 w-72')} />
            </div>
            <div className="flex gap-2">
              <div className={cn(SKELETON_FILL, 'h-10 w-36 rounded-lg')} />
              <div className={cn(SKELETON_FILL, 'h-10 w-32 rounded-lg')} />
            </div>
          </div>
          <div className="flex flex-col items-center gap-4 rounded-2xl p-4 sm:gap-6 sm:p-6">
            {TEAM_FORMATION_ROWS.map((row) => (
              <div key={row.join('-')} className="flex justify-center gap-3 sm:gap-6">
                {row.map((position) => (
                  <div key={position} className="flex w-24 flex-col items-center gap-1.5 sm:w-32">
                    <div className={cn(SKELETON_FILL, 'h-5 w-16 rounded-full')} />
                    <div className={cn(SKELETON_FILL, 'aspect-square w-full rounded-xl')} />
                    <div className={cn(SKELETON_BLOCK, 'h-5 w-20')} />
                    <div className={cn(SKELETON_BLOCK, 'h-4 w-8')} />
                  </div>
                ))}
              </div>
            ))}
          </div>
        </div>
      </SectionLoading>
    </div>
  );
}
