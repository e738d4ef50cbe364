import type { ImportCollectionResult } from '@haven/shared/collection/transfer';
import { Trans } from '@lingui/react/macro';
import { Download, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { collectionExportUrl, useImportCollection } from '../api/import-collection';
import { collectionTexts } from '../shared-texts';

type PendingFile = { format: 'json' | 'csv'; content: string; name: string };

/** Download the collection as JSON or CSV, and import a file of either, with its refused lines listed. */
export function CollectionTransfer({ userId, isDisabled }: { userId: string; isDisabled: boolean }) {
  const importer = useImportCollection(userId);
  const inputId = useId();
  const [file, setFile] = useState<PendingFile | null>(null);
  const [report, setReport] = useState<ImportCollectionResult | null>(null);

  const send = (pending: PendingFile, onlyAccepted: boolean) =>
    importer.mutate(
      { format: pending.format, content: pending.content, onlyAccepted },
      {
        onSuccess: (result) => {
          setReport(result);
          if (result.imported > 0) toast.success(collectionTexts.imported(result.imported));
        },
        onError: (error) => {
          setReport(null);
          toast.error(messageFor(error, collectionTexts.importUnreadable));
        },
      },
    );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const pending: PendingFile = {
      format: chosen.name.toLowerCase().endsWith('.csv') ? 'csv' : 'json',
      content: await chosen.text(),
      name: chosen.name,
    };
    setFile(pending);
    send(pending, false);
  };

  return (
    <section aria-labelledby="collection-transfer" className={cn(CARD_CLASSES, 'mt-10 p-4 sm:p-6')}>
      <h2 id="collection-transfer" className="text-lg font-bold text-slate-900 dark:text-white">
        <Trans>Export and import</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        <Trans>
          Download your collection as JSON or as a CSV for spreadsheets, and import it on another account. An
          import adds and updates heroes; it never removes any.
        </Trans>
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={collectionExportUrl('json')} download className={buttonClasses('outline', 'md')}>
          <Download aria-hidden="true" className="size-4" />
          <Trans>Download JSON</Trans>
        </a>
        <a href={collectionExportUrl('csv')} download className={buttonClasses('outline', 'md')}>
          <Download aria-hidden="true" className="size-4" />
          <Trans>Download CSV</Trans>
        </a>
        <label
          htmlFor={inputId}
          className={cn(
            buttonClasses('secondary', 'md'),
            'cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
            isDisabled && 'pointer-events-none opacity-60',
          )}
        >
          <Upload aria-hidden="true" className="size-4" />
          <Trans>Import a file</Trans>
          <input
            id={inputId}
            type="file"
            accept=".json,.csv,application/json,text/csv"
            className="sr-only"
            disabled={isDisabled || importer.isPending}
            onChange={choose}
          />
        </label>
      </div>
      {report && file && report.refused.length > 0 && (
        <Alert variant={report.imported > 0 ? 'info' : 'error'} className="mt-4">
          <p className="font-semibold">
            {report.imported > 0 ? collectionTexts.imported(report.imported) : collectionTexts.importRefused}{' '}
            ({file.name})
          </p>
          <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm">
            {report.refused.map((row) => (
              <li key={`${row.line}-${row.message}`}>
                Line {row.line}: {row.message}
              </li>
            ))}
          </ul>
          {report.imported === 0 && report.accepted > 0 && (
            <Button className="mt-3" size="sm" disabled={importer.isPending} onClick={() => send(file, true)}>
              Import only the {report.accepted} accepted {report.accepted === 1 ? 'row' : 'rows'}
            </Button>
          )}
        </Alert>
      )}
    </section>
  );
}
