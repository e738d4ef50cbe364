import { OUTFIT_MESSAGES, type OutfitCard, type OutfitScan } from '@haven/shared';
import { FolderSearch, Pencil, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { INPUT_CLASSES, Input } from '../../../components/ui/form-field';
import { Pagination } from '../../../components/ui/pagination';
import { SearchInput } from '../../../components/ui/search-input';
import { LoadingState } from '../../../components/ui/spinner';
import { messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminOutfits } from '../api/get-admin-outfits';
import { useOutfitScan } from '../api/get-outfit-scan';
import { useStartOutfitScan } from '../api/start-outfit-scan';
import { useUpdateOutfit } from '../api/update-outfit';

const CELL = 'px-3 py-3 align-top';

/** The dashboard's Outfits section: search, Scan Directories, Refresh, and the table with inline edits. */
export function ManageOutfits() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const [pageState, setPageState] = useState({ search: '', page: 1 });
  // A new search starts at page 1.
  const page = pageState.search === debounced ? pageState.page : 1;
  const outfits = useAdminOutfits({ search: debounced, page });
  const [editingId, setEditingId] = useState<string | null>(null);
  const [scan, setScan] = useState<{ id: string | null; error: string }>({ id: null, error: '' });

  // A failed load says so once per failure, as a toast and in place of the table.
  useEffect(() => {
    if (outfits.isError) toast.error(OUTFIT_MESSAGES.adminLoadFailed);
  }, [outfits.isError]);

  const refresh = () => {
    void outfits.refetch().then((result) => {
      if (result.isError) toast.error(OUTFIT_MESSAGES.adminLoadFailed);
    });
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchInput
          label="Search outfits"
          placeholder="Search outfits..."
          value={search}
          onChange={setSearch}
          isClearable
          inputClassName="h-11"
          className="flex-1"
        />
        <div className="flex gap-2">
          <ScanButton scanId={scan.id} onStarted={(id, error) => setScan({ id, error })} />
          <Button variant="outline" className="h-11" onClick={refresh} disabled={outfits.isFetching}>
            <RefreshCw aria-hidden="true" className={cn('size-4', outfits.isFetching && 'animate-spin')} />
            Refresh
          </Button>
        </div>
      </div>
      <ScanStatus scanId={scan.id} error={scan.error} />

      {outfits.isPending ? (
        <LoadingState label="Loading outfits..." className="py-16" />
      ) : outfits.isError ? (
        <Alert variant="error">{OUTFIT_MESSAGES.adminLoadFailed}</Alert>
      ) : outfits.data.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center font-semibold text-slate-800 dark:border-white/15 dark:text-slate-100">
          {OUTFIT_MESSAGES.adminEmpty}
        </p>
      ) : (
        <>
          <div className={cn(CARD_CLASSES, 'relative overflow-x-auto')}>
            <table className="w-full min-w-[48rem] text-left text-sm">
              <caption className="sr-only">Outfits</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:border-white/10 dark:bg-white/5 dark:text-slate-300">
                <tr>
                  <th scope="col" className="px-3 py-2.5">
                    ID
                  </th>
                  <th scope="col" className="px-3 py-2.5">
                    Image
                  </th>
                  <th scope="col" className="px-3 py-2.5">
                    Name
                  </th>
                  <th scope="col" className="px-3 py-2.5">
                    Folder
                  </th>
                  <th scope="col" className="px-3 py-2.5">
                    Description
                  </th>
                  <th scope="col" className="px-3 py-2.5">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-white/10">
                {outfits.data.items.map((outfit) =>
                  editingId === outfit.id ? (
                    <EditRow key={outfit.id} outfit={outfit} onDone={() => setEditingId(null)} />
                  ) : (
                    <ViewRow key={outfit.id} outfit={outfit} onEdit={() => setEditingId(outfit.id)} />
                  ),
                )}
              </tbody>
            </table>
          </div>
          <Pagination
            label="Outfit table pages"
            currentPage={outfits.data.page}
            totalPages={outfits.data.totalPages}
            onPageChange={(next) => setPageState({ search: debounced, page: next })}
          />
        </>
      )}
    </div>
  );
}

function Thumbnail({ outfit }: { outfit: OutfitCard }) {
  return (
    <FallbackImage
      src={outfit.overallImage}
      alt=""
      width={48}
      height={64}
      className="h-16 w-12 rounded-md bg-night-900 object-cover"
    />
  );
}

function ViewRow({ outfit, onEdit }: { outfit: OutfitCard; onEdit: () => void }) {
  return (
    <tr>
      <td className={cn(CELL, 'font-mono text-xs text-slate-600 dark:text-slate-400')}>
        {outfit.id.slice(0, 8)}
      </td>
      <td className={CELL}>
        <Thumbnail outfit={outfit} />
      </td>
      <td className={CELL}>
        <span className="block font-semibold text-slate-900 dark:text-white">{outfit.name}</span>
        <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
          {[outfit.category, ...outfit.tags].filter(Boolean).join(' · ')}
        </span>
      </td>
      <td className={cn(CELL, 'text-slate-700 dark:text-slate-300')}>{outfit.folderName}</td>
      <td className={cn(CELL, 'max-w-md text-slate-700 dark:text-slate-300')}>
        <p className="line-clamp-3">{outfit.description}</p>
      </td>
      <td className={cn(CELL, 'text-right')}>
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${outfit.name}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
      </td>
    </tr>
  );
}

/** Tags are typed as one comma-separated line. */
const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

function EditRow({ outfit, onDone }: { outfit: OutfitCard; onDone: () => void }) {
  const [draft, setDraft] = useState({
    name: outfit.name,
    description: outfit.description ?? '',
    category: outfit.category ?? '',
    tags: outfit.tags.join(', '),
  });
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateOutfit();
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => nameRef.current?.focus(), []);

  const save = () => {
    update.mutate(
      {
        outfitId: outfit.id,
        input: {
          name: draft.name,
          description: draft.description,
          category: draft.category,
          tags: splitTags(draft.tags),
        },
      },
      {
        onSuccess: () => {
          toast.success(OUTFIT_MESSAGES.updated);
          onDone();
        },
        onError: (failure) => {
          const fields = Object.values((failure as { fields?: Record<string, string> }).fields ?? {});
          setError(fields[0] ?? null);
          toast.error(messageFor(failure, OUTFIT_MESSAGES.updateFailed));
        },
      },
    );
  };

  const field = (key: keyof typeof draft) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [key]: event.target.value })),
  });

  return (
    <tr className="bg-brand-50/50 dark:bg-white/5">
      <td className={cn(CELL, 'font-mono text-xs text-slate-600 dark:text-slate-400')}>
        {outfit.id.slice(0, 8)}
      </td>
      <td className={CELL}>
        <Thumbnail outfit={outfit} />
      </td>
      <td className={cn(CELL, 'space-y-2')}>
        <Input ref={nameRef} aria-label="Name" aria-invalid={error !== null} {...field('name')} />
        <Input aria-label="Category" placeholder="Category" {...field('category')} />
        <Input aria-label="Tags" placeholder="Tags, separated by commas" {...field('tags')} />
        {error && <p className="text-xs text-red-700 dark:text-red-300">{error}</p>}
      </td>
      <td className={cn(CELL, 'text-slate-700 dark:text-slate-300')}>{outfit.folderName}</td>
      <td className={CELL}>
        <textarea aria-label="Description" rows={4} className={INPUT_CLASSES} {...field('description')} />
      </td>
      <td className={cn(CELL, 'space-y-2 text-right')}>
        <Button size="sm" onClick={save} disabled={update.isPending} className="w-full">
          Save
        </Button>
        <Button variant="outline" size="sm" onClick={onDone} disabled={update.isPending} className="w-full">
          Cancel
        </Button>
      </td>
    </tr>
  );
}

type ScanProps = { scanId: string | null; onStarted: (scanId: string | null, error: string) => void };

function ScanButton({ scanId, onStarted }: ScanProps) {
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
            toast.error(OUTFIT_MESSAGES.scanFailed);
            onStarted(null, messageFor(error, ''));
          },
        })
      }
    >
      <FolderSearch aria-hidden="true" className="size-4" />
      {isRunning ? 'Scanning...' : 'Scan Directories'}
    </Button>
  );
}

/** Folders whose pictures could not all be read. */
function failedFolderCount(scan: OutfitScan): number {
  return new Set(scan.problems.map((problem) => problem.folder)).size;
}

/** Progress of the watched scan, its toasts when it ends, and the files it could not read. */
function ScanStatus({ scanId, error }: { scanId: string | null; error: string }) {
  const scan = useOutfitScan(scanId);
  const announced = useRef<string | null>(null);
  const data = scan.data;

  useEffect(() => {
    if (!data || data.status === 'running' || announced.current === data.id) return;
    announced.current = data.id;
    if (data.status === 'failed') {
      toast.error(OUTFIT_MESSAGES.scanFailed);
      return;
    }
    const failed = failedFolderCount(data);
    if (data.added + data.updated > 0 || failed === 0) {
      toast.success(OUTFIT_MESSAGES.scanSaved(data.added + data.updated));
    }
    if (failed > 0) toast.error(OUTFIT_MESSAGES.scanSaveFailed(failed));
  }, [data]);

  if (!scanId && error) return <Alert variant="error">{error}</Alert>;
  if (!data) return null;
  const percent = data.total === 0 ? 100 : Math.round((data.processed / data.total) * 100);
  return (
    <div className={cn(CARD_CLASSES, 'space-y-3 p-4')}>
      <p className="text-sm font-semibold text-slate-900 dark:text-white" aria-live="polite">
        {data.status === 'running'
          ? `Scanning folders: ${data.processed} of ${data.total}`
          : data.status === 'failed'
            ? (data.error ?? OUTFIT_MESSAGES.scanFailed)
            : `Scan finished: ${data.added} added, ${data.updated} updated, ${data.unchanged} unchanged`}
      </p>
      <div
        role="progressbar"
        aria-label="Scan progress"
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
      {data.problems.length > 0 && (
        <div>
          <p className="text-sm font-semibold text-red-700 dark:text-red-300">
            Files that could not be imported
          </p>
          <ul className="mt-1 max-h-48 space-y-0.5 overflow-y-auto text-sm text-slate-700 dark:text-slate-300">
            {data.problems.map((problem) => (
              <li key={`${problem.folder}/${problem.file}`}>
                <span className="font-mono">
                  {problem.folder}/{problem.file}
                </span>
                : {problem.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
