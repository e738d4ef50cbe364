import type { OutfitScan } from '@haven/shared/outfits/schemas';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FolderSearch } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { sharedText } from '../../../lib/shared-texts';
import { toast } from '../../../lib/toast';
import { useOutfitScan } from '../api/get-outfit-scan';
import { useStartOutfitScan } from '../api/start-outfit-scan';
import { outfitTexts } from '../shared-texts';

type ScanProps = { scanId: string | null; onStarted: (scanId: string | null, error: string) => void };

/** Scan Directories: starts a scan of the outfit folders and is disabled while one runs. */
export function ScanButton({ scanId, onStarted }: ScanProps) {
  const { t } = useLingui();
  const start = useStartOutfitScan();
  const scan = useOutfitScan(scanId);
  const isRunning = start.isPending || scan.data?.status === 'running';
  return (
    <Button
      className="h-11"
      disabled={isRunning}
      onClick={() =>
        start.mutate(undefined, {
          onSuccess: (started) => onStarted(started.id, ''),
          onError: (error) => {
            toast.error(outfitTexts.scanFailed);
            onStarted(null, messageFor(error, ''));
          },
        })
      }
    >
      <FolderSearch aria-hidden="true" className="size-4" />
      {isRunning ? t`Scanning...` : t`Scan Directories`}
    </Button>
  );
}

/** Folders whose pictures could not all be read. */
function failedFolderCount(scan: OutfitScan): number {
  return new Set(scan.problems.map((problem) => problem.folder)).size;
}

/** Toasts the end of a watched scan once: what was saved, and how many folders failed. */
function useScanEndToasts(data: OutfitScan | undefined) {
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (!data || data.status === 'running' || announced.current === data.id) return;
    announced.current = data.id;
    if (data.status === 'failed') {
      toast.error(outfitTexts.scanFailed);
      return;
    }
    const failed = failedFolderCount(data);
    if (data.added + data.updated > 0 || failed === 0) {
      toast.success(outfitTexts.scanSaved(data.added + data.updated));
    }
    if (failed > 0) toast.error(outfitTexts.scanSaveFailed(failed));
  }, [data]);
}

/** Progress of the watched scan, its toasts when it ends, and the files it could not read. */
export function ScanStatus({ scanId, error }: { scanId: string | null; error: string }) {
  const { t } = useLingui();
  const scan = useOutfitScan(scanId);
  const data = scan.data;
  useScanEndToasts(data);

  if (!scanId && error) return <Alert variant="error">{error}</Alert>;
  if (!data) return null;
  const percent = data.total === 0 ? 100 : Math.round((data.processed / data.total) * 100);
  return (
    <div className={cn(CARD_CLASSES, 'space-y-3 p-4')}>
      <p className="text-sm font-semibold text-slate-900 dark:text-white" aria-live="polite">
        {data.status === 'running'
          ? t`Scanning folders: ${data.processed} of ${data.total}`
          : data.status === 'failed'
            ? (data.error ?? outfitTexts.scanFailed)
            : t`Scan finished: ${data.added} added, ${data.updated} updated, ${data.unchanged} unchanged`}
      </p>
      <div
        role="progressbar"
        aria-label={t`Scan progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-white/10"
      >
        <div
          className="h-full bg-brand-600 transition-[width] dark:bg-brand-400"
          style={{ width: `${percent}%` }}
        />
      </div>
      {data.problems.length > 0 && <ScanProblems problems={data.problems} />}
    </div>
  );
}

/** The scan's own reasons, as the server words them, in the page's language (read when drawn). */
const SCAN_PROBLEM_TEXTS: Record<string, MessageDescriptor> = {
  'No such image in the folder': msg`No such image in the folder`,
  'The file could not be read': msg`The file could not be read`,
};

function ScanProblems({ problems }: { problems: OutfitScan['problems'] }) {
  const { i18n } = useLingui();
  const reasonText = (reason: string) => {
    const own = SCAN_PROBLEM_TEXTS[reason];
    return own ? i18n._(own) : sharedText(reason);
  };
  return (
    <div>
      <p className="text-sm font-semibold text-red-700 dark:text-red-300">
        <Trans>Files that could not be imported</Trans>
      </p>
      <ul className="mt-1 max-h-48 space-y-0.5 overflow-y-auto text-sm text-slate-700 dark:text-slate-300">
        {problems.map((problem) => (
          <li key={`${problem.folder}/${problem.file}`}>
            <span data-content className="font-mono">
              {problem.folder}/{problem.file}
            </span>
            : {reasonText(problem.reason)}
          </li>
        ))}
      </ul>
    </div>
  );
}
