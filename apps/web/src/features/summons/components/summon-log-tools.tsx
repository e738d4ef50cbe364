import type { SummonImportResult } from '@haven/shared/summons/schemas';
import { Download, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/form-controls';
import { messageFor } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useSummonSettings } from '../api/get-summon-settings';
import { SUMMON_EXPORT_URL, useImportSummons } from '../api/import-summons';
import { useSaveSummonSettings } from '../api/save-summon-settings';
import { SUMMON_TEXTS as M } from '../shared-texts';

/** The member's choice to add their summons, anonymously, to the community figures. */
export function ShareFiguresSetting() {
  const settings = useSummonSettings();
  const save = useSaveSummonSettings();
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <Checkbox
        id={id}
        className="mt-0.5"
        checked={settings.data?.shareFigures ?? false}
        disabled={settings.isPending || save.isPending}
        onChange={(event) =>
          save.mutate(
            { shareFigures: event.target.checked },
            {
              onSuccess: () => toast.success(M.shareSaved),
              onError: (error) => toast.error(messageFor(error, M.saveFailed)),
            },
          )
        }
      />
      <label htmlFor={id} className="text-sm text-slate-800 dark:text-slate-200">
        {M.shareLabel}
      </label>
    </div>
  );
}

/** Reads a chosen file as JSON; an unreadable one is sent as it is, for the server to refuse. */
async function readJson(file: File): Promise<unknown> {
  const text = await file.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Download the log as its versioned file, and import one: refusals listed by entry. */
export function SummonFileTools() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [acceptedOnly, setAcceptedOnly] = useState(false);
  const [report, setReport] = useState<SummonImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const importFile = useImportSummons();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setReport(null);
    try {
      const result = await importFile.mutateAsync({ file: await readJson(file), acceptedOnly });
      setReport(result);
      if (result.imported > 0) toast.success(M.importDone(result.imported));
    } catch (refusal) {
      setError(messageFor(refusal, M.importFailed));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <a href={SUMMON_EXPORT_URL} download className={buttonClasses('outline', 'md')}>
          <Download aria-hidden="true" className="size-4" />
          {M.exportLabel}
        </a>
        <Button variant="outline" onClick={() => input.current?.click()} disabled={importFile.isPending}>
          <Upload aria-hidden="true" className="size-4" />
          {M.importLabel}
        </Button>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          tabIndex={-1}
          aria-label={M.importLabel}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </div>
      <div className="flex items-start gap-2">
        <Checkbox
          id={`${id}-accepted`}
          className="mt-0.5"
          checked={acceptedOnly}
          onChange={(event) => setAcceptedOnly(event.target.checked)}
        />
        <label htmlFor={`${id}-accepted`} className="text-sm text-slate-800 dark:text-slate-200">
          {M.importAcceptedOnly}
        </label>
      </div>
      {error && <Alert variant="error">{error}</Alert>}
      {report && report.refusedCount > 0 && (
        <Alert variant={report.imported > 0 ? 'info' : 'error'}>
          <p className="font-semibold">
            {report.imported > 0 ? M.importDone(report.imported) : M.importRefused}
          </p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {report.refused.map((r) => (
              <li key={r.line}>{M.importLine(r.line, r.message)}</li>
            ))}
          </ul>
          {report.refusedCount > report.refused.length && (
            <p className="mt-1">and {report.refusedCount - report.refused.length} more.</p>
          )}
        </Alert>
      )}
    </div>
  );
}
