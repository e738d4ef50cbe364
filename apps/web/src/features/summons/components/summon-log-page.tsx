import { CARD_CLASSES } from '../../../components/ui/card';
import { LabelledSection } from '../../../components/ui/labelled-section';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useLogSummon } from '../api/log-summon';
import { SUMMON_TEXTS as M } from '../shared-texts';
import { PityCounts } from './pity-counts';
import { type HeroPicker, SummonForm } from './summon-form';
import { SummonHistoryList } from './summon-history';
import { ShareFiguresSetting, SummonFileTools } from './summon-log-tools';

const HEADING = 'text-xl font-bold text-slate-900 dark:text-white mb-3';

/** /summons: log a summon, the pity per banner type, the history, sharing and the log's file. */
export function SummonLogPage({ renderPicker }: { renderPicker: HeroPicker }) {
  const log = useLogSummon();
  return (
    <div className="space-y-8">
      <LabelledSection id="summons-pity" title={M.pityHeading} titleClassName={HEADING}>
        <PityCounts />
      </LabelledSection>
      <LabelledSection id="summons-log" title={M.logHeading} titleClassName={HEADING}>
        <div className={cn(CARD_CLASSES, 'p-4 sm:p-6')}>
          <SummonForm
            renderPicker={renderPicker}
            isSaving={log.isPending}
            onSave={log.mutateAsync}
            onSaved={() => toast.success(M.logged)}
          />
        </div>
      </LabelledSection>
      <LabelledSection id="summons-history" title={M.historyHeading} titleClassName={HEADING}>
        <SummonHistoryList renderPicker={renderPicker} />
      </LabelledSection>
      <LabelledSection id="summons-share" title={M.shareHeading} titleClassName={HEADING}>
        <div className={cn(CARD_CLASSES, 'space-y-5 p-4 sm:p-6')}>
          <ShareFiguresSetting />
          <SummonFileTools />
        </div>
      </LabelledSection>
    </div>
  );
}
