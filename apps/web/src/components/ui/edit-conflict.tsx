import { VERSION_MESSAGES as M, type Versioned } from '@haven/shared/common/versions';
import { type ReactNode, useRef, useState } from 'react';
import { messageFor } from '../../lib/api-errors';
import { type ChangedField, changedFields, isStaleVersion } from '../../lib/edit-conflict';
import { toast } from '../../lib/toast';
import { Button } from './button';
import { FormDialog, ModalDescription, ModalHeader } from './modal';
import { Spinner } from './spinner';

type EditVersionOptions<Row extends Versioned, Values extends object, Mine> = {
  /** The row as the editor opened it; absent in an editor that makes a new one. */
  opened: Row | undefined;
  /** The row as the editor's form holds it, for comparing the opened and the current version. */
  toValues: (row: Row) => Values;
  /** The fields compared, each with the name the editor's form gives it. */
  labels: Partial<Record<keyof Values & string, string>>;
  /** Reads the row as it is saved now. */
  loadCurrent: () => Promise<Row>;
  /** Puts the current version into the form, discarding the edits. */
  onReload: (current: Row, values: Values) => void;
  /** Saves the edits again from `version`. */
  overwrite: (mine: Mine, version: number) => Promise<void>;
  /** Shown when an overwrite fails for another reason than a newer version still. */
  saveFailed: string;
};

type Conflict<Row, Mine> = { mine: Mine; current: Row | null; changes: ChangedField[] };

/**
 * An editor's save against the version it opened (decision 143): `version` is what its save
 * sends, `saved` takes the values and version a save answered. `refused(error, mine)` (the
 * edits as the save sends them) turns a stale-version
 * refusal into the dialog (`dialog`, to be drawn by the editor) that says someone else changed
 * the row, lists what they changed, and offers to load their version or to save the edits over
 * it; the form keeps what the user typed while it is open.
 */
export function useEditVersion<Row extends Versioned, Values extends object, Mine = Values>(
  options: EditVersionOptions<Row, Values, Mine>,
) {
  const [version, setVersion] = useState(options.opened?.version ?? 0);
  const basis = useRef<Values | null>(options.opened ? options.toValues(options.opened) : null);
  const [conflict, setConflict] = useState<Conflict<Row, Mine> | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const saved = (values: Values, savedVersion: number) => {
    basis.current = values;
    setVersion(savedVersion);
  };

  const refused = async (error: unknown, mine: Mine): Promise<boolean> => {
    if (!isStaleVersion(error)) return false;
    const current = await options.loadCurrent().catch(() => null);
    const opened = basis.current;
    const changes = current && opened ? changedFields(opened, options.toValues(current), options.labels) : [];
    setConflict({ mine, current, changes });
    return true;
  };

  const reload = () => {
    if (!conflict?.current) return;
    const values = options.toValues(conflict.current);
    saved(values, conflict.current.version);
    options.onReload(conflict.current, values);
    setConflict(null);
    toast.success(M.reloaded);
  };

  const overwrite = async () => {
    if (!conflict?.current) return;
    const { mine, current } = conflict;
    setIsBusy(true);
    try {
      await options.overwrite(mine, current.version);
      setConflict(null);
    } catch (error) {
      if (!(await refused(error, mine))) {
        setConflict(null);
        toast.error(messageFor(error, options.saveFailed));
      }
    } finally {
      setIsBusy(false);
    }
  };

  const dialog: ReactNode = (
    <EditConflictDialog
      conflict={conflict}
      isBusy={isBusy}
      onClose={() => setConflict(null)}
      onReload={reload}
      onOverwrite={() => void overwrite()}
    />
  );
  return { version, saved, refused, dialog };
}

type EditConflictDialogProps = {
  conflict: Conflict<unknown, unknown> | null;
  isBusy: boolean;
  onClose: () => void;
  onReload: () => void;
  onOverwrite: () => void;
};

/** Says the row changed since the editor opened it, lists what changed, and offers reload or overwrite. */
function EditConflictDialog({ conflict, isBusy, onClose, onReload, onOverwrite }: EditConflictDialogProps) {
  const hasCurrent = Boolean(conflict?.current);
  return (
    <FormDialog
      open={conflict !== null}
      onOpenChange={(open) => {
        if (!open && !isBusy) onClose();
      }}
      hasDescription
      className="w-[min(32rem,calc(100vw-2rem))] p-6"
    >
      <ModalHeader title={M.conflict} closeLabel={M.keepEditing} />
      <ModalDescription asChild>
        <div className="mt-3 space-y-2 text-sm leading-6 text-slate-700 dark:text-slate-300">
          {!hasCurrent && <p>{M.currentUnavailable}</p>}
          {hasCurrent && conflict?.changes.length === 0 && <p>{M.noFieldsChanged}</p>}
          {hasCurrent && (conflict?.changes.length ?? 0) > 0 && (
            <>
              <p>{M.changedFields}</p>
              <ul
                className="space-y-1 rounded-lg bg-slate-50 p-3 dark:bg-white/5"
                aria-label={M.changedFields}
              >
                {conflict?.changes.map((change) => (
                  <li key={change.name} className="break-words">
                    <span className="font-semibold text-slate-900 dark:text-white">{change.label}</span>
                    {change.value !== null && (
                      <>
                        {': '}
                        <span>{change.value === '' ? '(empty)' : change.value}</span>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </ModalDescription>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <div>
          <Button variant="outline" className="w-full" disabled={!hasCurrent || isBusy} onClick={onReload}>
            {M.reload}
          </Button>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{M.reloadHint}</p>
        </div>
        <div>
          <Button className="w-full" disabled={!hasCurrent || isBusy} onClick={onOverwrite}>
            {isBusy && <Spinner className="size-4" />}
            {M.overwrite}
          </Button>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{M.overwriteHint}</p>
        </div>
      </div>
    </FormDialog>
  );
}
